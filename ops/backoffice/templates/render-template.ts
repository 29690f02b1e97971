import type { TemplateElement, TemplateFields, TemplateLanguage } from '../../../contracts/backoffice/templates/template';
import { compileSource, fillCompiled, frameOf, templateCatalog, type Compiled, type RenderedMail, type TemplateSource } from '../../mail/mail-templates';
import type { ResolvedTemplate } from './template-kinds';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\{/g, '&#123;');

// The blocks staff add below a custom template's content.
function elementMjml(element: TemplateElement): string {
  const link = escapeHtml(element.link);
  switch (element.type) {
    case 'button':
      return link ? `<mj-button href="${link}">${escapeHtml(element.text || element.link)}</mj-button>` : '';
    case 'image':
      return link ? `<mj-image src="${link}" alt="${escapeHtml(element.alt)}" />` : '';
    case 'link':
      return link ? `<mj-text><p><a href="${link}">${escapeHtml(element.text || element.link)}</a></p></mj-text>` : '';
    case 'divider':
      return '<mj-divider border-width="1px" border-color="#dde3ec" />';
  }
}

// A simple content is text: each paragraph a block, its line breaks kept.
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<mj-text><p>${p.replace(/&/g, '&amp;').replace(/\n/g, '<br />')}</p></mj-text>`)
    .join('\n');

// What a template's fields compile from: a product mail's body in its catalogue frame; a custom
// template's content and elements in the shared frame (or the plain one without it); the frame
// itself around a sample text.
export function sourceOf(template: Pick<ResolvedTemplate, 'kind' | 'key'>, fields: TemplateFields, frame: TemplateFields): TemplateSource {
  const { subject, preheader } = fields;
  if (template.kind === 'product') return { subject, preheader, body: fields.content, frame: frameOf(template.key ? (templateCatalog[template.key]?.layout ?? 'layout') : 'layout') };
  if (template.kind === 'supports') return { subject: subject || 'Newsletter', preheader, body: '<mj-text><p>{{firstName}}, this is where a newsletter goes.</p></mj-text>', frame: fields.mainHtml || frameOf('layout'), css: fields.css };
  const body = [fields.simpleContent ? paragraphs(fields.content) : fields.content, ...fields.templateElements.map(elementMjml)].join('\n');
  return fields.noMainHtml ? { subject, preheader, body, frame: frameOf('plain') } : { subject, preheader, body, frame: frame.mainHtml || frameOf('layout'), css: frame.css };
}

// Compiled versions of custom templates, by template, version and frame version: each compiled once.
const compiled = new Map<string, Promise<Compiled>>();
export function compiledVersion(cacheId: string, source: TemplateSource, language: TemplateLanguage): Promise<Compiled> {
  let found = compiled.get(cacheId);
  if (!found) {
    found = compileSource(source, language);
    found.catch(() => compiled.delete(cacheId));
    compiled.set(cacheId, found);
    // a process keeps a bounded number of versions
    if (compiled.size > 500) compiled.delete(compiled.keys().next().value!);
  }
  return found;
}

export async function renderSource(source: TemplateSource, language: TemplateLanguage, variables: Record<string, unknown>, cacheId?: string): Promise<RenderedMail> {
  const template = cacheId ? await compiledVersion(cacheId, source, language) : await compileSource(source, language);
  return fillCompiled(template, variables);
}
