import { z } from 'zod';

// The languages the product speaks: its screens, and the mail it writes to each person.
export const languages = ['en', 'he'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;
