import { CallFailure } from '../../../contracts/core/errors';
import { jobOwner } from '../../../query/marketplace/job-history/get-job-history';
import { signedIn, type ApiDeps, type CallContext } from '../../server/feature';

// A job's history is its owner's and the admins' to read. To anyone else the job is not found: the
// answer does not tell a job that exists from one that does not.
export async function mayReadJobHistory(deps: ApiDeps, ctx: CallContext, jobId: string): Promise<void> {
  const user = signedIn(ctx);
  const owner = await jobOwner(deps.db, jobId);
  if (owner === null || (owner !== user.id && !ctx.roles.has('admin'))) throw new CallFailure('JobNotFound');
}
