import { randomInt } from 'node:crypto';
import { FORUM_QUESTION_MINUTES, FORUM_VISITOR_COOKIE, FORUM_VISITOR_DAYS } from '../../../contracts/backoffice/forum/ids';
import { answerOf, newQuestion, questionOfText, questionSub, questionText } from '../../../contracts/backoffice/forum/forum';
import type { ForumAnswer } from '../../../contracts/backoffice/forum/calls';
import { CallFailure } from '../../../contracts/core/errors';
import { forumMessages as m } from '../../../contracts/backoffice/forum/messages';
import type { ForumActor } from '../../../command/backoffice/forum/decide-topic';
import type { ForumViewer } from '../../../query/backoffice/forum/get-forum';
import type { ApiDeps, CallContext } from '../../server/feature';

const signedIn = (ctx: CallContext): string | null => (ctx.session?.kind === 'user' ? ctx.session.userId : null);

// The visitor of the signed cookie, if it is one the server signed.
async function cookieVisitor(deps: ApiDeps, ctx: CallContext): Promise<string | null> {
  const sent = ctx.cookies?.get(FORUM_VISITOR_COOKIE);
  if (!sent) return null;
  const verified = await deps.tokens.verify(sent, 'forum-visitor');
  return verified && !verified.expired ? verified.sub : null;
}

// Whose posts the caller may change.
export async function viewerOf(deps: ApiDeps, ctx: CallContext): Promise<ForumViewer> {
  return { userId: signedIn(ctx), visitorId: await cookieVisitor(deps, ctx) };
}

// Who writes: a signed-in person, or a visitor, who gets a signed cookie naming them the first time.
export async function actorOf(deps: ApiDeps, ctx: CallContext): Promise<ForumActor> {
  const staff = ctx.roles.has('staff');
  const userId = signedIn(ctx);
  if (userId) return { userId, visitorId: null, staff };
  const known = await cookieVisitor(deps, ctx);
  if (known) return { userId: null, visitorId: known, staff };
  const visitorId = deps.newId();
  const days = FORUM_VISITOR_DAYS;
  ctx.cookies?.set(FORUM_VISITOR_COOKIE, await deps.tokens.sign({ sub: visitorId, purpose: 'forum-visitor' }, days * 86_400), days * 86_400);
  return { userId: null, visitorId, staff };
}

// A new anti-spam question for a visitor (a signed-in person needs none), signed so the server
// checks the answer without keeping it.
export async function questionFor(deps: ApiDeps, ctx: CallContext): Promise<ForumAnswer['randoms']> {
  if (signedIn(ctx)) return null;
  const q = newQuestion(() => randomInt(0, 1_000_000) / 1_000_000);
  return { ...q, text: questionText(q), token: await deps.tokens.sign({ sub: questionSub(q), purpose: 'forum-question' }, FORUM_QUESTION_MINUTES * 60) };
}

// A visitor's write needs the right answer to the question they were given: missing, forged,
// expired or wrong is refused, and the client asks for the page again, with a new question.
export async function checkAnswer(deps: ApiDeps, ctx: CallContext, randoms: { token: string; answer: number } | undefined): Promise<void> {
  if (signedIn(ctx)) return;
  const refuse = (message: string) => {
    throw new CallFailure('ForumAnswerRefused', message, { issues: [{ path: 'randoms.answer', message }] });
  };
  if (!randoms) return refuse(m.ForumAnswerRequired);
  const verified = await deps.tokens.verify(randoms.token, 'forum-question');
  const q = verified && !verified.expired ? questionOfText(verified.sub) : null;
  if (!q || answerOf(q) !== randoms.answer) refuse(m.ForumAnswerWrong);
}
