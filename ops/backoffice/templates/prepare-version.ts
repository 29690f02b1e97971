import { CallFailure } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { templateMessages as m } from '../../../contracts/backoffice/templates/messages';
import { emptyTemplateFields, type TemplateFields } from '../../../contracts/backoffice/templates/template';
import type { ApiDeps } from '../../server/feature';
import { checkTemplate } from './check-template';
import { fromOptions } from './from-options';
import { sanitizeTemplateFields } from './sanitize-template';
import type { ResolvedTemplate } from './template-kinds';
import { frameFields } from './template-views';

// The fields each kind keeps: a product mail its subject, preview line and body; the frame its
// MJML and CSS; a custom template the rest.
function keptFields(kind: ResolvedTemplate['kind'], fields: TemplateFields): TemplateFields {
  if (kind === 'product') return { ...emptyTemplateFields, subject: fields.subject, preheader: fields.preheader, content: fields.content };
  if (kind === 'supports') return { ...emptyTemplateFields, subject: fields.subject, mainHtml: fields.mainHtml, css: fields.css };
  return { ...fields, mainHtml: '', css: '' };
}

// What a save stores: the kind's fields, cleaned, then checked to compile in the frame they go out
// in; a sender must be one staff may pick.
export async function prepareVersion(deps: ApiDeps, template: ResolvedTemplate, fields: TemplateFields): Promise<TemplateFields> {
  const clean = sanitizeTemplateFields(keptFields(template.kind, fields));
  if (template.kind === 'custom' && clean.from && !(await fromOptions(deps)).some((o) => o.email === clean.from)) {
    throw new CallFailure('TemplateInvalid', say(m.TemplateFromUnknown, { from: clean.from }));
  }
  await checkTemplate(template, clean, template.kind === 'supports' ? clean : await frameFields(deps));
  return clean;
}
