import { actOnQuestionnaire } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { questionnaireMessages } from '../../../../contracts/backoffice/questionnaires/messages';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { questionnaireAnswer } from '../answers';

// Staff type one in (id -1: no lead is made, staff add it on /leads) or save its answers again.
export async function createEditQuestionnaire(deps: ApiDeps, input: CallIn<'createEditQuestionnaire'>, ctx: CallContext): Answer<'createEditQuestionnaire'> {
  const { _id, ...answers } = input.newData;
  const questionnaireId = _id === -1 ? deps.newId() : _id;
  const saved = await actOnQuestionnaire(deps, _id === -1 ? { type: 'Submit', questionnaireId, answers, via: 'staff', leadId: null } : { type: 'Edit', questionnaireId, answers }, ctx.command);
  return replyTo(saved, async () => ({ questionnaire: await questionnaireAnswer(deps, questionnaireId), ...said(questionnaireMessages, 'QuestionnaireSaved') }));
}
