import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per occurrence staff edited (the others are as the rule says).
export type EventOccurrenceTable = {
  id: string;
  event_url: string;
  host: string;
  google_meet_link: string;
  limit_places: number;
  status: string;
  edited_at: Timestamp;
  last_position: PositionColumn;
};

// One row per registrant of an occurrence, waiting or not, cancelled or not.
export type EventRegistrantTable = {
  id: string;
  occurrence_id: string;
  event_url: string;
  code: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  // A active, D cancelled
  status: string;
  waiting: boolean;
  cancel_reason: string | null;
  check_in: boolean;
  created_at: Timestamp;
  // when the person joined the list they are on now (the waitlist's order, then the promotion)
  placed_at: Timestamp;
  last_position: PositionColumn;
};

export type EventTables = { event_occurrence: EventOccurrenceTable; event_registrant: EventRegistrantTable };
