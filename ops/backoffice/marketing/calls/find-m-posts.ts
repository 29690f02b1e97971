import { findPosts } from '../../../../query/backoffice/marketing/get-posts';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function findMPosts(deps: ApiDeps, input: CallIn<'findMPosts'>, _ctx: CallContext): Answer<'findMPosts'> {
  return { posts: await findPosts(deps.db, input.search) };
}
