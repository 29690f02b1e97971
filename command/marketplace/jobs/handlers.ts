import { CallFailure, failWith, isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { DEFAULT_JOB_LIMIT, PRO_JOB_LIMIT } from '../../../contracts/identity/users/user';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import type { JobEvent } from '../../../contracts/marketplace/jobs/events';
import type { JobInfo, JobStatus } from '../../../contracts/marketplace/jobs/job';
import { handleCommand } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { jobDecider, jobSlotsDecider } from './decide-job';

// Active jobs allowed: 20 for Pro, otherwise the user's joblimit.
async function activeJobLimit(deps: CommandDeps, ownerId: string): Promise<{ limit: number; isPro: boolean }> {
  const account = await deps.db.selectFrom('user_account').select(['joblimit', 'is_pro']).where('id', '=', ownerId).executeTakeFirst();
  const isPro = account?.is_pro ?? false;
  return { limit: isPro ? PRO_JOB_LIMIT : (account?.joblimit ?? DEFAULT_JOB_LIMIT), isPro };
}

async function takeSlot(deps: CommandDeps, ctx: CommandContext, ownerId: string, jobId: string, limit: number): Promise<boolean> {
  const result = await handleCommand(
    deps.store,
    jobSlotsStreamId(ownerId),
    jobSlotsDecider,
    () => ({ type: 'TakeJobSlot' as const, ownerId, jobId, limit, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) {
    if (result.code === 'JobLimitReached') return false;
    return failWith(result);
  }
  return true;
}

async function releaseSlot(deps: CommandDeps, ctx: CommandContext, ownerId: string, jobId: string): Promise<Position | null> {
  const result = await handleCommand(
    deps.store,
    jobSlotsStreamId(ownerId),
    jobSlotsDecider,
    () => ({ type: 'ReleaseJobSlot' as const, ownerId, jobId, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) return failWith(result);
  return result.position;
}

export type CreatedJob = { jobId: string; status: 'A' | 'O'; jobLimitReached: boolean; isPro: boolean; position: Position };

// The slot is taken first: the quota stream decides, so concurrent posts cannot exceed the limit.
export async function createJob(deps: CommandDeps, ctx: CommandContext, ownerId: string, job: JobInfo): Promise<CreatedJob> {
  const jobId = deps.newId();
  const { limit, isPro } = await activeJobLimit(deps, ownerId);
  const active = await takeSlot(deps, ctx, ownerId, jobId, limit);
  const status: 'A' | 'O' = active ? 'A' : 'O';
  try {
    const result = await handleCommand(
      deps.store,
      jobStreamId(jobId),
      jobDecider,
      () => ({ type: 'CreateJob' as const, jobId, ownerId, job, status, now: deps.clock() }),
      metadataOf(ctx),
    );
    if (isDomainError(result)) return failWith(result);
    return { jobId, status, jobLimitReached: !active, isPro, position: result.position! };
  } catch (error) {
    // give the slot back so a failed post does not use up the quota
    if (active) await releaseSlot(deps, ctx, ownerId, jobId).catch(() => undefined);
    throw error;
  }
}

export async function updateJob(deps: CommandDeps, ctx: CommandContext, actorId: string, jobId: string, changes: Partial<JobInfo>): Promise<{ position: Position | null }> {
  const result = await handleCommand(
    deps.store,
    jobStreamId(jobId),
    jobDecider,
    () => ({ type: 'UpdateJob' as const, actorId, changes, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) return failWith(result);
  return { position: result.position };
}

export async function changeJobStatus(
  deps: CommandDeps,
  ctx: CommandContext,
  actorId: string,
  jobId: string,
  status: JobStatus,
): Promise<{ position: Position | null; jobLimitReached: boolean }> {
  // check the job before touching the quota, so a refused change never reports the limit instead
  const current = (await deps.store.readStream(jobStreamId(jobId))).reduce(
    (state, e) => jobDecider.evolve(state, { type: e.type, data: e.data } as JobEvent),
    jobDecider.initialState,
  );
  if (current.status === 'none') throw new CallFailure('JobNotFound');
  if (current.ownerId !== actorId) throw new CallFailure('NotJobOwner');
  if (current.status === 'D') throw new CallFailure('JobDeleted');
  const ownerId = current.ownerId;
  if (status === current.status) return { position: null, jobLimitReached: false };
  if (status === 'A') {
    const { limit } = await activeJobLimit(deps, ownerId);
    if (!(await takeSlot(deps, ctx, ownerId, jobId, limit))) return { position: null, jobLimitReached: true };
  }
  const result = await handleCommand(
    deps.store,
    jobStreamId(jobId),
    jobDecider,
    () => ({ type: 'ChangeJobStatus' as const, actorId, status, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) {
    if (status === 'A') await releaseSlot(deps, ctx, ownerId, jobId).catch(() => undefined);
    return failWith(result);
  }
  const released = status !== 'A' ? await releaseSlot(deps, ctx, ownerId, jobId) : null;
  return { position: released ?? result.position, jobLimitReached: false };
}
