import { z } from 'zod';
import { coreMessages } from './messages';

// A history's entry as the calls answer it, for any stream a feature keeps a history of (a job, a
// journey). A file of its own: history.ts is imported without the schema library.
export const logPositionSchema = z.string().regex(/^\d{1,40}$/, coreMessages.NotALogPosition);
const person = z.object({ id: z.string(), name: z.string().nullable() });
const describedValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);

// One change as a history lists it: who (names as the account reads now; null once the account is
// deleted, or for the system), what (a translation key and its parameters), when, from which request.
export const historyEntrySchema = z.object({
  position: logPositionSchema,
  version: z.number(),
  type: z.string(),
  at: z.string(),
  actor: person.nullable(),
  onBehalfOf: person.nullable(),
  requestId: z.string().nullable(),
  change: z.object({ key: z.string(), params: z.record(z.string(), describedValue) }),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
