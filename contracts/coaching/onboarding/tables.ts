import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per client who began onboarding.
export type OnboardingTable = {
  user_id: string;
  data_checked_at: Timestamp | null;
  cv_file_id: string | null;
  cv_file_name: string | null;
  cv_file_kind: string | null;
  cv_file_size: number | null;
  cv_uploaded_at: Timestamp | null;
  meeting_slot_id: string | null;
  meeting_start: Timestamp | null;
  meeting_end: Timestamp | null;
  last_position: PositionColumn;
};

// One row per slot staff opened; booked_by is the client who holds it.
export type MeetingSlotTable = {
  slot_id: string;
  start_at: Timestamp;
  end_at: Timestamp;
  opened_by: string | null;
  booked_by: string | null;
  closed: boolean;
  last_position: PositionColumn;
};

// One row per replaced CV file kept for the mailed links to it, until they expire.
export type KeptCvFileTable = {
  file_id: string;
  user_id: string;
  kept_until: Timestamp;
  last_position: PositionColumn;
};

export type OnboardingTables = { onboarding: OnboardingTable; meeting_slot: MeetingSlotTable; kept_cv_file: KeptCvFileTable };
