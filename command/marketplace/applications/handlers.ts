import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { FREE_APPLIES_PER_MONTH, type ActivityView } from '../../../contracts/marketplace/applications/activity';
import { applicationEvents, type ApplicationEvent } from '../../../contracts/marketplace/applications/events';
import { applicationStreamId, applyQuotaStreamId } from '../../../contracts/marketplace/applications/ids';
import { inboxStreamId } from '../../../contracts/marketplace/inbox/ids';
import { jobEvents } from '../../../contracts/marketplace/jobs/events';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, handleCommand, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import {
  evolveActiveJobs,
  evolveJobFacts,
  evolveQuota,
  initialJobFacts,
  initialPairState,
  pairFolder,
  initialQuotaState,
  isQuotaEvent,
  type JobFacts,
  type PairEvent,
} from './application';
import { applicationDecider, type ApplicationCommand, type SeekerFacts } from './decide-application';
import { activitySeenDecider } from './decide-activity-seen';
import { foldStream, loadAll, versionOnly } from '../../core/load-streams';

// The caller's account as the HTTP layer loaded it.
export type Person = { id: string; lookingforwork: boolean; show_resume: boolean; is_pro: boolean };

// A seeker's profile is visible unless they chose not to show it (showResume off): recruiters
// cannot find an invisible profile, so it cannot apply either.
export const seekerFacts = (person: Pick<Person, 'lookingforwork' | 'show_resume' | 'is_pro'>): SeekerFacts => ({
  lookingforwork: person.lookingforwork,
  visible: person.show_resume,
  isPro: person.is_pro,
});

const quotaPart = { events: applicationEvents, initialState: initialQuotaState, evolve: evolveQuota };
const jobPart = { events: jobEvents, initialState: initialJobFacts, evolve: evolveJobFacts };
const slotsPart = { events: jobEvents, initialState: new Set<string>() as ReadonlySet<string>, evolve: evolveActiveJobs };

export type Decided = Appended & { events: PairEvent[] };

// Loads the pair, the job and whatever else the command needs in one read, decides, and appends
// the pair's events together with the quota's; a conflict on either reloads and decides again.
async function decidePair(
  deps: CommandDeps,
  ctx: CommandContext,
  jobId: string,
  seekerId: string,
  extra: { quota: boolean; slotsOf: string | null },
  command: (facts: { job: JobFacts; activeJobs: number }) => ApplicationCommand,
): Promise<Decided | DomainError> {
  const pairId = applicationStreamId(jobId, seekerId);
  const quotaId = applyQuotaStreamId(seekerId);
  const jobId_ = jobStreamId(jobId);
  const slotsId = extra.slotsOf ? jobSlotsStreamId(extra.slotsOf) : null;
  return withConflictRetries(pairId, async () => {
    const loaded = await loadAll(deps.store, [
      [pairId, pairFolder],
      [jobId_, jobPart],
      ...(extra.quota ? [[quotaId, quotaPart] as const] : []),
      ...(slotsId ? [[slotsId, slotsPart] as const] : []),
    ]);
    const pair = loaded(pairId, pairFolder);
    const quota = extra.quota ? loaded(quotaId, quotaPart) : foldStream(quotaId, [], quotaPart);
    const job = loaded(jobId_, jobPart).state;
    const activeJobs = slotsId ? loaded(slotsId, slotsPart).state.size : 0;
    const result = applicationDecider.decide(command({ job, activeJobs }), { pair: pair.state, quota: quota.state });
    if (isDomainError(result)) return result;
    const appended = await appendDecided(
      deps.store,
      [
        { loaded: pair, events: result.filter((e) => !isQuotaEvent(e)) },
        { loaded: quota, events: result.filter(isQuotaEvent) },
      ],
      metadataOf(ctx),
    );
    return { ...appended, events: result };
  });
}

export const applyToJob = (deps: CommandDeps, ctx: CommandContext, seeker: Person, jobId: string): Promise<Decided | DomainError> =>
  decidePair(deps, ctx, jobId, seeker.id, { quota: true, slotsOf: null }, ({ job }) => ({
    type: 'Apply',
    jobId,
    seekerId: seeker.id,
    seeker: seekerFacts(seeker),
    job,
    limit: FREE_APPLIES_PER_MONTH,
    now: deps.clock(),
  }));

export async function connectToSeeker(deps: CommandDeps, ctx: CommandContext, recruiterId: string, seekerId: string, jobId: string | null): Promise<Decided | DomainError> {
  const seeker = await deps.db.selectFrom('user_account').select(['lookingforwork', 'show_resume', 'is_pro']).where('id', '=', seekerId).executeTakeFirst();
  const facts = seeker ? seekerFacts(seeker) : null;
  const connect = (job: JobFacts, activeJobs: number): ApplicationCommand => ({ type: 'Connect', jobId, seekerId, recruiterId, seeker: facts, job, activeJobs, now: deps.clock() });
  if (!jobId) {
    // no job chosen, so no pair to write to: the decider says why (no active job, or choose one)
    const activeJobs = (await loadStream(deps.store, jobSlotsStreamId(recruiterId), slotsPart)).state.size;
    const result = applicationDecider.decide(connect(initialJobFacts, activeJobs), { pair: initialPairState, quota: initialQuotaState });
    if (isDomainError(result)) return result;
    throw new Error('a connect without a job was decided');
  }
  return decidePair(deps, ctx, jobId, seekerId, { quota: false, slotsOf: recruiterId }, ({ job, activeJobs }) => connect(job, activeJobs));
}

export const viewApplicant = (deps: CommandDeps, ctx: CommandContext, recruiterId: string, jobId: string, seekerId: string): Promise<Decided | DomainError> =>
  decidePair(deps, ctx, jobId, seekerId, { quota: false, slotsOf: null }, () => ({ type: 'ViewApplicant', jobId, seekerId, recruiterId, now: deps.clock() }));

export async function markActivitySeen(deps: CommandDeps, ctx: CommandContext, userId: string, view: ActivityView, dotShown: boolean): Promise<Appended | DomainError> {
  return handleCommand(deps.store, inboxStreamId(userId), activitySeenDecider, () => ({ type: 'MarkActivitySeen' as const, userId, view, dotShown, now: deps.clock() }), metadataOf(ctx));
}
