import { changePublication } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function changeAutoPutOnPublishList(deps: ApiDeps, input: CallIn<'changeAutoPutOnPublishList'>, ctx: CallContext): Answer<'changeAutoPutOnPublishList'> {
  const userId = subject(ctx);
  const changed = await changePublication(deps, userId, { type: 'ChangeAutoPut', autoPutOnPublishList: input.autoPutOnPublishList }, ctx.command);
  return replyTo(changed, () => publishAnswer(deps, userId));
}
