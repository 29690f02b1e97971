import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { jobEvents, type JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { appendDecided, loadStreams, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { jobStatusDecider, type JobStatusCommand } from './decide-job';
import { evolveJob, evolveJobSlots, initialJobSlotsState, initialJobState, isSlotEvent } from './job';

const jobPart = { events: jobEvents, initialState: initialJobState, evolve: evolveJob };
const slotsPart = { events: jobEvents, initialState: initialJobSlotsState, evolve: evolveJobSlots };

// Loads the job and its owner's quota (both streams in one read), decides over both, and appends
// to both at once; a conflict on either reloads both and decides again. Only the owner may change a
// job, so the quota to decide with is the caller's: it can be read together with the job.
export async function decideOverJobAndSlots(
  deps: CommandDeps,
  on: { jobId: string; ownerId: string },
  command: () => JobStatusCommand,
  ctx: CommandContext,
): Promise<(Appended & { events: JobEvent[] }) | DomainError> {
  const { jobId, ownerId } = on;
  return withConflictRetries(`job ${jobId}`, async () => {
    const [job, slots] = await loadStreams(deps.store, { streamId: jobStreamId(jobId), decider: jobPart }, { streamId: jobSlotsStreamId(ownerId), decider: slotsPart });
    if (job.state.status !== 'none' && job.state.ownerId !== ownerId) return domainError('NotJobOwner');
    const result = jobStatusDecider.decide(command(), { job: job.state, slots: slots.state });
    if (isDomainError(result)) return result;
    const appended = await appendDecided(
      deps.store,
      [
        { loaded: job, events: result.filter((e) => !isSlotEvent(e)) },
        { loaded: slots, events: result.filter(isSlotEvent) },
      ],
      metadataOf(ctx),
    );
    return { ...appended, events: result };
  });
}
