import type { ColumnType, Generated } from 'kysely';
import type { HistoryEntryTable } from './history';
import type { Position } from './position';

// Column types shared by every feature's tables. Every read-model row keeps the log position that
// last wrote it.
import type { PositionColumn, Timestamp } from './columns';

export type { PositionColumn, Timestamp } from './columns';
export type TextArray = ColumnType<string[], string[], string[]>;

// The platform's own tables: projection progress, events set aside, write-side migrations, outgoing
// mail, and the history entries of every feature's `history` streams.
export type ProjectionCheckpointTable = {
  name: string;
  version: ColumnType<number, number | undefined, number>;
  position: PositionColumn;
  // the event store the position belongs to: a position of one engine means nothing in another
  engine: ColumnType<string, string | undefined, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type ParkedEventTable = {
  projection: string;
  position: PositionColumn;
  event_id: string;
  event_type: string;
  stream_id: string;
  error: string;
  attempts: number;
  parked_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type SchemaMigrationTable = {
  id: string;
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type MailOutboxTable = {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  error: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  dedupe_key: string | null;
  // an iCalendar invitation sent with the message (text/calendar), if any
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
  // the template the message was rendered from (its stable key), its language, and headers sent
  // with it (List-Unsubscribe)
  template: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<string | null, string | null | undefined, string | null>;
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
};

export type CoreTables = {
  projection_checkpoint: ProjectionCheckpointTable;
  projection_parked_event: ParkedEventTable;
  schema_migration: SchemaMigrationTable;
  mail_outbox: MailOutboxTable;
  history_entry: HistoryEntryTable;
};
