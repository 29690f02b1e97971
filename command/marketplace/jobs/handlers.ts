import { domainError, failWith, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { DEFAULT_JOB_LIMIT, PRO_JOB_LIMIT } from '../../../contracts/identity/users/user';
import { jobEvents, type JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import type { JobInfo, JobStatus } from '../../../contracts/marketplace/jobs/job';
import { appendDecided, handleCommand, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { jobStatusDecider, jobUpdateDecider, type JobStatusCommand } from './decide-job';
import { evolveJob, evolveJobSlots, initialJobSlotsState, initialJobState, isSlotEvent } from './job';

// Active jobs allowed: 20 for Pro, otherwise the user's joblimit.
async function activeJobLimit(deps: CommandDeps, ownerId: string): Promise<{ limit: number; isPro: boolean }> {
  const account = await deps.db.selectFrom('user_account').select(['joblimit', 'is_pro']).where('id', '=', ownerId).executeTakeFirst();
  const isPro = account?.is_pro ?? false;
  return { limit: isPro ? PRO_JOB_LIMIT : (account?.joblimit ?? DEFAULT_JOB_LIMIT), isPro };
}

const jobPart = { events: jobEvents, initialState: initialJobState, evolve: evolveJob };
const slotsPart = { events: jobEvents, initialState: initialJobSlotsState, evolve: evolveJobSlots };

// Loads the job and its owner's quota (each stream read once), decides over both, and appends to
// both at once; a conflict on either reloads both and decides again.
async function decideOverJobAndSlots(
  deps: CommandDeps,
  ctx: CommandContext,
  jobId: string,
  ownerId: string,
  command: () => Promise<JobStatusCommand>,
): Promise<(Appended & { events: JobEvent[] }) | { error: DomainError }> {
  return withConflictRetries(`job ${jobId}`, async () => {
    const job = await loadStream(deps.store, jobStreamId(jobId), jobPart);
    if (job.state.status !== 'none' && job.state.ownerId !== ownerId) return { error: domainError('NotJobOwner') };
    const slots = await loadStream(deps.store, jobSlotsStreamId(ownerId), slotsPart);
    const result = jobStatusDecider.decide(await command(), { job: job.state, slots: slots.state });
    if (isDomainError(result)) return { error: result };
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

export type CreatedJob = Appended & { jobId: string; status: 'A' | 'O'; jobLimitReached: boolean; isPro: boolean };

export async function createJob(deps: CommandDeps, ctx: CommandContext, ownerId: string, job: JobInfo): Promise<CreatedJob> {
  const jobId = deps.newId();
  let isPro = false;
  const result = await decideOverJobAndSlots(deps, ctx, jobId, ownerId, async () => {
    const quota = await activeJobLimit(deps, ownerId);
    isPro = quota.isPro;
    return { type: 'CreateJob', jobId, ownerId, job, limit: quota.limit, now: deps.clock() };
  });
  if ('error' in result) return failWith(result.error);
  const created = result.events.find((e) => e.type === 'JobCreated');
  const status = created?.type === 'JobCreated' && created.data.status === 'A' ? 'A' : 'O';
  return { position: result.position, types: result.types, jobId, status, jobLimitReached: status !== 'A', isPro };
}

export async function updateJob(deps: CommandDeps, ctx: CommandContext, actorId: string, jobId: string, changes: Partial<JobInfo>): Promise<Appended> {
  const result = await handleCommand(deps.store, jobStreamId(jobId), jobUpdateDecider, () => ({ type: 'UpdateJob' as const, actorId, changes, now: deps.clock() }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  return result;
}

export async function changeJobStatus(deps: CommandDeps, ctx: CommandContext, actorId: string, jobId: string, status: JobStatus): Promise<Appended & { jobLimitReached: boolean }> {
  // only the owner may change a job, so the quota stream to decide with is the caller's own
  const result = await decideOverJobAndSlots(deps, ctx, jobId, actorId, async () => ({
    type: 'ChangeJobStatus',
    actorId,
    status,
    // the limit is looked up only when it can matter
    limit: status === 'A' ? (await activeJobLimit(deps, actorId)).limit : 0,
    now: deps.clock(),
  }));
  if ('error' in result) {
    if (result.error.code === 'JobLimitReached') return { position: null, types: [], jobLimitReached: true };
    return failWith(result.error);
  }
  return { position: result.position, types: result.types, jobLimitReached: false };
}
