import { actOnOffers } from '../../../../command/coaching/offers/act-on-offers';
import { listTalentJobs } from '../../../../query/coaching/offers/talent-jobs';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { jobFieldsOf } from '../answers';

export async function editDeleteTalentJob(deps: ApiDeps, input: CallIn<'editDeleteTalentJob'>, ctx: CallContext): Answer<'editDeleteTalentJob'> {
  const userId = subject(ctx);
  // the input's rule: newJobData is there unless the job is deleted
  const done =
    input.isDelete || !input.newJobData
      ? await actOnOffers(deps, { type: 'DeleteJob', userId, jobId: input.editId }, ctx.command)
      : await actOnOffers(deps, { type: 'EditJob', userId, jobId: input.editId, job: jobFieldsOf(input.newJobData) }, ctx.command);
  return replyTo(done, async () => ({ talentJobs: await listTalentJobs(deps.db, userId) }));
}
