import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyListsOf } from '../../journey-settings/journey-lists';
import { answerWith, isAdmin, loadTemplate } from '../template-views';

// 'Ready To Activate': the tested version to the journey settings' test addresses.
export async function readyActivateHtmlTemplate(deps: ApiDeps, input: CallIn<'readyActivateHtmlTemplate'>, ctx: CallContext): Answer<'readyActivateHtmlTemplate'> {
  const { resolved } = await loadTemplate(deps, input.template);
  const recipients = (await journeyListsOf(deps)).emailsToSendTest.length;
  const ready = await changeTemplate(deps, { type: 'Ready', templateId: resolved.id, recipients, params: input.params, isAdmin: isAdmin(ctx) }, ctx.command);
  return replyTo(ready, async () => ({ ...(await answerWith(deps, resolved.id, 'TemplateEmailSent')), recipients }));
}
