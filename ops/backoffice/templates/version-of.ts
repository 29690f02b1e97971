import { templateStreamId } from '../../../contracts/backoffice/templates/ids';
import type { TemplateFields } from '../../../contracts/backoffice/templates/template';
import { templateFolder } from '../../../command/backoffice/templates/email-template';
import { loadStream } from '../../../command/core/handle-command';
import type { ApiDeps } from '../../server/feature';
import { activeTemplates } from './active-templates';
import { resolveTemplate, type ResolvedTemplate } from './template-kinds';
import { savedTemplate } from '../../../query/backoffice/templates/get-templates';

// A template's version as its stream holds it (version 0: a product mail's file), with the frame
// it goes out in: what a test, the ready mail and a newsletter are rendered from.
export async function versionOf(deps: ApiDeps, templateId: string, version: number): Promise<{ template: ResolvedTemplate; fields: TemplateFields; frame: TemplateFields; frameVersion: number } | null> {
  const template = resolveTemplate(templateId, await savedTemplate(deps.db, templateId));
  if (!template) return null;
  const { state } = await loadStream(deps.store, templateStreamId(templateId), templateFolder);
  const fields = version === 0 ? template.defaults : state.versions[version - 1];
  if (!fields) return null;
  const { frame } = await activeTemplates(deps.db);
  return { template, fields, frame: template.kind === 'supports' ? fields : frame.fields, frameVersion: frame.version };
}
