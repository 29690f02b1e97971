import type { PositionColumn, Timestamp } from '../../core/tables';

export type PaymentTable = {
  id: string;
  user_id: string;
  method: string;
  months: number;
  amount: number;
  currency: string;
  provider: string;
  // started, succeeded, failed, cancelled
  status: string;
  card_last4: string | null;
  failure_reason: string | null;
  started_at: Timestamp;
  completed_at: Timestamp | null;
  last_position: PositionColumn;
};

// Pro members' own settings.
export type ProSettingTable = {
  user_id: string;
  anonymous_search: boolean;
  last_position: PositionColumn;
};

export type PaymentTables = { payment: PaymentTable; pro_setting: ProSettingTable };
