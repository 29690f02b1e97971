import { savePost } from '../../../../command/backoffice/marketing/marketing-commands';
import { marketingMessages } from '../../../../contracts/backoffice/marketing/messages';
import { CallFailure } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { getPost } from '../../../../query/backoffice/marketing/get-posts';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { failOnField } from '../refusal';

export async function createEditMPost(deps: ApiDeps, input: CallIn<'createEditMPost'>, ctx: CallContext): Answer<'createEditMPost'> {
  const postId = input.editId ?? deps.newId();
  const saved = await savePost(deps, { postId, isNew: !input.editId, post: input.newData }, ctx.command);
  failOnField(saved);
  return replyTo(saved, async () => {
    const post = await getPost(deps.db, postId);
    if (!post) throw new CallFailure('MPostNotFound');
    return { post, ...said(marketingMessages, 'MPostSaved') };
  });
}
