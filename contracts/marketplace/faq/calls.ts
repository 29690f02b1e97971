import { z } from 'zod';
import { defineCalls } from '../../core/call';

const entry = z.object({ question: z.string(), answer: z.string() });

// One question of the FAQ, in both languages the product speaks.
export const faqItemSchema = z.object({ id: z.string(), topic: z.enum(['seekers', 'recruiters', 'account', 'pro']), en: entry, he: entry });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqCalls = defineCalls({
  'get-faq-data': {
    kind: 'query',
    access: 'anonymous',
    method: 'GET',
    summary: 'The questions people ask about the product, with their answers, in English and Hebrew (GET, no body; POST answers the same).',
    input: z.object({}).default({}),
    output: z.object({ faq: z.array(faqItemSchema) }),
  },
});
