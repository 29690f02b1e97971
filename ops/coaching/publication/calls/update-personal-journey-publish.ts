import { refreshPublishData } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function updatePersonalJourneyPublish(deps: ApiDeps, input: CallIn<'updatePersonalJourneyPublish'>, ctx: CallContext): Answer<'updatePersonalJourneyPublish'> {
  const userId = subject(ctx);
  const updated = await refreshPublishData(deps, userId, input.excludeList, ctx.command);
  return replyTo(updated, () => publishAnswer(deps, userId));
}
