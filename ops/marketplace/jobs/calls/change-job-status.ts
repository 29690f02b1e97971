import { activeJobLimit } from '../../../../command/marketplace/jobs/active-job-limit';
import { changeJobStatus as changeStatus } from '../../../../command/marketplace/jobs/change-job-status';
import { getUserJobs } from '../../../../query/marketplace/jobs/get-job';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// The model path: one command function, one decision over two streams, one query for the answer.
export async function changeJobStatus(deps: ApiDeps, input: CallIn<'changeJobStatus'>, ctx: CallContext): Answer<'changeJobStatus'> {
  const user = signedIn(ctx);
  const changed = await changeStatus(deps, { jobId: input.jobId, ownerId: user.id, status: input.newStatus, limit: activeJobLimit(user, (await deps.settings()).defaultJobLimit).limit }, ctx.command);
  return replyTo(changed, async ({ jobLimitReached }) => ({ results: await getUserJobs(deps.db, user.id), applies: [], jobLimitReached }));
}
