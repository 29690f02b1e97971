import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { TEST_EMAIL_STEP } from '../../../contracts/coaching/journey/lists';
import { coverLettersStreamId, resumesStreamId } from '../../../contracts/coaching/documents/ids';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import type { PublicationEvent } from '../../../contracts/coaching/publication/events';
import type { JourneyEvent } from '../../../contracts/coaching/journey/events';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, handleCommand, loadStream, loadStreams, withConflictRetries, type Handled } from '../../core/handle-command';
import { journeyDecider } from '../journey/decide-journey';
import type { JourneyState } from '../journey/journey';
import { journeyStepOf } from '../journey/facts';
import { coverLettersDecider, live, resumesDecider } from '../documents/documents';
import { opensAtTestEmail, publicationDecider, type Publication, type PublicationCommand } from './publication';

type Result = Handled<Publication, PublicationEvent> | DomainError;
type Facts = 'userId' | 'now' | 'newId' | 'journeyStep';
export type PublicationChange = PublicationCommand extends infer C ? (C extends { type: string } ? Omit<C, Facts> : never) : never;

// The cover letter and CV a publish sends: the picked ones (the first CV when none is picked).
export async function pickedDocuments(deps: CommandDeps, userId: string): Promise<{ coverLetterId: string | null; resumeId: string | null }> {
  const [letters, resumes] = await Promise.all([
    loadStream(deps.store, coverLettersStreamId(userId), coverLettersDecider),
    loadStream(deps.store, resumesStreamId(userId), resumesDecider),
  ]);
  const liveResumes = live(resumes.state);
  return {
    coverLetterId: live(letters.state).find((d) => d.picked)?.id ?? null,
    resumeId: (liveResumes.find((d) => d.picked) ?? liveResumes[0])?.id ?? null,
  };
}

// One change to a client's publication, decided over publication-{userId}; a change of the Test
// Email step is given the journey's step, read on every attempt (and checked by the append).
export async function changePublication(deps: CommandDeps, userId: string, change: PublicationChange, ctx: CommandContext): Promise<Result> {
  const newId = deps.newId();
  return handleCommand(
    deps.store,
    publicationStreamId(userId),
    publicationDecider,
    async () => ({ ...change, userId, newId, now: deps.clock(), ...(opensAtTestEmail(change.type) ? { journeyStep: await journeyStepOf(deps, userId) } : {}) }) as PublicationCommand,
    metadataOf(ctx),
  );
}

// Back to test: a new publish record, and the journey back on the Test Email step, decided over
// both streams and appended together.
export async function backToTest(deps: CommandDeps, userId: string, ctx: CommandContext): Promise<Result> {
  const newId = deps.newId();
  return withConflictRetries(publicationStreamId(userId), async () => {
    const [publication, journey] = await loadStreams<Publication, JourneyState, PublicationEvent | JourneyEvent>(
      deps.store,
      { streamId: publicationStreamId(userId), decider: publicationDecider },
      { streamId: journeyStreamId(userId), decider: journeyDecider },
    );
    const now = deps.clock();
    const started = publicationDecider.decide({ type: 'NewPublish', userId, newId, now, journeyStep: journey.state.currentStep }, publication.state);
    if (isDomainError(started)) return started;
    const returned = journeyDecider.decide({ type: 'ReturnToStep', userId, step: TEST_EMAIL_STEP, now }, journey.state);
    if (isDomainError(returned)) return returned;
    const appended = await appendDecided(deps.store, [{ loaded: publication, events: started }, { loaded: journey, events: returned }], metadataOf(ctx));
    return { ...appended, events: started, state: started.reduce(publicationDecider.evolve, publication.state) };
  });
}

// The test mail to the staff's test addresses (the publish grid keeps them), and whether there is
// anything to send.
export async function sendPublishTest(deps: CommandDeps, userId: string, to: readonly string[], ctx: CommandContext): Promise<Result> {
  const picked = await pickedDocuments(deps, userId);
  return changePublication(deps, userId, { type: 'SendTest', to, hasPublishData: picked.coverLetterId !== null && picked.resumeId !== null }, ctx);
}

// Start Publish (staff approve at once; a client's start waits for approval) and approvePublish.
export async function startPublish(deps: CommandDeps, userId: string, command: { byStaff: boolean; beginPublish: string; newCycle: boolean }, ctx: CommandContext): Promise<Result> {
  const picked = await pickedDocuments(deps, userId);
  return changePublication(deps, userId, { type: 'Start', ...command, ...picked }, ctx);
}

// Update Publish: the running publication takes the picked documents as they are now.
export async function refreshPublishData(deps: CommandDeps, userId: string, excludeList: readonly string[] | undefined, ctx: CommandContext): Promise<Result> {
  const picked = await pickedDocuments(deps, userId);
  return changePublication(deps, userId, { type: 'Update', ...picked, ...(excludeList ? { excludeList } : {}) }, ctx);
}
