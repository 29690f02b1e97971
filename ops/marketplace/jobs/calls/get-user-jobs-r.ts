import { getUserJobs } from '../../../../query/marketplace/jobs/get-job';
import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getUserJobsR(deps: ApiDeps, _input: CallIn<'getUserJobsR'>, ctx: CallContext): Answer<'getUserJobsR'> {
  return { list: await getUserJobs(deps.db, signedIn(ctx).id) };
}
