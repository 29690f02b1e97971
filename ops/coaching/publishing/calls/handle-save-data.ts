import { pickCoverLetter } from '../../../../command/coaching/publishing/documents-commands';
import { coverLettersOf } from '../../../../query/coaching/publishing/get-publication';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function handleSaveData(deps: ApiDeps, input: CallIn<'handleSaveData'>, ctx: CallContext): Answer<'handleSaveData'> {
  const userId = subject(ctx);
  const picked = input.coverLetters.find((c) => c.picked)!;
  const saved = await pickCoverLetter(deps, { userId, id: picked.id }, ctx.command);
  return replyTo(saved, async () => ({ coverLetters: await coverLettersOf(deps.db, userId) }));
}
