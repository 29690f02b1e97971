import { saveNotifyList } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { questionnaireMessages } from '../../../../contracts/backoffice/questionnaires/messages';
import { said } from '../../../../contracts/core/messages';
import { getNotifyList } from '../../../../query/backoffice/questionnaires/get-questionnaires';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function updatenewQuestionaireNotifyList(deps: ApiDeps, input: CallIn<'updatenewQuestionaireNotifyList'>, ctx: CallContext): Answer<'updatenewQuestionaireNotifyList'> {
  const saved = await saveNotifyList(deps, input.emails, ctx.command);
  return replyTo(saved, async () => ({ emails: await getNotifyList(deps.db), ...said(questionnaireMessages, 'QuestionnaireNotifyListSaved') }));
}
