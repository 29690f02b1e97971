import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per journey client: what the clients status table filters and sorts on. The contact
// details are read beside it (the journey's own, else the account's).
export type ClientStatusTable = {
  user_id: string;
  status: string | null;
  plan: string | null;
  cs_manager: string | null;
  amount: ColumnType<number | null, number | null, number | null>;
  started_at: Timestamp;
  signed_date: string | null;
  last_position: PositionColumn;
};

export type ClientsStatusTables = { client_status: ClientStatusTable };
