import { jobsFeature } from '../../../contracts/marketplace/jobs/feature';
import { combineAppended } from '../../../command/core/handle-command';
import { failWith, isDomainError } from '../../../contracts/core/errors';
import { saveProfile } from '../../../command/identity/users/save-profile';
import { changeJobStatus, createJob, updateJob } from '../../../command/marketplace/jobs/handlers';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { createdRow, jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { decode } from '../../../contracts/events';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { toJob } from '../../../contracts/marketplace/jobs/job-row';
import { getJob, getUserJobs } from '../../../query/marketplace/jobs/get-job';
import { searchJobs } from '../../../query/marketplace/jobs/search-jobs';
import { defineServerFeature, reply, signedIn, type ApiDeps } from '../../server/feature';

const jobAsCreated = async (deps: ApiDeps, jobId: string): Promise<Job> => {
  const first = (await deps.store.readStream(jobStreamId(jobId)))[0];
  const decoded = first ? decode(first) : null;
  if (decoded?.type !== 'JobCreated') throw new Error(`job ${jobId} has no JobCreated event`);
  // the projection's own mapping: the same row it will write
  return toJob(createdRow(decoded.data, decoded.position) as unknown as Parameters<typeof toJob>[0]);
};

export const jobsServer = defineServerFeature({
  contract: jobsFeature,
  projections: [jobProjection],
  migrations: [],
  reads: {
    // a seeker who posts becomes a recruiter: the account changes too
    createNewJob: [jobProjection, userAccountProjection],
    saveUserJob: [jobProjection],
    changeJobStatus: [jobProjection],
  },
  handlers: (deps) => ({
    createNewJob: async (input, ctx) => {
      const user = signedIn(ctx);
      // posting a job is a recruiter action: a seeker who does it becomes a recruiter
      const switched = user.lookingforwork ? await saveProfile(deps, { userId: user.id, lookingforwork: false }, ctx.command) : null;
      if (isDomainError(switched)) return failWith(switched);
      const created = await createJob(deps, ctx.command, user, input.jobInfo);
      return reply(switched ? combineAppended(switched, created) : created, async () => {
        const listed = await getUserJobs(deps.db, user.id);
        // The read model lags only when its projection worker is down: the job is answered as it
        // was created, from its own stream, and the list catches up when a worker is back.
        const job = listed.find((j) => j._id === created.jobId) ?? (await jobAsCreated(deps, created.jobId));
        const results = listed.some((j) => j._id === job._id) ? listed : [job, ...listed];
        return {
          results,
          job,
          jobLimitReached: created.jobLimitReached,
          isPro: created.isPro,
          ...(switched?.switchedTo ? { message: 'Switched to recruiter' } : {}),
        };
      });
    },
    saveUserJob: async (input, ctx) => {
      const user = signedIn(ctx);
      const changes = { ...input.jobInfo, ...(input.phoneToAllJobs !== undefined ? { phoneToAllJobs: input.phoneToAllJobs } : {}) };
      const appended = await updateJob(deps, ctx.command, user.id, input.jobId, changes);
      return reply(appended, async () => ({ results: await getUserJobs(deps.db, user.id) }));
    },
    changeJobStatus: async (input, ctx) => {
      const user = signedIn(ctx);
      const changed = await changeJobStatus(deps, ctx.command, user, input.jobId, input.newStatus);
      return reply(changed, async () => ({ results: await getUserJobs(deps.db, user.id), applies: [], jobLimitReached: changed.jobLimitReached }));
    },
    getUserJobsR: async (_input, ctx) => ({ list: await getUserJobs(deps.db, signedIn(ctx).id) }),
    getHistogramObjects: async (input) => {
      if (input.histogramType !== 'jobs') return { list: [], total: 0, noMore: true };
      return searchJobs(deps.db, input.params, input.chunk, input.getCount ?? false, deps.clock());
    },
    getHistogramObject: async (input, ctx) => {
      if (input.histogramType !== 'jobs') return { notFound: true as const };
      // a slug ends with the id: the last dash-separated part, before any underscore
      const id = input.id.split('-').at(-1)!.split('_')[0]!;
      const job = await getJob(deps.db, id);
      if (!job) return { notFound: true as const };
      // who posted a job is the owner's and staff's business: anyone else gets an empty owner id
      const mayKnowOwner = ctx.user !== null && (ctx.user.id === job.jobownerid || ctx.user.is_admin);
      return { result: mayKnowOwner ? job : { ...job, jobownerid: '' }, ...(input.cardContent ? { cardContent: input.cardContent } : {}) };
    },
  }),
});
