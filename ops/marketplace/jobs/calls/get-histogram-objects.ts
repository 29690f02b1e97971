import { searchJobs } from '../../../../query/marketplace/jobs/search-jobs';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getHistogramObjects(deps: ApiDeps, input: CallIn<'getHistogramObjects'>, _ctx: CallContext): Answer<'getHistogramObjects'> {
  if (input.histogramType !== 'jobs') return { list: [], total: 0, noMore: true };
  return searchJobs(deps.db, input.params, input.chunk, input.getCount ?? false, deps.clock());
}
