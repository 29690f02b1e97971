import { isDomainError, domainError, type DomainError } from '../../../contracts/core/errors';
import { leadStreamId } from '../../../contracts/backoffice/leads/ids';
import { NEW_LEAD_STATUS, DEFAULT_CHANNEL } from '../../../contracts/backoffice/leads/lead';
import { notifyListStreamId, questionnaireStreamId } from '../../../contracts/backoffice/questionnaires/ids';
import type { Answers } from '../../../contracts/backoffice/questionnaires/questionnaire';
import type { QuestionnaireEvent } from '../../../contracts/backoffice/questionnaires/events';
import { meetingSlotStreamId } from '../../../contracts/coaching/onboarding/ids';
import type { OnboardingEvent } from '../../../contracts/coaching/onboarding/events';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, handleCommand, loadStream, withConflictRetries, type Appended, type Handled } from '../../core/handle-command';
import { loadAll } from '../../core/load-streams';
import { leadDecider } from '../leads/decide-lead';
import { leadFolder } from '../leads/lead';
import { questionnaireStatusesOf, staffIds } from '../leads/facts';
import { slotFolder } from '../../coaching/onboarding/onboarding';
import { decideNotifyList, questionnaireDecider, type QuestionnaireCommand } from './decide-questionnaire';
import { notifyListFolder, questionnaireFolder, type QuestionnaireState } from './questionnaire';

type Request = QuestionnaireCommand extends infer C ? (C extends QuestionnaireCommand ? Omit<C, 'now' | 'statuses'> : never) : never;

// A change staff make to a questionnaire, decided on its stream (with the statuses of now).
export async function actOnQuestionnaire(deps: CommandDeps, request: Request, ctx: CommandContext): Promise<Handled<QuestionnaireState, QuestionnaireEvent> | DomainError> {
  return handleCommand(
    deps.store,
    questionnaireStreamId(request.questionnaireId),
    questionnaireDecider,
    async () => (request.type === 'SetStatus' ? { ...request, now: deps.clock(), statuses: await questionnaireStatusesOf(deps) } : ({ ...request, now: deps.clock() } as QuestionnaireCommand)),
    metadataOf(ctx),
  );
}

// A visitor's questionnaire and the lead it brings (status 'new', contacted us), decided on the
// two new streams and appended together or not at all.
export async function submitQuestionnaire(deps: CommandDeps, command: { questionnaireId: string; leadId: string; answers: Answers }, ctx: CommandContext): Promise<Appended | DomainError> {
  const now = deps.clock();
  const { questionnaireId, leadId, answers } = command;
  return withConflictRetries(`questionnaire ${questionnaireId}`, async () => {
    const loaded = await loadAll(deps.store, [
      [questionnaireStreamId(questionnaireId), questionnaireFolder],
      [leadStreamId(leadId), leadFolder],
    ]);
    const questionnaire = loaded(questionnaireStreamId(questionnaireId), questionnaireFolder);
    const lead = loaded(leadStreamId(leadId), leadFolder);
    const submitted = questionnaireDecider.decide({ type: 'Submit', questionnaireId, answers, via: 'form', leadId, now }, questionnaire.state);
    if (isDomainError(submitted)) return submitted;
    const fields = {
      email: answers.email, name: answers.fullName, phone: answers.phone, internationalPhone: '', communicationChannel: DEFAULT_CHANNEL, csManager: null, relevant: '' as const,
      isKnewAboutService: false, summary: '', isFollowUpNeeded: false, followUpReminderDate: null, status: NEW_LEAD_STATUS, contactedUs: true,
    };
    const [statuses, staff] = await Promise.all([questionnaireStatusesOf(deps), staffIds(deps)]);
    const added = leadDecider.decide({ type: 'AddLead', leadId, fields, questionnaireId, now, statuses, staff }, lead.state);
    if (isDomainError(added)) return added;
    return appendDecided(deps.store, [{ loaded: questionnaire, events: submitted }, { loaded: lead, events: added }], metadataOf(ctx));
  });
}

// A free coaching meeting slot booked for the questionnaire's person: the slot's stream takes the
// booking (under the questionnaire's name) and the questionnaire records it, together.
export async function scheduleQuestionnaireMeeting(deps: CommandDeps, command: { questionnaireId: string; slotId: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  const now = deps.clock();
  const booker = `questionnaire:${command.questionnaireId}`;
  return withConflictRetries(`meeting of ${command.questionnaireId}`, async () => {
    const ids = { questionnaire: questionnaireStreamId(command.questionnaireId), slot: meetingSlotStreamId(command.slotId) };
    const loaded = await loadAll(deps.store, [
      [ids.questionnaire, questionnaireFolder],
      [ids.slot, slotFolder],
    ]);
    const questionnaire = loaded(ids.questionnaire, questionnaireFolder);
    const slot = loaded(ids.slot, slotFolder);
    if (!questionnaire.state.exists) return domainError('QuestionnaireNotFound');
    if (questionnaire.state.slotId === command.slotId && slot.state.bookedBy === booker) return { position: null, types: [] };
    if (!slot.state.opened || slot.state.closed || slot.state.bookedBy !== null || Date.parse(slot.state.start) <= now.getTime()) return domainError('QuestionnaireSlotUnavailable');
    const at = now.toISOString();
    const booked: OnboardingEvent[] = [{ type: 'MeetingSlotBooked', data: { slotId: command.slotId, userId: booker, bookedAt: at } }];
    const scheduled: QuestionnaireEvent[] = [{ type: 'IntakeMeetingScheduled', data: { questionnaireId: command.questionnaireId, slotId: command.slotId, start: slot.state.start, end: slot.state.end, scheduledAt: at } }];
    return appendDecided(deps.store, [{ loaded: questionnaire, events: scheduled }, { loaded: slot, events: booked }], metadataOf(ctx));
  });
}

// The notify list saved whole.
export async function saveNotifyList(deps: CommandDeps, emails: readonly string[], ctx: CommandContext): Promise<Appended | DomainError> {
  return withConflictRetries('questionnaire notify list', async () => {
    const list = await loadStream(deps.store, notifyListStreamId(), notifyListFolder);
    return appendDecided(deps.store, [{ loaded: list, events: decideNotifyList(emails, list.state.emails, deps.clock()) }], metadataOf(ctx));
  });
}
