import type { PositionColumn, Timestamp } from '../../core/tables';

// The projection that writes the leads' read model: a query that remembers what it read names it.
export const LEAD_PROJECTION = 'lead';

// One row per lead that is not deleted.
export type LeadTable = {
  id: string;
  date: Timestamp;
  email: string;
  name: string;
  phone: string;
  international_phone: string;
  communication_channel: string;
  cs_manager: string | null;
  relevant: string;
  is_knew_about_service: boolean;
  summary: string;
  is_follow_up_needed: boolean;
  follow_up_reminder_date: Timestamp | null;
  status: string;
  contacted_us: boolean;
  questionnaire_id: string | null;
  last_position: PositionColumn;
};

export type LeadsTables = { lead: LeadTable };

// The lead's text columns a search over all of them reads as one text (the leads table's key, the
// read model's column), in the order the read model's index joins them.
export const LEAD_SEARCHED_TOGETHER = [
  ['name', 'name'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['internationalPhone', 'international_phone'],
  ['communicationChannel', 'communication_channel'],
  ['status', 'status'],
  ['summary', 'summary'],
] as const;
