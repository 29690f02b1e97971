import type { ColumnType } from 'kysely';
import type { PositionColumn } from '../../core/tables';
import type { KpiState } from './kpi-state';

type Json<T> = ColumnType<T, string, string>;

// One row per journey: the client's folded KPI state, and beside it the dates and counts the
// need-attention flags are computed from (columns, so a staff list reads them without the state).
export type KpiClientTable = {
  user_id: string;
  state: Json<KpiState>;
  status: string | null;
  plan: string | null;
  current_step: number;
  cycles: number;
  open_cycle_first_part: string | null;
  last_publish_at: string | null;
  frozen_since: string | null;
  safety_net_active: boolean;
  safety_net_expire_date: string | null;
  publish_status: string;
  billing_anchor: string | null;
  subscription_end_date: string | null;
  meeting_scheduled: boolean;
  last_position: PositionColumn;
};

// Sums over every client (benchmarks): each client's contribution is replaced as its state changes.
export type KpiSumTable = { key: string; value: number };

export type KpiTables = { kpi_client: KpiClientTable; kpi_sum: KpiSumTable };
