import sanitizeHtml from 'sanitize-html';
import type { TemplateFields } from '../../../contracts/backoffice/templates/template';

// What staff type into a template is cleaned on the server before it is stored: MJML's own tags and a
// mail's HTML, with their presentation attributes; no script, no event handler, no frame, no link
// other than http, https, mailto or tel. Handlebars expressions are set aside while the markup is
// cleaned (the cleaner would take their quotes and '>' for markup) and put back as they were.
const MJML_TAGS = [
  'mjml', 'mj-head', 'mj-body', 'mj-title', 'mj-preview', 'mj-attributes', 'mj-all', 'mj-class', 'mj-style', 'mj-font', 'mj-breakpoint',
  'mj-section', 'mj-column', 'mj-group', 'mj-wrapper', 'mj-hero', 'mj-text', 'mj-button', 'mj-image', 'mj-divider', 'mj-spacer', 'mj-table', 'mj-social', 'mj-social-element',
  // holds what goes between blocks (a list's {{#each}}); what is inside is cleaned as the rest
  'mj-raw',
];
const HTML_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'span', 'div', 'a', 'h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'img', 'hr', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'];
const ATTRIBUTES = [
  'href', 'src', 'alt', 'title', 'name', 'width', 'height', 'align', 'valign', 'vertical-align', 'dir', 'lang', 'direction', 'target', 'rel', 'style',
  'color', 'background-color', 'background-url', 'background-size', 'background-repeat', 'container-background-color', 'font-family', 'font-size', 'font-weight', 'font-style',
  'line-height', 'letter-spacing', 'text-align', 'text-decoration', 'text-transform', 'padding', 'padding-top', 'padding-bottom', 'padding-left', 'padding-right', 'inner-padding',
  'border', 'border-top', 'border-bottom', 'border-left', 'border-right', 'border-radius', 'border-color', 'border-style', 'border-width', 'css-class', 'mj-class',
  'full-width', 'icon-size', 'mode', 'cellpadding', 'cellspacing', 'colspan', 'rowspan', 'inline', 'path',
];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...MJML_TAGS, ...HTML_TAGS],
  allowedAttributes: { '*': ATTRIBUTES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'background-url'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'noembed', 'noframes', 'iframe', 'object', 'embed', 'template', 'xmp', 'plaintext', 'svg', 'math'],
  selfClosing: ['br', 'hr', 'img', 'mj-image', 'mj-divider', 'mj-spacer', 'mj-all', 'mj-class', 'mj-font', 'mj-breakpoint', 'mj-social-element'],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  parseStyleAttributes: false,
};

const OPEN = '\uE000';
const CLOSE = '\uE001';
const MUSTACHE = /\{\{\{?[\s\S]*?\}?\}\}/g;

export function sanitizeTemplateMarkup(markup: string): string {
  const kept: string[] = [];
  const bare = markup.replace(MUSTACHE, (expression) => `${OPEN}${kept.push(expression) - 1}${CLOSE}`);
  const clean = sanitizeHtml(bare, options);
  return clean.replace(new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'), (_, n: string) => kept[Number(n)] ?? '');
}

// plain text: no tag at all (a subject, a preview line)
const plain = (text: string) => text.replace(/<[^>]*>/g, '').replace(/[<>]/g, '');

// A version's fields as they are stored and sent.
export const sanitizeTemplateFields = (fields: TemplateFields): TemplateFields => ({
  ...fields,
  subject: plain(fields.subject),
  preheader: plain(fields.preheader),
  // a simple content is text: its paragraphs are made when it is sent
  content: fields.simpleContent ? plain(fields.content) : sanitizeTemplateMarkup(fields.content),
  mainHtml: sanitizeTemplateMarkup(fields.mainHtml),
  // CSS goes inside the frame's style: it may not close it
  css: fields.css.replace(/<\/?[a-z-]*/gi, ''),
});
