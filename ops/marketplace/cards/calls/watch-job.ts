import { nothingAppended } from '../../../../command/core/handle-command';
import { recordJobWatch } from '../../../../command/marketplace/cards/record-job-watch';
import { watchedJob } from '../../../../query/marketplace/cards/watched-job';
import { reply, replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { repeatGuard } from '../repeat-guard';

const DAY_MS = 86_400_000;
const watches = repeatGuard(DAY_MS);

// A job's own recruiter looking at it is no watch.
export async function watchJob(deps: ApiDeps, input: CallIn<'watchJob'>, ctx: CallContext): Answer<'watchJob'> {
  const job = await watchedJob(deps.db, input.jobId);
  const viewer = ctx.session?.userId ?? 'nobody';
  if (!job || job.ownerId === viewer || !watches.firstTime(`${viewer}:${input.jobId}`, deps.clock())) return reply(nothingAppended, async () => ({ recorded: false }));
  const recorded = await recordJobWatch(deps, { jobId: input.jobId }, ctx.command);
  return replyTo(recorded, () => ({ recorded: true }));
}
