import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { forgetActiveTemplates } from '../active-templates';
import { answerWith, isAdmin, loadTemplate } from '../template-views';

// "Restore this version": the older version saved again as the newest.
export async function restoreHtmlTemplateVersion(deps: ApiDeps, input: CallIn<'restoreHtmlTemplateVersion'>, ctx: CallContext): Answer<'restoreHtmlTemplateVersion'> {
  const { resolved } = await loadTemplate(deps, input.template);
  const restored = await changeTemplate(
    deps,
    { type: 'Restore', templateId: resolved.id, kind: resolved.kind, name: resolved.name, language: resolved.language, version: input.version, isAdmin: isAdmin(ctx) },
    ctx.command,
  );
  return replyTo(restored, () => {
    forgetActiveTemplates();
    return answerWith(deps, resolved.id, 'TemplateRestored', { version: input.version });
  });
}
