import { postsTable } from '../../../../contracts/backoffice/marketing/posts-table';
import { getPostsPage } from '../../../../query/backoffice/marketing/get-posts';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getMPosts(deps: ApiDeps, input: CallIn<'getMPosts'>, _ctx: CallContext): Answer<'getMPosts'> {
  return { ...(await getPostsPage(deps.db, input)), cells: [...postsTable.columns] };
}
