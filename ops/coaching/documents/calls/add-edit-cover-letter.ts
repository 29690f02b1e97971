import { documentsCalls } from '../../../../contracts/coaching/documents/calls';
import { saveCoverLetter } from '../../../../command/coaching/documents/documents-commands';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { publishAnswer } from '../answers';

export async function addEditCoverLetter(deps: ApiDeps, input: CallIn<'addEditCoverLetter'>, ctx: CallContext): Answer<'addEditCoverLetter'> {
  const userId = subject(ctx);
  // the letter's HTML keeps only what the rich-text sanitiser allows
  const { id, title, link, isDelete, content } = deps.richText.cleanFields(documentsCalls.addEditCoverLetter.input, input).coverLetter;
  // a field the call leaves out is not sent on: an edit keeps what the letter has
  const saved = await saveCoverLetter(
    deps,
    { userId, ...(id ? { id } : {}), ...(title !== undefined ? { title } : {}), ...(content !== undefined ? { content } : {}), ...(link !== undefined ? { link } : {}), isDelete },
    ctx.command,
  );
  return replyTo(saved, () => publishAnswer(deps, userId));
}
