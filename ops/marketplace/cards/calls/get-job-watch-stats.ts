import { hiringPercent } from '../../../../contracts/marketplace/cards/hiring';
import { watchedJob } from '../../../../query/marketplace/cards/watched-job';
import { watchesByMonth, watchesLastMonth } from '../../../../query/marketplace/cards/get-job-watches';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

// Everyone may read the hint of an expired job; the counts are the owner's.
export async function getJobWatchStats(deps: ApiDeps, input: CallIn<'getJobWatchStats'>, ctx: CallContext): Answer<'getJobWatchStats'> {
  const job = await watchedJob(deps.db, input.jobId);
  if (!job) return { jobId: input.jobId, hiringPercent: null, watches: null };
  const isOwner = ctx.user !== null && ctx.user.id === job.ownerId;
  const needCount = !job.active || isOwner;
  const lastMonth = needCount ? await watchesLastMonth(deps.db, input.jobId, deps.clock()) : 0;
  return {
    jobId: input.jobId,
    hiringPercent: job.active ? null : hiringPercent(lastMonth),
    watches: isOwner ? { lastMonth, months: await watchesByMonth(deps.db, input.jobId) } : null,
  };
}
