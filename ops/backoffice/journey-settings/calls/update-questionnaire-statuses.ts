import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { saveList } from '../save-list';

export async function updateQuestionnaireStatuses(deps: ApiDeps, input: CallIn<'updateQuestionnaireStatuses'>, ctx: CallContext): Answer<'updateQuestionnaireStatuses'> {
  return saveList(deps, 'questionnaireStatuses', input.statuses, ctx);
}
