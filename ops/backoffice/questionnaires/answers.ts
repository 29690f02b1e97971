import { CallFailure } from '../../../contracts/core/errors';
import { getQuestionnaire } from '../../../query/backoffice/questionnaires/get-questionnaires';
import type { ApiDeps } from '../../server/feature';

// The questionnaire as now saved: what every change answers.
export async function questionnaireAnswer(deps: ApiDeps, questionnaireId: string) {
  const questionnaire = await getQuestionnaire(deps.db, deps.uploads, deps.clock(), questionnaireId);
  if (!questionnaire) throw new CallFailure('QuestionnaireNotFound');
  return questionnaire;
}
