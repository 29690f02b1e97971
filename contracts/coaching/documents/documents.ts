import { z } from 'zod';

// A client's CV links and cover letters, as every answer about them shows them.
// uploaded: a CV file the client uploaded, whose link is signed for whoever it is shown to
export const resumeSchema = z.object({ id: z.string(), title: z.string(), link: z.string(), picked: z.boolean(), isDeleted: z.boolean(), uploaded: z.boolean() });
export type Resume = z.infer<typeof resumeSchema>;

export const coverLetterSchema = z.object({ id: z.string(), title: z.string(), content: z.string(), link: z.string(), picked: z.boolean(), isDeleted: z.boolean() });
export type CoverLetter = z.infer<typeof coverLetterSchema>;
