import { historyAtOf, jobAt } from '../../../../command/marketplace/job-history/job-at';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { mayReadJobHistory } from '../may-read';

export async function getJobAt(deps: ApiDeps, input: CallIn<'getJobAt'>, ctx: CallContext): Answer<'getJobAt'> {
  await mayReadJobHistory(deps, ctx, input.jobId);
  return jobAt(deps.store, input.jobId, historyAtOf(input.at));
}
