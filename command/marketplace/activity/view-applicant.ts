import type { DomainError } from '../../../contracts/core/errors';
import { actingUser, type CommandContext, type CommandDeps } from '../../core/deps';
import { decidePair, type Decided } from './decide-pair';

export type ViewApplicant = { jobId: string; seekerId: string };

// The caller, the job's recruiter, opened an applicant: the seeker sees the application was viewed.
export function viewApplicant(deps: CommandDeps, command: ViewApplicant, ctx: CommandContext): Promise<Decided | DomainError> {
  const { jobId, seekerId } = command;
  const recruiterId = actingUser(ctx);
  return decidePair(deps, ctx, { jobId, seekerId, quota: false, slotsOf: null }, () => ({ type: 'ViewApplicant', jobId, seekerId, recruiterId, now: deps.clock() }));
}
