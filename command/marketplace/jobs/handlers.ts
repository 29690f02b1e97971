import { domainError, failWith, isDomainError, type DomainError } from '../../../contracts/core/errors';
import { DEFAULT_JOB_LIMIT, PRO_JOB_LIMIT } from '../../../contracts/identity/users/user';
import { jobEvents, type JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { jobChangesSchema, jobInfoSchema, type JobInfo, type JobStatus } from '../../../contracts/marketplace/jobs/job';
import { appendDecided, handleCommand, loadStreams, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { jobStatusDecider, jobUpdateDecider, type JobStatusCommand } from './decide-job';
import { evolveJob, evolveJobSlots, initialJobSlotsState, initialJobState, isSlotEvent } from './job';

// The owner's account as the caller already loaded it (the HTTP layer reads it to authenticate):
// the job limit is a fact that arrives with the command.
export type JobOwner = { id: string; joblimit: number; is_pro: boolean };

// Active jobs allowed: 20 for Pro, otherwise the user's joblimit.
export const activeJobLimit = (owner: Pick<JobOwner, 'joblimit' | 'is_pro'> | undefined): { limit: number; isPro: boolean } => {
  const isPro = owner?.is_pro ?? false;
  return { limit: isPro ? PRO_JOB_LIMIT : (owner?.joblimit ?? DEFAULT_JOB_LIMIT), isPro };
};

const jobPart = { events: jobEvents, initialState: initialJobState, evolve: evolveJob };
const slotsPart = { events: jobEvents, initialState: initialJobSlotsState, evolve: evolveJobSlots };

// Loads the job and its owner's quota (both streams in one read), decides over both, and appends
// to both at once; a conflict on either reloads both and decides again. Only the owner may change a
// job, so the quota to decide with is the caller's: it can be read together with the job.
async function decideOverJobAndSlots(
  deps: CommandDeps,
  ctx: CommandContext,
  jobId: string,
  ownerId: string,
  command: () => JobStatusCommand,
): Promise<(Appended & { events: JobEvent[] }) | { error: DomainError }> {
  return withConflictRetries(`job ${jobId}`, async () => {
    const [job, slots] = await loadStreams(deps.store, { streamId: jobStreamId(jobId), decider: jobPart }, { streamId: jobSlotsStreamId(ownerId), decider: slotsPart });
    if (job.state.status !== 'none' && job.state.ownerId !== ownerId) return { error: domainError('NotJobOwner') };
    const result = jobStatusDecider.decide(command(), { job: job.state, slots: slots.state });
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

// Rich-text fields (the description) are cleaned before anything is decided or stored; what is
// left must still be a valid job (a description that was only a script is no description).
const cleanJob = (deps: CommandDeps, job: JobInfo): JobInfo => {
  const checked = jobInfoSchema.safeParse(deps.richText.cleanFields(jobInfoSchema, job));
  if (!checked.success) return failWith(domainError('ValidationFailed', checked.error.issues[0]?.message));
  return checked.data;
};

export type CreatedJob = Appended & { jobId: string; status: 'A' | 'O'; jobLimitReached: boolean; isPro: boolean };

export async function createJob(deps: CommandDeps, ctx: CommandContext, owner: JobOwner, input: JobInfo): Promise<CreatedJob> {
  const job = cleanJob(deps, input);
  const jobId = deps.newId();
  const { limit, isPro } = activeJobLimit(owner);
  const result = await decideOverJobAndSlots(deps, ctx, jobId, owner.id, () => ({ type: 'CreateJob', jobId, ownerId: owner.id, job, limit, now: deps.clock() }));
  if ('error' in result) return failWith(result.error);
  const created = result.events.find((e) => e.type === 'JobCreated');
  const status = created?.type === 'JobCreated' && created.data.status === 'A' ? 'A' : 'O';
  return { position: result.position, types: result.types, jobId, status, jobLimitReached: status !== 'A', isPro };
}

export async function updateJob(deps: CommandDeps, ctx: CommandContext, actorId: string, jobId: string, input: Partial<JobInfo>): Promise<Appended> {
  // the decider checks the merged job against the form rules, after cleaning
  const changes = deps.richText.cleanFields(jobChangesSchema, input);
  const result = await handleCommand(deps.store, jobStreamId(jobId), jobUpdateDecider, () => ({ type: 'UpdateJob' as const, actorId, changes, now: deps.clock() }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  return result;
}

export async function changeJobStatus(deps: CommandDeps, ctx: CommandContext, actor: JobOwner, jobId: string, status: JobStatus): Promise<Appended & { jobLimitReached: boolean }> {
  const { limit } = activeJobLimit(actor);
  const result = await decideOverJobAndSlots(deps, ctx, jobId, actor.id, () => ({ type: 'ChangeJobStatus', actorId: actor.id, status, limit, now: deps.clock() }));
  if ('error' in result) {
    if (result.error.code === 'JobLimitReached') return { position: null, types: [], jobLimitReached: true };
    return failWith(result.error);
  }
  return { position: result.position, types: result.types, jobLimitReached: false };
}
