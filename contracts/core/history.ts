import type { ColumnType } from 'kysely';
import type { EventMetadata } from './event-store';
import type { PositionColumn, Timestamp } from './columns';

// What a description may name: what a translation interpolates (a status, a count, field names).
export type DescribedValue = string | number | boolean | null | readonly string[];
export type DescribedValues = Readonly<Record<string, DescribedValue>>;

// How one event reads in a history: a translation key and its parameters ("Status changed from
// {{from}} to {{to}}" with { from: 'A', to: 'O' }); the reader's language says it.
//
// A change often reads against what was there before, which the event does not say: a status
// change carries only the new status. So describe is handed `earlier`, the values that the same
// stream's earlier descriptions asked to `remember` (each entry keeps them, merged over those of
// the entry before it). An entry is then complete when it is written: a reader pages through
// entries without pairing them, and a rebuild writes the same entries, folding in the same order.
//
// Params and remembered values are copied into a read model that outlives an account: never a
// personal field (names, phone, email), never a person's id. Who acted is kept apart (actor,
// on-behalf-of) and forgotten with the account.
export type Description = { key: string; params: DescribedValues; remember?: DescribedValues };

// Who acted, from an event's metadata: `actor` on events written since acting-for arrived,
// `userId` on those before; null for the system (a scheduled job) and for visitors.
export const actorOf = (metadata: EventMetadata): string | null => text(metadata.actor) ?? text(metadata.userId);
// Whose behalf it was done on, when staff acted for someone.
export const onBehalfOf = (metadata: EventMetadata): string | null => text(metadata.onBehalfOf);
// The request (or job run) that appended the event.
export const requestOf = (metadata: EventMetadata): string | null => text(metadata.correlationId);

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

// The declared prefix a stream belongs to (the longest that matches), or null when its events are
// not kept as history.
export const historyStreamType = (streamId: string, prefixes: readonly string[]): string | null =>
  prefixes.reduce<string | null>((best, prefix) => (streamId.startsWith(prefix) && prefix.length > (best?.length ?? -1) ? prefix : best), null);

// One described event of a stream a feature declares in `history`; the log position is its key.
export type HistoryEntryTable = {
  position: PositionColumn;
  stream_id: string;
  // the declared prefix ('job-'): which kind of thing the stream is
  stream_type: string;
  stream_position: number;
  event_type: string;
  recorded_at: Timestamp;
  actor: string | null;
  on_behalf_of: string | null;
  correlation_id: string | null;
  description_key: string;
  description_params: ColumnType<DescribedValues, string, string>;
  // what the next description of the stream gets as `earlier`
  remembered: ColumnType<DescribedValues, string, string>;
  last_position: PositionColumn;
};
