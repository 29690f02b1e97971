import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// The inbox: what someone offline sees on their next visit.
export type NotificationTable = {
  id: string;
  user_id: string;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  read_at: Timestamp | null;
  last_position: PositionColumn;
};

export type InboxTables = { notification: NotificationTable };
