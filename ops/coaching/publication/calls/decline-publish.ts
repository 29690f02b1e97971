import { changePublication } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function declinePublish(deps: ApiDeps, input: CallIn<'declinePublish'>, ctx: CallContext): Answer<'declinePublish'> {
  const userId = subject(ctx);
  const changed = await changePublication(deps, userId, { type: 'Decline', reason: input.reason }, ctx.command);
  return replyTo(changed, () => publishAnswer(deps, userId));
}
