import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { CallFailure } from '../../../../contracts/core/errors';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { forgetActiveTemplates } from '../active-templates';
import { answerWith, isAdmin, loadTemplate } from '../template-views';

// "Reset to the product's default": a product mail goes out from its file again.
export async function resetHtmlTemplate(deps: ApiDeps, input: CallIn<'resetHtmlTemplate'>, ctx: CallContext): Answer<'resetHtmlTemplate'> {
  const { resolved } = await loadTemplate(deps, input.template);
  if (resolved.kind !== 'product') throw new CallFailure('TemplateNotProduct');
  const reset = await changeTemplate(deps, { type: 'Reset', templateId: resolved.id, isAdmin: isAdmin(ctx) }, ctx.command);
  return replyTo(reset, () => {
    forgetActiveTemplates();
    return answerWith(deps, resolved.id, 'TemplateResetDone');
  });
}
