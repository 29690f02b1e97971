import type { TemplateFields } from '../../../contracts/backoffice/templates/template';
import type { RenderedMail } from '../../mail/mail-templates';
import { templateSamples } from '../../mail/template-samples';
import type { ApiDeps } from '../../server/feature';
import { renderSource, sourceOf } from './render-template';
import type { ResolvedTemplate } from './template-kinds';

// What a preview or a test is filled with: the product's sample for every variable, the site's own
// values, then the values staff typed.
export const sampleParams = (deps: Pick<ApiDeps, 'siteName' | 'publicUrl' | 'product'>): Record<string, unknown> => ({
  ...templateSamples(),
  siteName: deps.siteName,
  publicUrl: deps.publicUrl,
  preferencesUrl: `${deps.publicUrl}/settings`,
  product: deps.product,
});

// A template's fields rendered as a mail (a version: cacheId names it, compiled once).
export function renderTemplateMail(template: ResolvedTemplate, fields: TemplateFields, frame: TemplateFields, variables: Record<string, unknown>, cacheId?: string): Promise<RenderedMail> {
  return renderSource(sourceOf(template, fields, frame), template.language, variables, cacheId);
}

// Mail from a template carries its reply-to address, when it names one.
export const replyHeaders = (fields: TemplateFields): Record<string, string> | undefined =>
  fields.fromObj.replyTo ? { 'Reply-To': fields.fromObj.signatureName ? `"${fields.fromObj.signatureName.replace(/["\\]/g, '')}" <${fields.fromObj.replyTo}>` : fields.fromObj.replyTo } : undefined;
