import { backToTest } from '../../../../command/coaching/publication/publication-commands';
import { publishAnswer } from '../../documents/answers';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// Back to test: a new publish record, and the journey back on the Test Email step.
export async function newPersonalJourneyPublish(deps: ApiDeps, _input: CallIn<'newPersonalJourneyPublish'>, ctx: CallContext): Answer<'newPersonalJourneyPublish'> {
  const userId = subject(ctx);
  const changed = await backToTest(deps, userId, ctx.command);
  return replyTo(changed, () => publishAnswer(deps, userId));
}
