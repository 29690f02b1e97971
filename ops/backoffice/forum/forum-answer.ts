import type { ForumAnswer } from '../../../contracts/backoffice/forum/calls';
import { parseForumParam } from '../../../contracts/backoffice/forum/forum';
import { getForumPage } from '../../../query/backoffice/forum/get-forum';
import type { ApiDeps, CallContext } from '../../server/feature';
import { questionFor, viewerOf } from './visitor';

// The forum's page urlParams names, as the caller sees it: their own posts, a new question.
export async function forumAnswer(deps: ApiDeps, ctx: CallContext, urlParams: string, added: string | null = null): Promise<ForumAnswer> {
  const [page, randoms] = await Promise.all([viewerOf(deps, ctx).then((viewer) => getForumPage(deps.db, parseForumParam(urlParams), viewer)), questionFor(deps, ctx)]);
  // a visitor who posted just now holds the new cookie only from this answer on
  const userObjects = added && !page.userObjects.includes(added) ? [...page.userObjects, added] : page.userObjects;
  return { ...page, userObjects, added, randoms, moderator: ctx.roles.has('staff') };
}
