import { z } from 'zod';
import { languages, type Language } from '../../core/languages';
import { say } from '../../core/messages';
import { templateMessages as m } from './messages';

// Email templates (back-office spec §3 Email template): the product's own mails, one per catalogue
// key and language, and the custom templates and talent newsletters staff create. Bodies are MJML
// with Handlebars variables; templates substitute values and never run code.
export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_CONTENT_MAX = 100_000;
export const TEMPLATE_DAYS_MAX = 3650;
export const TEMPLATE_ELEMENTS_MAX = 20;
// the shared frame (main MJML and CSS) newsletters are sent in
export const TEMPLATE_SUPPORTS = 'templateSupports';
// a product mail is written in each language the product speaks
export const templateLanguages = languages;
export type TemplateLanguage = Language;
export const templateKinds = ['product', 'custom', 'supports'] as const;
export type TemplateKind = (typeof templateKinds)[number];

// A product mail's id: its catalogue key and language (a custom name has no '.', so none collides).
export const productTemplateId = (key: string, language: TemplateLanguage): string => `${key}.${language}`;
export const productKeyOf = (templateId: string): { key: string; language: TemplateLanguage } | null => {
  const match = /^([a-z0-9-]+)\.([a-z]{2})$/.exec(templateId);
  const language = templateLanguages.find((one) => one === match?.[2]);
  return match && language ? { key: match[1]!, language } : null;
};

export const TEMPLATE_NAME_RE = /^[A-Za-z0-9_-]+$/;
const nameRule = say(m.TemplateNameRule, { maximum: TEMPLATE_NAME_MAX });
export const templateNameSchema = z
  .string()
  .trim()
  .min(1, nameRule)
  .max(TEMPLATE_NAME_MAX, nameRule)
  .regex(TEMPLATE_NAME_RE, nameRule)
  .refine((name) => name !== TEMPLATE_SUPPORTS, m.TemplateNameReserved);

// what an element may be: a button, an image, a link or a line between blocks
export const elementTypes = ['button', 'image', 'link', 'divider'] as const;
export const elementsOptions = [
  { type: 'button', fields: ['text', 'link'] },
  { type: 'image', fields: ['link', 'alt'] },
  { type: 'link', fields: ['text', 'link'] },
  { type: 'divider', fields: [] },
] as const satisfies readonly { type: (typeof elementTypes)[number]; fields: readonly string[] }[];

const httpLink = z
  .string()
  .trim()
  .max(2000, m.TemplateLinkInvalid)
  .refine((url) => url === '' || (URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol)), m.TemplateLinkInvalid);
export const templateElementSchema = z
  .object({ type: z.enum(elementTypes), link: httpLink.default(''), text: z.string().trim().max(200).default(''), alt: z.string().trim().max(200).default('') })
  .strict();
export type TemplateElement = z.output<typeof templateElementSchema>;

const replyTo = z.union([z.literal(''), z.email(m.TemplateReplyToInvalid).max(200, m.TemplateReplyToInvalid)]);
export const fromObjSchema = z.object({ signatureName: z.string().trim().max(100).default(''), replyTo: z.string().trim().pipe(replyTo).default('') }).strict();

const subjectRule = say(m.TemplateSubjectLength, { maximum: TEMPLATE_SUBJECT_MAX });
const daysRule = say(m.TemplateDaysRule, { maximum: TEMPLATE_DAYS_MAX });
// The fields a save may carry; a product mail takes subject, preheader and content, the shared frame
// mainHtml and css, a custom template all but those two. Without defaults: a save names what it changes.
const fieldRules = {
  subject: z.string().trim().max(TEMPLATE_SUBJECT_MAX, subjectRule),
  preheader: z.string().trim().max(300),
  from: z.string().trim().max(200),
  fromObj: fromObjSchema,
  content: z.string().max(TEMPLATE_CONTENT_MAX),
  isTalentsNewsletter: z.boolean(),
  daysSendAfter: z.number().int(daysRule).min(0, daysRule).max(TEMPLATE_DAYS_MAX, daysRule).nullable(),
  templateElements: z.array(templateElementSchema).max(TEMPLATE_ELEMENTS_MAX),
  noMainHtml: z.boolean(),
  simpleContent: z.boolean(),
  mainHtml: z.string().max(TEMPLATE_CONTENT_MAX),
  css: z.string().max(50_000),
};
export const templateChangesSchema = z.object(fieldRules).partial().strict();
export const templateFieldsSchema = z
  .object({
    subject: fieldRules.subject.default(''),
    preheader: fieldRules.preheader.default(''),
    from: fieldRules.from.default(''),
    fromObj: fromObjSchema.default({ signatureName: '', replyTo: '' }),
    content: fieldRules.content.default(''),
    isTalentsNewsletter: fieldRules.isTalentsNewsletter.default(false),
    daysSendAfter: fieldRules.daysSendAfter.default(null),
    templateElements: fieldRules.templateElements.default([]),
    noMainHtml: fieldRules.noMainHtml.default(false),
    simpleContent: fieldRules.simpleContent.default(false),
    mainHtml: fieldRules.mainHtml.default(''),
    css: fieldRules.css.default(''),
  })
  .strict();
export type TemplateFields = z.output<typeof templateFieldsSchema>;
export const emptyTemplateFields: TemplateFields = templateFieldsSchema.parse({});

// One template as the list and the editor show it. version: the latest saved (0: the product's file,
// never saved); activeVersion: the version mail is sent from (null: a product mail's file, or a
// custom template never activated).
export const htmlTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(templateKinds),
  language: z.enum(templateLanguages),
  description: z.string(),
  category: z.string(),
  variables: z.array(z.string()),
  ...templateFieldsSchema.shape,
  version: z.number(),
  activeVersion: z.number().nullable(),
  active: z.boolean(),
  is_product: z.boolean(),
  sentTest: z.boolean(),
  clickedReady: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type HtmlTemplate = z.output<typeof htmlTemplateSchema>;

export const templateVersionSchema = z.object({
  version: z.number(),
  subject: z.string(),
  restoredFrom: z.number().nullable(),
  by: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
  fields: templateFieldsSchema,
});
export type TemplateVersion = z.output<typeof templateVersionSchema>;

// A sender staff may choose (fromOptions): the configured one first.
export const fromOptionSchema = z.object({ email: z.string(), name: z.string() });

// The variables every product mail has besides its catalogue's, and those a custom template offers.
export const baseVariables = ['siteName', 'publicUrl', 'preferencesUrl', 'unsubscribeUrl', 'subject'] as const;
export const newsletterVariables = [...baseVariables, 'firstName', 'name', 'email', 'product'] as const;
