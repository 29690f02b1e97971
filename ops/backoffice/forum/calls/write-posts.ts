import { actOnTopic } from '../../../../command/backoffice/forum/forum-commands';
import { forumMessages } from '../../../../contracts/backoffice/forum/messages';
import { CallFailure } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { forumAnswer } from '../forum-answer';
import { actorOf, checkAnswer } from '../visitor';

type Said = keyof typeof forumMessages;
const answered = (deps: ApiDeps, ctx: CallContext, urlParams: string, message: Said, added: string | null = null) => async () => ({
  ...(await forumAnswer(deps, ctx, urlParams, added)),
  ...said(forumMessages, message),
});

export async function addInterview(deps: ApiDeps, input: CallIn<'addInterview'>, ctx: CallContext): Answer<'addInterview'> {
  await checkAnswer(deps, ctx, input.randoms);
  const topicId = deps.newId();
  const done = await actOnTopic(deps, { type: 'AddTopic', topicId, form: input.interview, actor: await actorOf(deps, ctx) }, ctx.command);
  return replyTo(done, answered(deps, ctx, input.urlParams, 'ForumTopicAdded', topicId));
}

export async function addReply(deps: ApiDeps, input: CallIn<'addReply'>, ctx: CallContext): Answer<'addReply'> {
  await checkAnswer(deps, ctx, input.randoms);
  const replyId = deps.newId();
  const done = await actOnTopic(deps, { type: 'AddReply', topicId: input.interviewId, replyId, form: input.reply, actor: await actorOf(deps, ctx) }, ctx.command);
  return replyTo(done, answered(deps, ctx, input.urlParams, 'ForumReplyAdded', replyId));
}

export async function editInterview(deps: ApiDeps, input: CallIn<'editInterview'>, ctx: CallContext): Answer<'editInterview'> {
  const { title, ...reply } = input.interview;
  const actor = await actorOf(deps, ctx);
  if (input.replyId) {
    const done = await actOnTopic(deps, { type: 'EditReply', topicId: input.interviewId, replyId: input.replyId, form: reply, actor }, ctx.command);
    return replyTo(done, answered(deps, ctx, input.urlParams, 'ForumPostSaved'));
  }
  // a topic keeps a title
  if (!title) throw new CallFailure('ValidationFailed', forumMessages.ForumTitleRequired, { issues: [{ path: 'interview.title', message: forumMessages.ForumTitleRequired }] });
  const done = await actOnTopic(deps, { type: 'EditTopic', topicId: input.interviewId, form: { title, ...reply }, actor }, ctx.command);
  return replyTo(done, answered(deps, ctx, input.urlParams, 'ForumPostSaved'));
}

export async function deleteInterview(deps: ApiDeps, input: CallIn<'deleteInterview'>, ctx: CallContext): Answer<'deleteInterview'> {
  const actor = await actorOf(deps, ctx);
  const done = input.replyId
    ? await actOnTopic(deps, { type: 'DeleteReply', topicId: input.interviewId, replyId: input.replyId, actor }, ctx.command)
    : await actOnTopic(deps, { type: 'DeleteTopic', topicId: input.interviewId, actor }, ctx.command);
  return replyTo(done, answered(deps, ctx, input.urlParams, 'ForumPostDeleted'));
}

export async function pinInterview(deps: ApiDeps, input: CallIn<'pinInterview'>, ctx: CallContext): Answer<'pinInterview'> {
  const done = await actOnTopic(deps, { type: 'PinTopic', topicId: input.interviewId, sticky: input.sticky, actor: await actorOf(deps, ctx) }, ctx.command);
  return replyTo(done, answered(deps, ctx, input.urlParams, input.sticky ? 'ForumTopicPinned' : 'ForumTopicUnpinned'));
}
