import { searchJobs } from '../../../../query/marketplace/jobs/search-jobs';
import { searchResumes } from '../../../../query/marketplace/resumes/search-resumes';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getHistogramObjects(deps: ApiDeps, input: CallIn<'getHistogramObjects'>, _ctx: CallContext): Answer<'getHistogramObjects'> {
  const getCount = input.getCount ?? false;
  if (input.histogramType === 'resumes') {
    const now = deps.clock();
    return searchResumes(deps.db, input.params, input.chunk, getCount, now, (fileId) => deps.uploads.link(fileId, now));
  }
  if (input.histogramType !== 'jobs') return { list: [], total: 0, noMore: true };
  return searchJobs(deps.db, input.params, input.chunk, getCount, deps.clock());
}
