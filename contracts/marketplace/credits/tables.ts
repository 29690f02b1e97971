import type { PositionColumn, Timestamp } from '../../core/tables';

// Every movement of every credit ledger, one row per event.
export type CreditLedgerTable = {
  id: string;
  user_id: string;
  kind: string;
  delta: number;
  balance: number;
  reason: string;
  actor_id: string | null;
  object_type: string | null;
  object_id: string | null;
  payment_id: string | null;
  note: string | null;
  at: Timestamp;
  last_position: PositionColumn;
};

// Every promotion, active or expired.
export type PromotionTable = {
  promotion_id: string;
  user_id: string;
  object_type: string;
  object_id: string;
  promoted_at: Timestamp;
  expires_at: Timestamp;
  expired_at: Timestamp | null;
  last_position: PositionColumn;
};

export type CreditTables = { credit_ledger: CreditLedgerTable; promotion: PromotionTable };
