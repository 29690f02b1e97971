import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';
import { templateMessages as m } from './messages';
import {
  elementTypes,
  fromOptionSchema,
  htmlTemplateSchema,
  templateChangesSchema,
  templateFieldsSchema,
  templateKinds,
  templateLanguages,
  templateNameSchema,
  templateVersionSchema,
} from './template';

const templateId = z.string().trim().min(1).max(120);
// sample values a preview or a test is filled with, over the product's own samples
const params = z.record(z.string().max(60), z.union([z.string().max(5000), z.number(), z.boolean()])).default({});
const templateAnswer = z.object({ template: htmlTemplateSchema, ...saidFields });
const rendered = z.object({ subject: z.string(), html: z.string(), text: z.string() });

const listInput = z
  .object({
    kind: z.enum([...templateKinds, 'newsletter', 'all']).default('all'),
    active: z.enum(['all', 'active', 'inactive']).default('all'),
    language: z.enum([...templateLanguages, 'all']).default('all'),
    search: z.string().trim().max(100).default(''),
  })
  .strict()
  .default({ kind: 'all', active: 'all', language: 'all', search: '' });
const listOutput = z.object({
  htmlTemplates: z.array(htmlTemplateSchema),
  // sample values for every variable, what previews are filled with
  params: z.record(z.string(), z.unknown()),
  fromOptions: z.array(fromOptionSchema),
  // the list's columns
  cells: z.array(z.object({ id: z.string(), type: z.string() })),
  elementsOptions: z.array(z.object({ type: z.enum(elementTypes), fields: z.array(z.string()) })),
  // whether the caller may change active templates and the shared frame
  isAdmin: z.boolean(),
});
const list = {
  kind: 'query',
  access: 'staff',
  summary:
    "Every template in one list: the product's mails (one per catalogue key and language; their file until an admin saves a version) and the custom templates and talent newsletters, " +
    'filtered by kind (product, custom, newsletter, supports), active, language and a search in name, subject and description. With the sample params, the senders staff may pick, the columns and the elements a template may hold.',
  input: listInput,
  output: listOutput,
} as const;

const saveInput = z
  .object({
    template: templateId,
    data: templateChangesSchema,
    // the version the editor started from: a save over someone else's newer one is refused
    baseVersion: z.number().int().min(0),
  })
  .strict();
const save = {
  kind: 'command',
  access: 'staff',
  summary:
    'Save a new version of a template (data: the fields changed). Refused with 400 TemplateInvalid, saying what to fix, when the MJML does not compile, a {{ }} expression does not parse or names a variable the mail does not offer; ' +
    "409 TemplateChangedMeanwhile when baseVersion is not the latest. A product mail's version (and the shared frame's) is sent from at once and only admins save them; a custom template's is a draft again (tested and made ready anew). Non-admins change only templates that are not active (403).",
  input: saveInput,
  output: templateAnswer,
} as const;

const previewInput = z.object({ template: templateId, data: templateChangesSchema.optional(), params }).strict();
const preview = {
  kind: 'query',
  access: 'staff',
  summary: "Render a template with sample params: its latest version, or the fields given (the editor's unsaved text), checked as a save checks them. Answers {subject, html, text}.",
  input: previewInput,
  output: rendered,
} as const;

export const templateCalls = defineCalls({
  getHtmlTemplates: list,
  gethtmlTemplates: { ...list, summary: `Older name of getHtmlTemplates. ${list.summary}` },
  getTemplates: { ...list, summary: `Older name of getHtmlTemplates. ${list.summary}` },
  getHtmlTemplateVersions: {
    kind: 'query',
    access: 'staff',
    summary: 'One template for the editor with every saved version, newest first (who saved it, when, and the version it restored).',
    input: z.object({ template: templateId }).strict(),
    output: z.object({ template: htmlTemplateSchema, versions: z.array(templateVersionSchema) }),
  },
  saveHtmlTemplate: save,
  savehtmlTemplate: { ...save, summary: `Older name of saveHtmlTemplate. ${save.summary}` },
  saveTemplate: { ...save, summary: `Older name of saveHtmlTemplate. ${save.summary}` },
  previewhtmlTemplate: preview,
  previewTemplate: { ...preview, summary: `Older name of previewhtmlTemplate. ${preview.summary}` },
  createEmailTemplate: {
    kind: 'command',
    access: 'staff',
    summary:
      'Create a custom template or talent newsletter as a draft: name unique (English letters, digits, "-" or "_", no spaces; 409 TemplateNameTaken), language, subject, from (one of fromOptions), fromObj, content (MJML), ' +
      'isTalentsNewsletter with daysSendAfter, templateElements, noMainHtml, simpleContent. Checked as a save is.',
    input: templateFieldsSchema.omit({ mainHtml: true, css: true }).extend({ name: templateNameSchema, language: z.enum(templateLanguages).default('en') }).strict(),
    output: templateAnswer,
  },
  copyHtmlTemplate: {
    kind: 'command',
    access: 'staff',
    summary: "Copy a template's latest version as a new draft custom template under a new unique name (a product mail's copy keeps its text).",
    input: z.object({ template: templateId, name: templateNameSchema }).strict(),
    output: templateAnswer,
  },
  restoreHtmlTemplateVersion: {
    kind: 'command',
    access: 'staff',
    summary: 'Restore an older version: it is saved again as a new version (the same rules as a save). 404 TemplateVersionNotFound for a version the template never had.',
    input: z.object({ template: templateId, version: z.number().int().min(1) }).strict(),
    output: templateAnswer,
  },
  resetHtmlTemplate: {
    kind: 'command',
    access: 'staff',
    summary: "Send a product mail from its file again (admins; its versions stay in the history to restore). 409 when it is the file already.",
    input: z.object({ template: templateId }).strict(),
    output: templateAnswer,
  },
  testHtmlTemplate: {
    kind: 'command',
    access: 'staff',
    summary:
      'Mail the latest saved version, filled with params over the samples, to one address. version: the version the editor shows; 409 TemplateNotLatest when it has unsaved changes or is not the latest. Marks the version tested (sentTest).',
    input: z.object({ template: templateId, email: z.email(m.TemplateTestEmailInvalid).max(200, m.TemplateTestEmailInvalid), params, version: z.number().int().min(0) }).strict(),
    output: templateAnswer,
  },
  readyActivateHtmlTemplate: {
    kind: 'command',
    access: 'staff',
    summary:
      "'Ready To Activate': mail the tested version to the journey settings' test addresses (emailsToSendTest) and mark it ready (clickedReady). Needs sentTest, a subject and a sender (409 otherwise), and at least one test address.",
    input: z.object({ template: templateId, params }).strict(),
    output: templateAnswer.extend({ recipients: z.number() }),
  },
  activateNewsletter: {
    kind: 'command',
    access: 'admin',
    summary: "'Activate' (admins): the ready version is sent from now on (a talent newsletter goes to the journeys daysSendAfter days after their start). Needs clickedReady. active false stops it.",
    input: z.object({ template: templateId, active: z.boolean().default(true) }).strict(),
    output: templateAnswer,
  },
});
