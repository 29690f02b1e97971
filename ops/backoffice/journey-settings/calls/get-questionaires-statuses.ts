import { startOfCopyDay } from '../../../../contracts/backoffice/journey-settings/copies';
import { questionnaireStatusCounts } from '../../../../query/backoffice/journey-settings/whatsapp-copies';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { journeyListsOf } from '../journey-lists';
import { questionnairesText } from '../whatsapp-texts';

export async function getQuestionairesStatuses(deps: ApiDeps, input: CallIn<'getQuestionairesStatuses'>, _ctx: CallContext): Answer<'getQuestionairesStatuses'> {
  const { questionnaireStatuses } = await journeyListsOf(deps);
  const answer = await questionnaireStatusCounts(deps.db, { since: startOfCopyDay(input.from), day: input.from }, questionnaireStatuses);
  return { from: input.from, text: questionnairesText(input.from, answer), ...answer };
}
