import { z } from 'zod';

// Rich text: a small HTML subset (paragraphs, line breaks, bold, italic, underline, lists, links,
// two heading levels) that the server cleans before anything is stored. A field says it is rich
// text by wrapping its schema: `description: richText(z.string().trim().max(20000))`. Every
// handler that stores such fields passes its input through RichTextSanitizer.cleanFields with the
// same schema, so a new rich-text field is covered by that one word.
export const richTextFields = z.registry<{ richText: true }>();

export const richText = <S extends z.ZodType<string, string>>(schema: S): S => {
  richTextFields.add(schema, { richText: true });
  return schema;
};

// The tags and link schemes rich text may hold; everything else is removed.
export const RICH_TEXT_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4'] as const;
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
// every link opens away from the page and passes on nothing
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

export type RichTextSanitizer = {
  // HTML reduced to the allowed subset; safe to render as HTML in any browser
  sanitize(html: string): string;
  // the value with every field its schema marks richText() sanitised (through objects, arrays,
  // optional, nullable and default wrappers); other fields unchanged
  cleanFields<T>(schema: z.ZodType, value: T): T;
};
