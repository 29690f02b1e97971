import { templateVersions } from '../../../../query/backoffice/templates/get-templates';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { loadTemplate, templateView } from '../template-views';

export async function getHtmlTemplateVersions(deps: ApiDeps, input: CallIn<'getHtmlTemplateVersions'>, _ctx: CallContext): Answer<'getHtmlTemplateVersions'> {
  const loaded = await loadTemplate(deps, input.template);
  return { template: templateView(loaded), versions: await templateVersions(deps.db, input.template) };
}
