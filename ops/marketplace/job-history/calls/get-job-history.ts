import { getJobHistory as historyOfJob } from '../../../../query/marketplace/job-history/get-job-history';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { mayReadJobHistory } from '../may-read';

export async function getJobHistory(deps: ApiDeps, input: CallIn<'getJobHistory'>, ctx: CallContext): Answer<'getJobHistory'> {
  await mayReadJobHistory(deps, ctx, input.jobId);
  return historyOfJob(deps.db, input.jobId, input.page, input.pageSize);
}
