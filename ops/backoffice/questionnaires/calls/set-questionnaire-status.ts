import { actOnQuestionnaire } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { questionnaireAnswer } from '../answers';

export async function setQuestionnaireStatus(deps: ApiDeps, input: CallIn<'setQuestionnaireStatus'>, ctx: CallContext): Answer<'setQuestionnaireStatus'> {
  const set = await actOnQuestionnaire(deps, { type: 'SetStatus', questionnaireId: input.questionnaireId, status: input.status }, ctx.command);
  if (isDomainError(set) && set.code === 'QuestionnaireRefused' && set.message) throw new CallFailure(set.code, set.message, { issues: [{ path: 'status', message: set.message }] });
  return replyTo(set, async () => ({ questionnaire: await questionnaireAnswer(deps, input.questionnaireId) }));
}
