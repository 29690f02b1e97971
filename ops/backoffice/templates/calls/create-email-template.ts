import { changeTemplate } from '../../../../command/backoffice/templates/template-commands';
import { emptyTemplateFields } from '../../../../contracts/backoffice/templates/template';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { prepareVersion } from '../prepare-version';
import { answerWith, isAdmin } from '../template-views';
import { customTemplate } from '../template-kinds';

// A custom template or talent newsletter, as a draft under its own name.
export async function createEmailTemplate(deps: ApiDeps, input: CallIn<'createEmailTemplate'>, ctx: CallContext): Answer<'createEmailTemplate'> {
  const { name, language, ...given } = input;
  const template = customTemplate(name, language, given.isTalentsNewsletter);
  const fields = await prepareVersion(deps, template, { ...emptyTemplateFields, ...given });
  const created = await changeTemplate(deps, { type: 'Create', templateId: name, name, language, fields, isAdmin: isAdmin(ctx) }, ctx.command);
  return replyTo(created, () => answerWith(deps, name, 'TemplateSaved'));
}
