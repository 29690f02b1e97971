import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

type Json<T> = ColumnType<T, string, string>;

export type PublishCellTable = {
  cell_id: string;
  user_id: string;
  cycle_id: string;
  part: number;
  publish_time: string;
  run_at: Timestamp;
  status: string;
  emails_sent: number;
  emails_excluded: number;
  emails_failed: number;
  publish_error: string | null;
  running_time: Timestamp | null;
  removed: boolean;
  last_position: PositionColumn;
};

export type PublishGlobalTable = { id: string; publish_on: boolean; send_newsletters_on: boolean; emails_to_send_test: Json<string[]>; last_position: PositionColumn };

export type PublishGridTables = {
  publish_cell: PublishCellTable;
  publish_global: PublishGlobalTable;
};
