import type { DomainError } from '../../../contracts/core/errors';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { jobChangesSchema, type JobInfo } from '../../../contracts/marketplace/jobs/job';
import { handleCommand, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { jobUpdateDecider } from './decide-job';

// ownerId: the recruiter who asks, who must own the job.
export type EditJob = { jobId: string; ownerId: string; changes: Partial<JobInfo> };

export async function editJob(deps: CommandDeps, command: EditJob, ctx: CommandContext): Promise<Appended | DomainError> {
  // the decider checks the merged job against the form rules, after cleaning
  const changes = deps.richText.cleanFields(jobChangesSchema, command.changes);
  return handleCommand(deps.store, jobStreamId(command.jobId), jobUpdateDecider, () => ({ type: 'UpdateJob' as const, actorId: command.ownerId, changes, now: deps.clock() }), metadataOf(ctx));
}
