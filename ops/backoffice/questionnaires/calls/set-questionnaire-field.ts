import { actOnQuestionnaire } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { answersSchema } from '../../../../contracts/backoffice/questionnaires/questionnaire';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { questionnaireAnswer } from '../answers';

export async function setQuestionnaireField(deps: ApiDeps, input: CallIn<'setQuestionnaireField'>, ctx: CallContext): Answer<'setQuestionnaireField'> {
  // the field's own rule shapes the value (trimmed text), as the form's would
  const value = answersSchema.shape[input.fieldName].parse(input.value);
  const set = await actOnQuestionnaire(deps, { type: 'SetField', questionnaireId: input.questionnaireId, fieldName: input.fieldName, value }, ctx.command);
  return replyTo(set, async () => ({ questionnaire: await questionnaireAnswer(deps, input.questionnaireId) }));
}
