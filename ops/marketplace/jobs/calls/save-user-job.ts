import { editJob } from '../../../../command/marketplace/jobs/edit-job';
import { getUserJobs } from '../../../../query/marketplace/jobs/get-job';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function saveUserJob(deps: ApiDeps, input: CallIn<'saveUserJob'>, ctx: CallContext): Answer<'saveUserJob'> {
  const user = signedIn(ctx);
  const changes = { ...input.jobInfo, ...(input.phoneToAllJobs !== undefined ? { phoneToAllJobs: input.phoneToAllJobs } : {}) };
  const edited = await editJob(deps, { jobId: input.jobId, ownerId: user.id, changes }, ctx.command);
  return replyTo(edited, async () => ({ results: await getUserJobs(deps.db, user.id) }));
}
