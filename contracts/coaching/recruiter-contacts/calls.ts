import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { tableInputShape } from '../../core/data-table';
import { recruiterContactsTable } from './contacts-table';
import { contactEmail as email, recruiterContactSchema } from './recruiter-contacts';

// The recruiter contact list the parts are mailed to (back-office spec §7 Publish).
export const recruiterContactsCalls = defineCalls({
  getRecruiterContacts: {
    kind: 'query',
    access: 'staff',
    summary: 'The recruiter contact list as a data table.',
    input: z.object(tableInputShape(recruiterContactsTable)).strict(),
    output: z.object({ data: z.array(recruiterContactSchema), cells: z.array(z.unknown()), count: z.number() }),
  },
  addRecruiterContact: {
    kind: 'command',
    access: 'staff',
    summary: 'Add a recruiter (an address already there is merged).',
    input: z.object({ email, name: z.string().trim().max(200).optional(), company: z.string().trim().max(200).optional() }),
    output: z.object({ count: z.number() }),
  },
  importRecruiterContacts: {
    kind: 'command',
    access: 'staff',
    summary: 'Import recruiters from CSV text with an email column (name and company optional); duplicates by email are merged.',
    input: z.object({ csv: z.string().min(1).max(5_000_000) }),
    bodyLimitBytes: 6 * 1024 * 1024,
    output: z.object({ imported: z.number(), merged: z.number(), rejected: z.number(), count: z.number() }),
  },
  removeRecruiterContact: {
    kind: 'command',
    access: 'staff',
    summary: 'Take a recruiter off the list.',
    input: z.object({ email }),
    output: z.object({ count: z.number() }),
  },
});
