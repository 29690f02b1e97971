import type { PositionColumn, Timestamp } from '../../core/tables';

// What each person swiped left on; the deck never shows these again (until the skip is undone).
export type DeckSkipTable = {
  user_id: string;
  histogram_type: string;
  object_id: string;
  skipped_at: Timestamp;
  last_position: PositionColumn;
};

export type DeckTables = { deck_skip: DeckSkipTable };
