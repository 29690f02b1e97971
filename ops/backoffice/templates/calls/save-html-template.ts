import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { forgetActiveTemplates } from '../active-templates';
import { prepareVersion } from '../prepare-version';
import { answerWith, isAdmin, latestFields, loadTemplate } from '../template-views';

// saveHtmlTemplate and its older names: a new version of the fields changed over the latest.
export async function saveHtmlTemplate(deps: ApiDeps, input: CallIn<'saveHtmlTemplate'>, ctx: CallContext): Answer<'saveHtmlTemplate'> {
  const loaded = await loadTemplate(deps, input.template);
  const { resolved } = loaded;
  const changes = Object.fromEntries(Object.entries(input.data).filter(([, value]) => value !== undefined));
  const fields = await prepareVersion(deps, resolved, { ...latestFields(loaded), ...changes });
  const saved = await changeTemplate(
    deps,
    { type: 'Save', templateId: resolved.id, kind: resolved.kind, name: resolved.name, language: resolved.language, fields, baseVersion: input.baseVersion, isAdmin: isAdmin(ctx) },
    ctx.command,
  );
  return replyTo(saved, () => {
    // this worker sends from the new version at once; the others within a moment
    forgetActiveTemplates();
    return answerWith(deps, resolved.id, 'TemplateSaved');
  });
}
