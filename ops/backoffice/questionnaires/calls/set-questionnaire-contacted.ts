import { actOnQuestionnaire } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { questionnaireAnswer } from '../answers';

export async function setQuestionnaireContacted(deps: ApiDeps, input: CallIn<'setQuestionnaireContacted'>, ctx: CallContext): Answer<'setQuestionnaireContacted'> {
  const set = await actOnQuestionnaire(deps, { type: 'SetContacted', questionnaireId: input.questionnaireId, contacted: input.contacted }, ctx.command);
  return replyTo(set, async () => ({ questionnaire: await questionnaireAnswer(deps, input.questionnaireId) }));
}
