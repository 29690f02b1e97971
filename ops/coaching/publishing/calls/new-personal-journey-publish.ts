import { changePublication } from '../../../../command/coaching/publishing/publication-commands';
import { publishAnswer } from '../answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function newPersonalJourneyPublish(deps: ApiDeps, _input: CallIn<'newPersonalJourneyPublish'>, ctx: CallContext): Answer<'newPersonalJourneyPublish'> {
  const userId = subject(ctx);
  const changed = await changePublication(deps, userId, { type: 'NewPublish' }, ctx.command);
  return replyTo(changed, () => publishAnswer(deps, userId));
}
