import type { PositionColumn, Timestamp } from '../../core/tables';

// The links coaches made, with whether each is paid.
export type PaymentLinkTable = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  amount: number;
  currency: string;
  plan: string;
  months: number;
  url: string;
  // created, paid
  status: string;
  created_by: string | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  user_id: string | null;
  last_position: PositionColumn;
};

export type PaymentLinkTables = { payment_link: PaymentLinkTable };
