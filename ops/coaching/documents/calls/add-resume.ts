import { addResumeLink } from '../../../../command/coaching/documents/documents-commands';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { publishAnswer } from '../answers';

export async function addResume(deps: ApiDeps, input: CallIn<'addResume'>, ctx: CallContext): Answer<'addResume'> {
  const userId = subject(ctx);
  const added = await addResumeLink(deps, { userId, link: input.link, ...(input.title ? { title: input.title } : {}) }, ctx.command);
  return replyTo(added, () => publishAnswer(deps, userId));
}
