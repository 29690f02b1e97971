import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { saveList } from '../save-list';

export async function updateNewsLetterEmails(deps: ApiDeps, input: CallIn<'updateNewsLetterEmails'>, ctx: CallContext): Answer<'updateNewsLetterEmails'> {
  return saveList(deps, 'newsLetterEmails', input.newsLetterEmails, ctx);
}
