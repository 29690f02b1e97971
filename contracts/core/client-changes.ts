import { z } from 'zod';
import type { CallDefinition } from './call';

// Who hears a change to a journey client's data: 'client' is the client's room (journey:{userId}:
// the client and the staff who opened them), 'staff' the staff who opened them only (for answers
// only staff may read).
export type Audience = 'client' | 'staff';

// A command a feature announces: the live message its answer travels in, and to whom.
export type Announcement = { message: string; to: Audience };

export const changedBySchema = z.object({ id: z.string(), name: z.string(), staff: z.boolean() });
export type ChangedBy = z.infer<typeof changedBySchema>;

// What every announced change says besides the answer: whose data, the log position of what was
// appended, the first event type appended (change), and who made it, by name and side.
const envelope = z.object({ userId: z.string(), position: z.string(), change: z.string(), by: changedBySchema.nullable() });
export type ChangeEnvelope = z.infer<typeof envelope>;

type CallTable = Readonly<Record<string, CallDefinition>>;

// One announced change: the call made and its answer, as the caller was answered.
export type AnnouncedChange<C extends CallTable, N extends keyof C & string> = { [K in N]: ChangeEnvelope & { call: K; answer: z.output<C[K]['output']> } }[N];

// A feature's commands about a journey client whose answers are told to those who have the client
// open (coaching: every screen staff or the client have open patches itself from the answer, as the
// caller's own screen does). Gives the feature its live message (`live`) and the calls it announces
// (`announces`), both spread into defineFeature:
//   const trackerChanges = announced('tracker.changed', trackerCalls, { createEditTalentInterview: 'client', … });
export function announced<const M extends string, const C extends CallTable, const N extends keyof C & string>(message: M, calls: C, to: { readonly [K in N]: Audience }) {
  const names = Object.keys(to) as N[];
  const options = names.map((call) => envelope.extend({ call: z.literal(call), answer: calls[call]!.output }));
  const schema = z.discriminatedUnion('call', options as unknown as [(typeof options)[number], ...(typeof options)[number][]]) as unknown as z.ZodType<AnnouncedChange<C, N>>;
  const announces = Object.fromEntries(names.map((call) => [call, { message, to: to[call] }])) as { readonly [K in N]: { message: M; to: Audience } };
  return { message, schema, live: { [message]: schema } as { readonly [K in M]: z.ZodType<AnnouncedChange<C, N>> }, announces };
}
