import { lastTalentJob } from '../../../../query/coaching/offers/talent-jobs';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getLastTalentJob(deps: ApiDeps, _input: CallIn<'getLastTalentJob'>, ctx: CallContext): Answer<'getLastTalentJob'> {
  return { talentJob: await lastTalentJob(deps.db, subject(ctx)) };
}
