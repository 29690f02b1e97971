import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { prepareVersion } from '../prepare-version';
import { customTemplate } from '../template-kinds';
import { answerWith, isAdmin, latestFields, loadTemplate } from '../template-views';

// A draft copy of a template's latest version under a new unique name.
export async function copyHtmlTemplate(deps: ApiDeps, input: CallIn<'copyHtmlTemplate'>, ctx: CallContext): Answer<'copyHtmlTemplate'> {
  const source = await loadTemplate(deps, input.template);
  const fields = latestFields(source);
  const template = customTemplate(input.name, source.resolved.language, fields.isTalentsNewsletter);
  const copy = await prepareVersion(deps, template, fields);
  const created = await changeTemplate(deps, { type: 'Create', templateId: input.name, name: input.name, language: source.resolved.language, fields: copy, isAdmin: isAdmin(ctx) }, ctx.command);
  return replyTo(created, () => answerWith(deps, input.name, 'TemplateSaved'));
}
