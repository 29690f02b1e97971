import { domainError, type DomainError } from '../../../contracts/core/errors';
import { publicationEvents, type PublicationEvent } from '../../../contracts/coaching/publication/events';
import { publicationMessages as m } from '../../../contracts/coaching/publication/messages';
import { AS_SOON_AS_POSSIBLE, isOfferedStartDate, mayApprove, type PublishStatus } from '../../../contracts/coaching/publication/publication';
import { TEST_EMAIL_STEP } from '../../../contracts/coaching/journey/lists';
import type { Decider } from '../../core/decider';

export type CycleState = { cycleId: string; cycle: number; open: boolean; sent: ReadonlySet<number>; started: ReadonlySet<string> };

// One client's publication (publication-{userId}).
export type Publication = {
  publishId: string | null;
  status: PublishStatus;
  lastTestId: string | null;
  isNeedTest: boolean | null;
  isPublish: boolean;
  autoPutOnPublishList: boolean;
  cycles: readonly CycleState[];
};

export const initialPublication: Publication = { publishId: null, status: 'new', lastTestId: null, isNeedTest: null, isPublish: false, autoPutOnPublishList: true, cycles: [] };

export const openCycle = (state: Publication): CycleState | undefined => state.cycles.find((c) => c.open);

const onCycle = (state: Publication, cycleId: string, change: (c: CycleState) => CycleState): Publication => ({
  ...state,
  cycles: state.cycles.map((c) => (c.cycleId === cycleId ? change(c) : c)),
});

export function evolvePublication(state: Publication, event: PublicationEvent): Publication {
  switch (event.type) {
    case 'PublishTestSent':
      // a test sent is what approval waits for
      return { ...state, publishId: event.data.publishId, lastTestId: event.data.testId, isNeedTest: true, status: state.isPublish ? state.status : 'tested' };
    case 'PublishRequested':
      return { ...state, status: 'requested' };
    case 'PublishApproved':
      return { ...state, status: 'approved', isPublish: true };
    case 'PublishDeclined':
      // a declined publish needs a new test before it can be approved
      return { ...state, status: 'declined', isNeedTest: false };
    case 'PublishPaused':
      return { ...state, status: 'paused', isPublish: false };
    case 'NewPublishStarted':
      return { ...state, publishId: event.data.publishId, status: 'new', lastTestId: null, isNeedTest: null, isPublish: false };
    case 'AutoPutOnPublishListChanged':
      return { ...state, autoPutOnPublishList: event.data.autoPutOnPublishList };
    case 'CycleOpened':
      return { ...state, cycles: [...state.cycles, { cycleId: event.data.cycleId, cycle: event.data.cycle, open: true, sent: new Set(), started: new Set() }] };
    case 'PartStarted':
      return onCycle(state, event.data.cycleId, (c) => ({ ...c, started: new Set(c.started).add(event.data.cellId) }));
    case 'PartSent':
      return event.data.failed > 0 || event.data.error !== null ? state : onCycle(state, event.data.cycleId, (c) => ({ ...c, sent: new Set(c.sent).add(event.data.part) }));
    case 'CycleClosed':
      // the cycle's four parts are out: the next one is approved anew
      return { ...onCycle(state, event.data.cycleId, (c) => ({ ...c, open: false })), isPublish: false, status: 'tested' };
    default:
      return state;
  }
}

type Facts = { userId: string; now: Date; newId: string };
// journeyStep: the journey's currentStep, for the changes of the Test Email step
type OnTestEmailStep = Facts & { journeyStep: number };
export type PublicationCommand =
  | (OnTestEmailStep & { type: 'SendTest'; to: readonly string[]; hasPublishData: boolean })
  | (OnTestEmailStep & { type: 'Start'; byStaff: boolean; beginPublish: string; coverLetterId: string | null; resumeId: string | null; newCycle: boolean })
  | (Facts & { type: 'Decline'; reason: string })
  | (Facts & { type: 'Pause' })
  | (OnTestEmailStep & { type: 'NewPublish' })
  | (OnTestEmailStep & { type: 'Update'; coverLetterId: string | null; resumeId: string | null; excludeList?: readonly string[] })
  | (Facts & { type: 'ChangeAutoPut'; autoPutOnPublishList: boolean })
  | (Facts & { type: 'Simulate'; to: readonly string[] })
  | (Facts & { type: 'StartPart'; cycleId: string; part: number; cellId: string })
  // parts: the parts of a cycle the product offers now (a setting): the cycle closes once each is sent
  | (Facts & { type: 'RecordPart'; cycleId: string; part: number; cellId: string; sent: number; excluded: number; failed: number; error: string | null; parts: readonly number[] });

// Steps beyond the journey's currentStep are closed (coaching spec §4), to staff acting for the
// client as to the client. The publication opens at the Test Email step: a test, a start (or
// staff's approval), Back to test and Update Publish move it on and wait for that step. Pausing
// and declining only hold it back and stay open at any step (a publication begun before this rule
// can still be stopped), as does the auto-put setting.
const testEmailChanges: ReadonlySet<PublicationCommand['type']> = new Set(['SendTest', 'Start', 'NewPublish', 'Update']);
export const opensAtTestEmail = (type: PublicationCommand['type']): boolean => testEmailChanges.has(type);
// a step not given counts as not reached
const beforeTestEmail = (command: PublicationCommand): boolean => testEmailChanges.has(command.type) && ((command as Partial<OnTestEmailStep>).journeyStep ?? -1) < TEST_EMAIL_STEP;

function approval(command: Extract<PublicationCommand, { type: 'Start' }>, state: Publication): PublicationEvent[] | DomainError {
  const { userId } = command;
  const at = command.now.toISOString();
  if (state.isPublish) return domainError('PublishRuleBroken', m.AlreadyPublished);
  if (!mayApprove(state) || !state.publishId) return domainError('PublishRuleBroken', m.TestFirst);
  if (!isOfferedStartDate(command.beginPublish, command.now)) return domainError('ValidationFailed', m.StartDateNotOffered);
  const beginPublish = command.beginPublish === AS_SOON_AS_POSSIBLE ? null : command.beginPublish;
  const publishId = state.publishId;
  if (!command.byStaff) return [{ type: 'PublishRequested', data: { userId, publishId, beginPublish, requestedAt: at } }];
  const approved: PublicationEvent = {
    type: 'PublishApproved',
    data: { userId, publishId, beginPublish, newCycle: command.newCycle, coverLetterId: command.coverLetterId, resumeId: command.resumeId, approvedAt: at },
  };
  // at most one open cycle: an approval opens one only when none is open
  if (openCycle(state)) return [approved];
  const cycle = state.cycles.length + 1;
  return [approved, { type: 'CycleOpened', data: { userId, cycleId: command.newId, cycle, publishId, openedAt: at } }];
}

export function decidePublication(command: PublicationCommand, state: Publication): PublicationEvent[] | DomainError {
  const { userId } = command;
  const at = command.now.toISOString();
  if (beforeTestEmail(command)) return domainError('JourneyStepNotReached', m.TestEmailStepNotReached);
  switch (command.type) {
    case 'SendTest': {
      if (!command.to.length) return domainError('PublishRuleBroken', m.NoTestAddresses);
      if (!command.hasPublishData) return domainError('PublishRuleBroken', m.NothingToSend);
      return [{ type: 'PublishTestSent', data: { userId, publishId: state.publishId ?? command.newId, testId: command.newId, to: [...command.to], sentAt: at } }];
    }
    case 'Start':
      return approval(command, state);
    case 'Decline':
      if (state.status !== 'requested' || !state.publishId) return domainError('PublishRuleBroken', m.NoRequest);
      return [{ type: 'PublishDeclined', data: { userId, publishId: state.publishId, reason: command.reason, declinedAt: at } }];
    case 'Pause':
      if (!state.isPublish || !state.publishId) return domainError('PublishRuleBroken', m.NotPublishing);
      return [{ type: 'PublishPaused', data: { userId, publishId: state.publishId, pausedAt: at } }];
    case 'NewPublish':
      return [{ type: 'NewPublishStarted', data: { userId, publishId: command.newId, startedAt: at } }];
    case 'Update':
      if (!state.publishId) return domainError('PublishRuleBroken', m.NoDataToUpdate);
      return [
        {
          type: 'PublishDataUpdated',
          data: { userId, publishId: state.publishId, coverLetterId: command.coverLetterId, resumeId: command.resumeId, ...(command.excludeList ? { excludeList: [...command.excludeList] } : {}), updatedAt: at },
        },
      ];
    case 'ChangeAutoPut':
      if (state.autoPutOnPublishList === command.autoPutOnPublishList) return [];
      return [{ type: 'AutoPutOnPublishListChanged', data: { userId, autoPutOnPublishList: command.autoPutOnPublishList, changedAt: at } }];
    case 'Simulate':
      if (!state.publishId) return domainError('PublishItemNotFound');
      return [{ type: 'PublishSimulated', data: { userId, publishId: state.publishId, simulationId: command.newId, to: [...command.to], simulatedAt: at } }];
    case 'StartPart': {
      const cycle = state.cycles.find((c) => c.cycleId === command.cycleId);
      if (!cycle?.open) return domainError('PublishRuleBroken', m.NoOpenCycle);
      if (cycle.sent.has(command.part)) return domainError('PublishRuleBroken', m.PartSentAlready);
      if (cycle.started.has(command.cellId)) return [];
      return [{ type: 'PartStarted', data: { userId, cycleId: command.cycleId, part: command.part, cellId: command.cellId, startedAt: at } }];
    }
    case 'RecordPart': {
      const cycle = state.cycles.find((c) => c.cycleId === command.cycleId);
      if (!cycle) return domainError('PublishRuleBroken', m.NoOpenCycle);
      // a part recorded as sent stays so: a run repeated records nothing
      if (cycle.sent.has(command.part)) return [];
      const { cycleId, part, cellId, sent, excluded, failed, error } = command;
      const events: PublicationEvent[] = [{ type: 'PartSent', data: { userId, cycleId, part, cellId, sent, excluded, failed, error, sentAt: at } }];
      if (failed === 0 && error === null && command.parts.every((p) => p === part || cycle.sent.has(p))) events.push({ type: 'CycleClosed', data: { userId, cycleId, closedAt: at } });
      return events;
    }
  }
}

export const publicationDecider: Decider<Publication, PublicationCommand, PublicationEvent> = {
  events: publicationEvents,
  initialState: initialPublication,
  evolve: evolvePublication,
  decide: decidePublication,
};
