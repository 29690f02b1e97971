import { pickCoverLetter } from '../../../../command/coaching/documents/documents-commands';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { publishAnswer } from '../answers';

export async function handleSaveData(deps: ApiDeps, input: CallIn<'handleSaveData'>, ctx: CallContext): Answer<'handleSaveData'> {
  const userId = subject(ctx);
  const picked = input.coverLetters.find((c) => c.picked)!;
  const saved = await pickCoverLetter(deps, { userId, id: picked.id }, ctx.command);
  return replyTo(saved, () => publishAnswer(deps, userId));
}
