import { changePublication } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function pausePublish(deps: ApiDeps, _input: CallIn<'pausePublish'>, ctx: CallContext): Answer<'pausePublish'> {
  const userId = subject(ctx);
  const changed = await changePublication(deps, userId, { type: 'Pause' }, ctx.command);
  return replyTo(changed, () => publishAnswer(deps, userId));
}
