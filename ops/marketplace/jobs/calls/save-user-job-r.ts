import { activeJobLimit } from '../../../../command/marketplace/jobs/active-job-limit';
import { createJob } from '../../../../command/marketplace/jobs/create-job';
import { editJob } from '../../../../command/marketplace/jobs/edit-job';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { getUserJobs } from '../../../../query/marketplace/jobs/get-job';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// One save for the recruiter's job editor: a new job is posted, an existing one of mine is changed.
export async function saveUserJobR(deps: ApiDeps, input: CallIn<'saveUserJobR'>, ctx: CallContext): Answer<'saveUserJobR'> {
  const user = signedIn(ctx);
  const { limit, isPro } = activeJobLimit(user, (await deps.settings()).defaultJobLimit);
  const phone = input.phoneToAllJobs !== undefined ? { phoneToAllJobs: input.phoneToAllJobs } : {};
  const saved =
    'jobId' in input
      ? await editJob(deps, { jobId: input.jobId, ownerId: user.id, changes: { ...input.jobInfo, ...phone } }, ctx.command).then((done) =>
          isDomainError(done) ? done : { ...done, jobId: input.jobId, jobLimitReached: false },
        )
      : await createJob(deps, { ownerId: user.id, job: { ...input.jobInfo, ...phone }, limit }, ctx.command);
  return replyTo(saved, async ({ jobId, jobLimitReached }) => {
    const results = await getUserJobs(deps.db, user.id);
    const job = results.find((j) => j._id === jobId);
    if (!job) throw new CallFailure('NotFound');
    return { results, job, jobLimitReached, isPro };
  });
}
