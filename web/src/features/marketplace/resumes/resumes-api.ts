import type { resumeSearchCalls } from '@contracts/marketplace/jobs/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

// The resume list's endpoints: the search calls (getHistogramObjects, getHistogramObject with
// histogramType resumes), typed to answer with resumes.
// a first screen: the schemas load with the first call that needs them, the search goes without them
const resumes = callEndpoints(() => import('@contracts/marketplace/jobs/calls').then((m): typeof resumeSearchCalls => m.resumeSearchCalls));
const resumeTagged = api.enhanceEndpoints({ addTagTypes: ['Resume'] });
export const RESUME_LIST = { type: 'Resume', id: 'LIST' } as const;

export const resumeCardArgs = (id: string) => ({ histogramType: 'resumes' as const, id });

export const resumesApi = resumeTagged.injectEndpoints({
  endpoints: (build) => ({
    searchResumes: resumes.firstScreenQuery(build, 'getHistogramObjects', { access: 'anonymous' }, {
      providesTags: (result) => [RESUME_LIST, ...(result?.list ?? []).map((resume) => ({ type: 'Resume' as const, id: resume._id }))],
    }),
    getResume: resumes.query(build, 'getHistogramObject', { providesTags: (_result, _error, arg) => [{ type: 'Resume', id: arg.id }] }),
  }),
});
