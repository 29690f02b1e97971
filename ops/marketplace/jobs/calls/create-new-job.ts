import { combineAppended } from '../../../../command/core/handle-command';
import { saveProfile, type SavedProfile } from '../../../../command/identity/users/save-profile';
import { activeJobLimit } from '../../../../command/marketplace/jobs/active-job-limit';
import { createJob, type CreatedJob } from '../../../../command/marketplace/jobs/create-job';
import { isDomainError, type DomainError } from '../../../../contracts/core/errors';
import { decode } from '../../../../contracts/events';
import { jobStreamId } from '../../../../contracts/marketplace/jobs/ids';
import type { Job, JobInfo } from '../../../../contracts/marketplace/jobs/job';
import { toJob } from '../../../../contracts/marketplace/jobs/job-row';
import { createdRow } from '../../../../projections/marketplace/jobs/job.projection';
import type { UserAccount } from '../../../../query/identity/users/get-user-data';
import { getUserJobs } from '../../../../query/marketplace/jobs/get-job';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

const jobAsCreated = async (deps: ApiDeps, jobId: string): Promise<Job> => {
  const first = (await deps.store.readStream(jobStreamId(jobId)))[0];
  const decoded = first ? decode(first) : null;
  if (decoded?.type !== 'JobCreated') throw new Error(`job ${jobId} has no JobCreated event`);
  // the projection's own mapping: the same row it will write
  return toJob(createdRow(decoded.data, decoded.position) as unknown as Parameters<typeof toJob>[0]);
};

// Posting a job is a recruiter action: a seeker who does it becomes a recruiter first, and the
// answer waits for both.
async function postAsRecruiter(deps: ApiDeps, user: UserAccount, job: JobInfo, ctx: CallContext): Promise<(CreatedJob & Pick<SavedProfile, 'switchedTo'>) | DomainError> {
  const switched = user.lookingforwork ? await saveProfile(deps, { userId: user.id, lookingforwork: false }, ctx.command) : null;
  if (isDomainError(switched)) return switched;
  const { defaultJobLimit } = await deps.settings();
  const created = await createJob(deps, { ownerId: user.id, job, limit: activeJobLimit(user, defaultJobLimit).limit }, ctx.command);
  if (isDomainError(created)) return created;
  return switched ? { ...created, ...combineAppended(switched, created), switchedTo: switched.switchedTo } : { ...created, switchedTo: null };
}

export async function createNewJob(deps: ApiDeps, input: CallIn<'createNewJob'>, ctx: CallContext): Answer<'createNewJob'> {
  const user = signedIn(ctx);
  const posted = await postAsRecruiter(deps, user, input.jobInfo, ctx);
  return replyTo(posted, async ({ jobId, jobLimitReached, switchedTo }) => {
    const listed = await getUserJobs(deps.db, user.id);
    // The read model lags only when its projection worker is down: the job is answered as it
    // was created, from its own stream, and the list catches up when a worker is back.
    const job = listed.find((j) => j._id === jobId) ?? (await jobAsCreated(deps, jobId));
    const results = listed.some((j) => j._id === job._id) ? listed : [job, ...listed];
    return { results, job, jobLimitReached, isPro: user.is_pro, ...(switchedTo ? said(identityMessages, 'SwitchedToRecruiter') : {}) };
  });
}
