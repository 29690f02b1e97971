import { z } from 'zod';
import { recruiterContactsMessages as m } from './messages';

// A recruiter's address as every list of addresses takes it (the contact list, the test addresses,
// a simulation's): trimmed and in lower case.
export const contactEmail = z.string().trim().toLowerCase().pipe(z.email({ error: m.ContactEmailInvalid })).pipe(z.string().max(254));

export const recruiterContactSchema = z.object({ email: z.string(), name: z.string().nullable(), company: z.string().nullable(), addedAt: z.string() });
export type RecruiterContact = z.infer<typeof recruiterContactSchema>;
