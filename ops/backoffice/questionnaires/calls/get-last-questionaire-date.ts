import { getLastQuestionnaireDate } from '../../../../query/backoffice/questionnaires/get-questionnaires';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getLastQuestionaireDate(deps: ApiDeps, _input: CallIn<'getLastQuestionaireDate'>, _ctx: CallContext): Answer<'getLastQuestionaireDate'> {
  return { date: await getLastQuestionnaireDate(deps.db) };
}
