import { changeResumeLink } from '../../../../command/coaching/documents/documents-commands';
import { byStaff, replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { publishAnswer } from '../answers';

export async function updateResume(deps: ApiDeps, input: CallIn<'updateResume'>, ctx: CallContext): Answer<'updateResume'> {
  const userId = subject(ctx);
  const { id, userId: _named, ...change } = input;
  const changed = await changeResumeLink(deps, { userId, resumeId: id, ...change, byStaff: byStaff(ctx) }, ctx.command);
  return replyTo(changed, () => publishAnswer(deps, userId));
}
