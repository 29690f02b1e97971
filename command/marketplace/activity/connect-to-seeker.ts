import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { jobSlotsStreamId } from '../../../contracts/marketplace/jobs/ids';
import { actingUser, type CommandContext, type CommandDeps } from '../../core/deps';
import { loadStream } from '../../core/handle-command';
import { initialJobFacts, initialPairState, initialQuotaState, type JobFacts } from './application';
import { applicationDecider, type ApplicationCommand } from './decide-application';
import { decidePair, slotsFolder, type Decided } from './decide-pair';
import { seekerFactsOf } from './facts';

// jobId: the caller's active job the connect is for (none chosen: the answer says why it must be)
export type ConnectToSeeker = { seekerId: string; jobId: string | null };

// The caller, a recruiter, connects with a seeker for one of their jobs: a match when the seeker
// already applied.
export async function connectToSeeker(deps: CommandDeps, command: ConnectToSeeker, ctx: CommandContext): Promise<Decided | DomainError> {
  const { seekerId, jobId } = command;
  const recruiterId = actingUser(ctx);
  const seeker = await seekerFactsOf(deps, seekerId);
  const connect = (job: JobFacts, activeJobs: number): ApplicationCommand => ({ type: 'Connect', jobId, seekerId, recruiterId, seeker, job, activeJobs, now: deps.clock() });
  if (!jobId) {
    // no job chosen, so no pair to write to: the decider says why (no active job, or choose one)
    const activeJobs = (await loadStream(deps.store, jobSlotsStreamId(recruiterId), slotsFolder)).state.size;
    const result = applicationDecider.decide(connect(initialJobFacts, activeJobs), { pair: initialPairState, quota: initialQuotaState });
    if (isDomainError(result)) return result;
    throw new Error('a connect without a job was decided');
  }
  return decidePair(deps, ctx, { jobId, seekerId, quota: false, slotsOf: recruiterId }, ({ job, activeJobs }) => connect(job, activeJobs));
}
