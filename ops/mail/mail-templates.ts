import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { compile as htmlToText } from 'html-to-text';
import mjml2html from 'mjml';
import { mailLanguages, type MailCategory, type MailLanguage } from '../../contracts/marketplace/alerts/alert';

// Every mail the product sends is a template kept as data under ./templates, by a stable key: its
// subject, preview line and MJML body in each language, inside the shared layout. Templates hold
// variables and Handlebars' own conditions and lists, never code. A template is compiled once (MJML
// to HTML, then Handlebars), and each mail is only filled in; its plain-text part is made from the
// HTML it sends.
const DIR = fileURLToPath(new URL('./templates/', import.meta.url));

// staff: mail to the product's staff about their work, sent whatever the preferences say
export type TemplateCategory = MailCategory | 'essential' | 'staff';
type CatalogEntry = { category: TemplateCategory; description: string; variables: string[]; layout?: 'plain' };
export const templateCatalog = JSON.parse(readFileSync(`${DIR}templates.json`, 'utf8')) as Record<string, CatalogEntry>;
export type TemplateKey = keyof typeof templateCatalog & string;

export type RenderedMail = { subject: string; html: string; text: string };
// html: the MJML compiled once, filled per mail; text: the plain-text part, made once from the
// compiled HTML with its variables still in it, filled per mail (html-to-text per mail would cost
// more than everything else together); raw: the variables the HTML takes as HTML ({{{…}}}), which
// the text takes as their text
export type Compiled = { subject: HandlebarsTemplateDelegate; html: HandlebarsTemplateDelegate; text: HandlebarsTemplateDelegate; raw: readonly string[] };

// Links are written out after their words; the hidden preview line and the brand's heading are left out.
const toText = htmlToText({
  wordwrap: false,
  selectors: [
    { selector: '.brand', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true, linkBrackets: false } },
    { selector: 'div[style*="display:none"]', format: 'skip' },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'img', format: 'skip' },
    { selector: 'table', format: 'block' },
  ],
});

type LayoutTexts = { partials: Record<string, string>; [text: string]: string | Record<string, string> };
type Mode = 'html' | 'text';

// One Handlebars per language and part: its partials (the link written out) are said in that
// language, as HTML in the HTML part and as text in the text part.
const environments = new Map<string, typeof Handlebars>();
function environment(language: MailLanguage, mode: Mode): typeof Handlebars {
  let env = environments.get(`${language}/${mode}`);
  if (!env) {
    const made = Handlebars.create();
    made.registerHelper('eq', (a: unknown, b: unknown) => a === b);
    // a person's text with its line breaks kept
    made.registerHelper('breaks', (text: unknown) =>
      mode === 'text' ? String(text ?? '') : new made.SafeString(made.escapeExpression(String(text ?? '')).replace(/\r?\n/g, '<br />')),
    );
    for (const [name, partial] of Object.entries(layoutTexts(language).partials)) made.registerPartial(name, mode === 'text' ? toText(partial) : partial);
    environments.set(`${language}/${mode}`, made);
    env = made;
  }
  return env;
}

const layoutTexts = (language: MailLanguage): LayoutTexts => JSON.parse(readFileSync(`${DIR}${language}/layout.json`, 'utf8')) as LayoutTexts;
// the partials a template may name ({{> openLink}})
export const layoutPartials = (language: MailLanguage): string[] => Object.keys(layoutTexts(language).partials);

// A template file: "subject: …" and "preheader: …" lines, a line "---", then the MJML of the body.
export function parseTemplate(source: string): { subject: string; preheader: string; body: string } {
  const split = source.indexOf('\n---\n');
  if (split < 0) throw new Error('a mail template needs its header, a line "---", then its body');
  const header = Object.fromEntries(
    source
      .slice(0, split)
      .split('\n')
      .map((line) => /^(\w+):\s?(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  );
  if (!header.subject) throw new Error('a mail template needs a subject');
  return { subject: header.subject, preheader: header.preheader ?? '', body: source.slice(split + 5) };
}

// [[name]] in a layout: fixed for its language (direction, alignment, the footer's words), filled
// before MJML compiles it.
const fillLayout = (layout: string, texts: LayoutTexts) => layout.replace(/\[\[(\w+)\]\]/g, (_, name: string) => (typeof texts[name] === 'string' ? texts[name] : ''));

const compiled = new Map<string, Promise<Compiled>>();

// A mail's parts to compile: its subject, preview line and MJML body, inside a frame (an MJML
// document with [[content]] where the body goes), with CSS added to the frame's head.
export type TemplateSource = { subject: string; preheader: string; body: string; frame: string; css?: string };
export const frameOf = (layout: 'layout' | 'plain'): string => readFileSync(`${DIR}${layout}.mjml`, 'utf8');

// Compiles a mail's parts in a language; MJML's complaints make it throw, each said.
export async function compileSource(source: TemplateSource, language: MailLanguage): Promise<Compiled> {
  const texts = layoutTexts(language);
  // the preview line is text: it must not open a tag in the frame
  const preheader = source.preheader.replace(/[<>]/g, (c) => (c === '<' ? '&lt;' : '&gt;'));
  let frame = source.frame.replace('{{preheader}}', preheader);
  if (source.css) frame = frame.replace('</mj-head>', () => `<mj-style>${source.css}</mj-style>\n  </mj-head>`);
  const { html, errors } = await mjml2html(fillLayout(frame, { ...texts, content: source.body }), { validationLevel: 'soft' });
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('; '));
  const raw = [...html.matchAll(/\{\{\{\s*([\w.]+)\s*\}\}\}/g)].map((m) => m[1]!);
  return {
    subject: environment(language, 'text').compile(source.subject, { noEscape: true }),
    html: environment(language, 'html').compile(html),
    text: environment(language, 'text').compile(toText(html), { noEscape: true }),
    raw,
  };
}

async function compile(key: TemplateKey, language: MailLanguage): Promise<Compiled> {
  const entry = templateCatalog[key];
  if (!entry) throw new Error(`no mail template ${key}`);
  const { subject, preheader, body } = parseTemplate(readFileSync(`${DIR}${language}/${key}.mjml`, 'utf8'));
  try {
    return await compileSource({ subject, preheader, body, frame: frameOf(entry.layout ?? 'layout') }, language);
  } catch (error) {
    throw new Error(`mail template ${key} (${language}): ${(error as Error).message}`);
  }
}

// A product mail's file, as the editor starts from it.
export const templateFile = (key: TemplateKey, language: MailLanguage) => parseTemplate(readFileSync(`${DIR}${language}/${key}.mjml`, 'utf8'));

// A version staff saved and made active (ops/backoffice/templates): sent instead of the file.
// id names the version, so each is compiled once and a newer one is compiled afresh.
export type StoredTemplate = { id: string; subject: string; preheader: string; body: string };

const cachedCompile = (id: string, make: () => Promise<Compiled>): Promise<Compiled> => {
  let found = compiled.get(id);
  if (!found) {
    found = make();
    // a template that failed to compile is read again next time (it may have been fixed)
    found.catch(() => compiled.delete(id));
    compiled.set(id, found);
  }
  return found;
};

const compiledTemplate = (key: TemplateKey, language: MailLanguage, stored?: StoredTemplate | null): Promise<Compiled> =>
  stored
    ? cachedCompile(`${language}/${key}@${stored.id}`, () => compileSource({ ...stored, frame: frameOf(templateCatalog[key]?.layout ?? 'layout') }, language))
    : cachedCompile(`${language}/${key}`, () => compile(key, language));

// A compiled mail filled in with its values.
export function fillCompiled(template: Compiled, variables: Record<string, unknown>): RenderedMail {
  const subject = template.subject(variables).replace(/\s+/g, ' ').trim();
  const html = template.html({ ...variables, subject });
  const asText = template.raw.length ? Object.fromEntries(template.raw.map((name) => [name, toText(String(variables[name] ?? ''))])) : {};
  const text = template.text({ ...variables, ...asText, subject });
  return { subject, html, text: text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim() };
}

export async function renderMail(key: TemplateKey, language: MailLanguage, variables: Record<string, unknown>, stored?: StoredTemplate | null): Promise<RenderedMail> {
  return fillCompiled(await compiledTemplate(key, language, stored), variables);
}

// Compiles every template in every language: a start finds a broken one at once, not at its first mail.
export async function compileAllTemplates(): Promise<number> {
  const all = Object.keys(templateCatalog).flatMap((key) => mailLanguages.map((language) => compiledTemplate(key, language)));
  await Promise.all(all);
  return all.length;
}
