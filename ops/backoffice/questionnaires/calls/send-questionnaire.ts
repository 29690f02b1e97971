import { submitQuestionnaire } from '../../../../command/backoffice/questionnaires/questionnaire-commands';
import { questionnaireMessages } from '../../../../contracts/backoffice/questionnaires/messages';
import { domainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// A visitor's form: the captcha first (the house's anti-bot check), then the questionnaire and its lead.
export async function sendQuestionnaire(deps: ApiDeps, input: CallIn<'sendQuestionnaire'>, ctx: CallContext): Answer<'sendQuestionnaire'> {
  if (!(await deps.captcha.verify(input.captchaToken, ctx.command.remoteIp))) return replyTo(domainError('CaptchaFailed'), async () => ({ questionnaireId: '', ...said(questionnaireMessages, 'QuestionnaireSent') }));
  const questionnaireId = deps.newId();
  const sent = await submitQuestionnaire(deps, { questionnaireId, leadId: deps.newId(), answers: input.answers }, ctx.command);
  return replyTo(sent, async () => ({ questionnaireId, ...said(questionnaireMessages, 'QuestionnaireSent') }));
}
