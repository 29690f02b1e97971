import type { DomainError } from '../../../contracts/core/errors';
import { FREE_APPLIES_PER_MONTH } from '../../../contracts/marketplace/activity/activity';
import { actingUser, type CommandContext, type CommandDeps } from '../../core/deps';
import type { SeekerFacts } from './decide-application';
import { decidePair, type Decided } from './decide-pair';

// seeker: the caller's account as the HTTP layer loaded it
export type ApplyToJob = { jobId: string; seeker: SeekerFacts };

// The caller applies to a job: a match when the recruiter already connected.
export function applyToJob(deps: CommandDeps, command: ApplyToJob, ctx: CommandContext): Promise<Decided | DomainError> {
  const { jobId, seeker } = command;
  const seekerId = actingUser(ctx);
  return decidePair(deps, ctx, { jobId, seekerId, quota: true, slotsOf: null }, ({ job }) => ({
    type: 'Apply',
    jobId,
    seekerId,
    seeker,
    job,
    limit: FREE_APPLIES_PER_MONTH,
    now: deps.clock(),
  }));
}
