import { CallFailure } from '../../../../contracts/core/errors';
import { getUserActivity as activityOf, isSeekerView } from '../../../../query/marketplace/activity/get-user-activity';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { say } from '../../../../contracts/core/messages';
import { activityMessages } from '../../../../contracts/marketplace/activity/messages';

export async function getUserActivity(deps: ApiDeps, input: CallIn<'getUserActivity'>, ctx: CallContext): Answer<'getUserActivity'> {
  if (input.lookingforwork !== undefined && input.lookingforwork !== isSeekerView(input.histogramSubType))
    throw new CallFailure('ValidationFailed', say(input.lookingforwork ? activityMessages.RecruiterList : activityMessages.SeekerList, { list: input.histogramSubType }));
  const now = deps.clock();
  return activityOf(deps.db, subject(ctx), input.histogramSubType, input.page, input.pageSize, (fileId) => deps.uploads.link(fileId, now));
}
