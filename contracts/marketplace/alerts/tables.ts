import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per alert that is not removed; a visitor's alert keeps its address (encrypted in the log).
export type AlertTable = {
  id: string;
  user_id: string | null;
  email: string | null;
  histogram_type: string;
  query_string: string;
  location_lat: number | null;
  location_lng: number | null;
  location_name: string | null;
  location_country: string | null;
  // the other filters (radius, tags, employment type, seniority, company), as stored
  filters: unknown;
  url: string;
  // the search in one string (type, words, place, filters): one alert per search and account
  search_key: string;
  frequency: string;
  language: string;
  approved: boolean;
  created_at: Timestamp;
  last_position: PositionColumn;
};

// One row per account that set its mail preferences; an account without a row wants everything.
export type MailPreferenceTable = {
  user_id: string;
  alerts: boolean;
  digests: boolean;
  news: boolean;
  language: string;
  last_position: PositionColumn;
};

// Write side: the period each alert was last looked at for, and when it last mailed, so the next
// mail starts where the last look stopped. Written by the senders, not by a projection (a mail is an
// effect, not an event).
export type AlertDeliveryTable = {
  alert_id: string;
  period: string;
  checked_at: Timestamp;
  last_sent_at: Timestamp | null;
  items: number;
};

// Write side: the key that signs the links in mail (unsubscribe, approve), made once per database so
// every node shares it.
export type MailLinkKeyTable = { id: number; secret: string };

export type AlertsTables = { alert: AlertTable; mail_preference: MailPreferenceTable; alert_delivery: AlertDeliveryTable; mail_link_key: MailLinkKeyTable };
