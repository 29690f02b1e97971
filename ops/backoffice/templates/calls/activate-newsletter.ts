import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { answerWith, isAdmin, loadTemplate } from '../template-views';

// 'Activate' (admins): the ready version goes out from now on; active false stops it.
export async function activateNewsletter(deps: ApiDeps, input: CallIn<'activateNewsletter'>, ctx: CallContext): Answer<'activateNewsletter'> {
  const { resolved } = await loadTemplate(deps, input.template);
  const done = await changeTemplate(deps, { type: 'Activate', templateId: resolved.id, active: input.active, isAdmin: isAdmin(ctx) }, ctx.command);
  return replyTo(done, () => answerWith(deps, resolved.id, input.active ? 'TemplateActivated' : 'TemplateDeactivated'));
}
