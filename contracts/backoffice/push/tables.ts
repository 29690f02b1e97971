import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

type Json<T> = ColumnType<T, string, string>;

// The pushes admins sent or kept, newest first; a removed one leaves.
export type PushHistoryTable = {
  id: string;
  title: string;
  message: string;
  query: Json<Record<string, unknown>>;
  registered_users: Json<string[]>;
  recipients: number;
  // sent, saved
  status: string;
  by: string | null;
  at: Timestamp;
  last_position: PositionColumn;
};

// Write side, never in an event: a browser's push address and keys let anyone who holds them send
// to the device. One row per browser that allowed notifications, removed when its push service
// says it is gone (404, 410) or its person turns them off.
export type PushSubscriptionTable = {
  endpoint: string;
  user_id: string;
  p256dh: string;
  auth: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

// The signed requests the recording delivery kept instead of sending them (tests, the embedded
// default without PUSH_DELIVERY=webpush): one per device and push.
export type PushOutboxTable = {
  id: ColumnType<string, never, never>;
  key: string;
  user_id: string;
  endpoint: string;
  headers: Json<Record<string, string>>;
  // the encrypted body, base64
  body: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
};

export type PushTables = { push_history: PushHistoryTable; push_subscription: PushSubscriptionTable; push_outbox: PushOutboxTable };
