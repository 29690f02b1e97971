import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { RICH_TEXT_LINK_REL, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS, richTextFields, type RichTextSanitizer } from '../../contracts/core/rich-text';

// blocks keep a direction, ltr or rtl only
const directed = ['p', 'li', 'h3', 'h4'];
const keepDirection = (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: attribs.dir === 'ltr' || attribs.dir === 'rtl' ? { dir: attribs.dir } : {} });

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  // rel and target are set below, never taken from the input
  // a block's direction (the editor's left-to-right button), only ltr or rtl
  allowedAttributes: { a: ['href', 'rel', 'target'], ...Object.fromEntries(directed.map((tag) => [tag, ['dir']])) },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // dropped with everything inside, not kept as text: their content is code or a document
  nonTextTags: ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'noembed', 'noframes', 'iframe', 'object', 'embed', 'template', 'xmp', 'plaintext', 'title', 'svg', 'math'],
  parseStyleAttributes: false,
  transformTags: {
    ...Object.fromEntries(directed.map((tag) => [tag, keepDirection])),
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), rel: RICH_TEXT_LINK_REL, target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options).trim();

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

// Walks the schema beside the value: where the schema is a richText() field and the value a
// string, the string is sanitised.
function clean(schema: z.ZodType, value: unknown): unknown {
  if (richTextFields.has(schema)) return typeof value === 'string' ? sanitizeRichText(value) : value;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType ? clean(def.innerType, value) : value;
    case 'pipe':
      return def.in ? clean(def.in, value) : value;
    case 'array':
      return Array.isArray(value) && def.element ? value.map((v) => clean(def.element!, v)) : value;
    case 'object': {
      if (typeof value !== 'object' || value === null || !def.shape) return value;
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [key, field] of Object.entries(def.shape)) if (key in out) out[key] = clean(field, out[key]);
      return out;
    }
    default:
      return value;
  }
}

export const richTextSanitizer: RichTextSanitizer = {
  sanitize: sanitizeRichText,
  cleanFields: <T>(schema: z.ZodType, value: T): T => clean(schema, value) as T,
};
