import { baseVariables, emptyTemplateFields, newsletterVariables, productKeyOf, TEMPLATE_SUPPORTS, type TemplateFields, type TemplateKind, type TemplateLanguage } from '../../../contracts/backoffice/templates/template';
import type { SavedTemplate } from '../../../query/backoffice/templates/get-templates';
import { frameOf, templateCatalog, templateFile, type TemplateKey } from '../../mail/mail-templates';

// What a template id is: a product mail (catalogue key and language, its file the default), the
// shared frame, or a custom template staff created (known from its saved row only).
export type ResolvedTemplate = {
  id: string;
  kind: TemplateKind;
  key: TemplateKey | null;
  name: string;
  language: TemplateLanguage;
  description: string;
  category: string;
  variables: readonly string[];
  // what the template is while nobody saved it
  defaults: TemplateFields;
};

export const supportsDefaults = (): TemplateFields => ({ ...emptyTemplateFields, mainHtml: frameOf('layout'), css: '' });

export function productDefaults(key: TemplateKey, language: TemplateLanguage): TemplateFields {
  const file = templateFile(key, language);
  return { ...emptyTemplateFields, subject: file.subject, preheader: file.preheader, content: file.body.trim() };
}

export function resolveTemplate(id: string, saved: SavedTemplate | null): ResolvedTemplate | null {
  const product = productKeyOf(id);
  const entry = product ? templateCatalog[product.key] : undefined;
  if (product && entry) {
    return {
      id,
      kind: 'product',
      key: product.key,
      name: product.key,
      language: product.language,
      description: entry.description,
      category: entry.category,
      variables: [...baseVariables, ...entry.variables],
      defaults: productDefaults(product.key, product.language),
    };
  }
  if (id === TEMPLATE_SUPPORTS) {
    return { id, kind: 'supports', key: null, name: id, language: 'en', description: 'The frame and style newsletters are sent in', category: 'newsletter', variables: newsletterVariables, defaults: supportsDefaults() };
  }
  if (!saved || saved.kind !== 'custom') return null;
  return customTemplate(saved.name, saved.language === 'he' ? 'he' : 'en', saved.fields.isTalentsNewsletter);
}

// A custom template about to be created (no row yet).
export const customTemplate = (name: string, language: TemplateLanguage, newsletter: boolean): ResolvedTemplate => ({
  id: name,
  kind: 'custom',
  key: null,
  name,
  language,
  description: newsletter ? 'Talent newsletter' : 'Custom template',
  category: newsletter ? 'newsletter' : 'custom',
  variables: newsletterVariables,
  defaults: emptyTemplateFields,
});
