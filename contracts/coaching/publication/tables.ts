import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

type Json<T> = ColumnType<T, string, string>;

// One row per client with a publication.
export type PublicationTable = {
  user_id: string;
  publish_id: string;
  status: string;
  last_test_id: string | null;
  test_sent_at: Timestamp | null;
  is_need_test: boolean | null;
  is_publish: boolean;
  begin_publish: string | null;
  approved_at: Timestamp | null;
  // when the running publication last took the picked documents (approval or Update Publish)
  data_taken_at: Timestamp | null;
  decline_reason: string | null;
  auto_put_on_publish_list: boolean;
  cover_letter_id: string | null;
  resume_id: string | null;
  exclude_list: Json<string[]>;
  active_cycle: string | null;
  number_of_cycles: number;
  last_position: PositionColumn;
};

export type PublishCyclePart = { part: number; date: string | null; sentCount: number; excluded: number; failed: number; error: string | null };

export type PublishCycleTable = {
  cycle_id: string;
  user_id: string;
  cycle: number;
  publish_id: string;
  status: string;
  opened_at: Timestamp;
  first_sent: Timestamp | null;
  parts: Json<PublishCyclePart[]>;
  last_position: PositionColumn;
};

export type PublicationTables = {
  publication: PublicationTable;
  publish_cycle: PublishCycleTable;
};
