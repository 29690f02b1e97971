import type { jobCalls, jobSearchCalls } from '@contracts/marketplace/jobs/calls';
import type { Job } from '@contracts/marketplace/jobs/job';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';
import { liveMessage, onLive } from '../../../app/on-live';
import { applyJobChange, applyJobChangeToMine } from './job-changes';
import { JOB_LIST, jobTagged, MY_JOBS } from './job-tags';

// The pattern for a feature's endpoints: its calls from contracts, one line per call plus how it
// fills the cache, and the live messages that patch it handled in onCacheEntryAdded beside it.
// The list is a first screen: its schemas (and the schema library) load with the first call that
// needs them, the search goes out without them.
const jobCallTable = () => import('@contracts/marketplace/jobs/calls');
const jobs = callEndpoints(() => jobCallTable().then((m): typeof jobCalls => m.jobCalls));
const jobSearch = callEndpoints(() => jobCallTable().then((m): typeof jobSearchCalls => m.jobSearchCalls));
const jobChanged = liveMessage('job.changed', () => import('@contracts/marketplace/jobs/live').then((m) => m.jobChangedMessage));

export const MY_JOBS_ARGS = {};
export const cardArgs = (id: string) => ({ histogramType: 'jobs' as const, id });

export const jobsApi = jobTagged.injectEndpoints({
  endpoints: (build) => ({
    getHistogramObjects: jobSearch.firstScreenQuery(build, 'getHistogramObjects', { access: 'anonymous' }, {
      providesTags: (result) => [JOB_LIST, ...(result?.list ?? []).map((job) => ({ type: 'Job' as const, id: job._id }))],
      // A job listed, changed or unlisted anywhere patches this chunk in place: never a new search.
      // Back from a lost connection, this search (if still on screen) fetches itself again.
      onCacheEntryAdded: onLive(
        jobChanged,
        (message, { arg, updateCachedData }) => updateCachedData((page) => applyJobChange(page, message, arg)),
        ({ dispatch }) => dispatch(jobTagged.util.invalidateTags([JOB_LIST])),
      ),
    }),
    getHistogramObject: jobSearch.query(build, 'getHistogramObject', {
      providesTags: (_result, _error, arg) => [{ type: 'Job', id: arg.id }],
      // The message carries the row, not the description: the card is patched, then fetched alone.
      onCacheEntryAdded: onLive(jobChanged, (message, { arg, updateCachedData, refetch }) => {
        if (message.jobId !== arg.id) return;
        updateCachedData((card) => {
          if ('result' in card && message.job) Object.assign(card.result, message.job);
        });
        refetch();
      }),
    }),
    getUserJobsR: jobs.query(build, 'getUserJobsR', {
      providesTags: (result) => [MY_JOBS, ...(result?.list ?? []).map((job) => ({ type: 'Job' as const, id: job._id }))],
      onCacheEntryAdded: onLive(jobChanged, (message, { updateCachedData }) => updateCachedData((mine) => applyJobChangeToMine(mine.list, message))),
    }),
    // Each command answers with the owner's jobs as they now are: written into the cache directly.
    createNewJob: jobs.mutation(build, 'createNewJob', { onQueryStarted: (_, lifecycle) => writeMyJobs(lifecycle) }),
    saveUserJob: jobs.mutation(build, 'saveUserJob', { onQueryStarted: (_, lifecycle) => writeMyJobs(lifecycle) }),
    saveUserJobR: jobs.mutation(build, 'saveUserJobR', { onQueryStarted: (_, lifecycle) => writeMyJobs(lifecycle) }),
    changeJobStatus: jobs.mutation(build, 'changeJobStatus', { onQueryStarted: (_, lifecycle) => writeMyJobs(lifecycle) }),
  }),
});

type Answer = { data: { results: Job[] } };
type Lifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<Answer> };

// My Jobs becomes the answer's list, and an open card of each of those jobs shows it as saved.
const writeMyJobs = async ({ dispatch, queryFulfilled }: Lifecycle): Promise<void> => {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  const { results } = answer.data;
  dispatch(jobsApi.util.upsertQueryData('getUserJobsR', MY_JOBS_ARGS, { list: results }));
  for (const job of results)
    dispatch(jobsApi.util.updateQueryData('getHistogramObject', cardArgs(job._id), (card) => ('result' in card ? { result: job, cardContent: card.cardContent } : card)));
};
