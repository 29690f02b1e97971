import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per item a person keeps saved. A job deleted by moderation, a deleted account's resume and
// the deleted account's own rows leave; a job its owner closed or deleted stays, shown as no longer
// available.
export type SavedItemTable = {
  user_id: string;
  item_id: string;
  item_type: string;
  saved_at: Timestamp;
  last_position: PositionColumn;
};

export type SavedItemsTables = { saved_item: SavedItemTable };
