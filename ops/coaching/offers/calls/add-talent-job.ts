import { actOnOffers } from '../../../../command/coaching/offers/act-on-offers';
import { listTalentJobs } from '../../../../query/coaching/offers/talent-jobs';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { jobFieldsOf } from '../answers';

export async function addTalentJob(deps: ApiDeps, input: CallIn<'addTalentJob'>, ctx: CallContext): Answer<'addTalentJob'> {
  const userId = subject(ctx);
  const done = await actOnOffers(deps, { type: 'AddJob', userId, jobId: deps.newId(), job: jobFieldsOf(input.newJobData) }, ctx.command);
  return replyTo(done, async () => ({ talentJobs: await listTalentJobs(deps.db, userId) }));
}
