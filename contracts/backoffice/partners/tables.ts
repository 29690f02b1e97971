import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per journey client a partner has (or had: partner null once taken back).
export type PartnerClientTable = {
  user_id: string;
  partner: 'first' | 'second' | null;
  assigned_at: Timestamp;
  approved: boolean;
  approve_date: Timestamp | null;
  status: string | null;
  original_title: string | null;
  updated_at: Timestamp | null;
  found_job_at: Timestamp | null;
  partner_part: ColumnType<number | null, number | null, number | null>;
  talent_paid_date: Timestamp | null;
  last_position: PositionColumn;
};

// One row per partner whose emails list was set.
export type PartnerSettingsTable = {
  partner: 'first' | 'second';
  emails: ColumnType<unknown, string, string>;
  last_position: PositionColumn;
};

// One row per prepaid package a partner bought, keyed by the event that added it (two packages may be
// added in the same millisecond).
export type PartnerQuotaTable = {
  partner: 'first' | 'second';
  event_id: string;
  count: number;
  date: string;
  last_position: PositionColumn;
};

export type PartnersTables = { partner_client: PartnerClientTable; partner_settings: PartnerSettingsTable; partner_quota: PartnerQuotaTable };
