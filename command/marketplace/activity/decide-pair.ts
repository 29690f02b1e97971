import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { activityEvents } from '../../../contracts/marketplace/activity/events';
import { applicationStreamId, applyQuotaStreamId } from '../../../contracts/marketplace/activity/ids';
import { jobEvents } from '../../../contracts/marketplace/jobs/events';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { appendDecided, withConflictRetries, type Appended } from '../../core/handle-command';
import { foldStream, loadAll } from '../../core/load-streams';
import { evolveActiveJobs, evolveQuota, initialQuotaState, isQuotaEvent, jobFactsFolder, pairFolder, type JobFacts, type PairEvent } from './application';
import { applicationDecider, type ApplicationCommand } from './decide-application';

const quotaFolder = { events: activityEvents, initialState: initialQuotaState, evolve: evolveQuota };
export const slotsFolder = { events: jobEvents, initialState: new Set<string>() as ReadonlySet<string>, evolve: evolveActiveJobs };

export type Decided = Appended & { events: PairEvent[] };

// The pair a decision is about; with the seeker's quota (an application) and the active jobs of a
// recruiter (slotsOf: a connect).
export type PairDecision = { jobId: string; seekerId: string; quota: boolean; slotsOf: string | null };

// Loads the pair, the job and whatever else the command needs in one read, decides, and appends
// the pair's events together with the quota's; a conflict on either reloads and decides again.
export async function decidePair(
  deps: CommandDeps,
  ctx: CommandContext,
  decision: PairDecision,
  command: (facts: { job: JobFacts; activeJobs: number }) => ApplicationCommand,
): Promise<Decided | DomainError> {
  const { jobId, seekerId, quota: withQuota, slotsOf } = decision;
  const pairId = applicationStreamId(jobId, seekerId);
  const quotaId = applyQuotaStreamId(seekerId);
  const jobId_ = jobStreamId(jobId);
  const slotsId = slotsOf ? jobSlotsStreamId(slotsOf) : null;
  return withConflictRetries(pairId, async () => {
    const loaded = await loadAll(deps.store, [
      [pairId, pairFolder],
      [jobId_, jobFactsFolder],
      ...(withQuota ? [[quotaId, quotaFolder] as const] : []),
      ...(slotsId ? [[slotsId, slotsFolder] as const] : []),
    ]);
    const pair = loaded(pairId, pairFolder);
    const quota = withQuota ? loaded(quotaId, quotaFolder) : foldStream(quotaId, [], quotaFolder);
    const job = loaded(jobId_, jobFactsFolder).state;
    const activeJobs = slotsId ? loaded(slotsId, slotsFolder).state.size : 0;
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
