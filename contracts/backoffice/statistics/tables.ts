import type { ColumnType } from 'kysely';
import type { PositionColumn } from '../../core/tables';

// A counter of the statistics: metric (contracts/backoffice/statistics/metrics.ts) in a week (its
// Sunday, Israel time; '' for a count as of now), with the position of the last event counted.
export type StatCounterTable = {
  metric: string;
  week: string;
  // numeric: sums of amounts stay exact
  value: ColumnType<string, number, number>;
  last_position: PositionColumn;
};

// What the counters need to remember of a job, a person, a journey, an interview or a payment to
// count its next event (a job's status before it changed): keyed '<kind>:<id>'.
export type StatSubjectTable = {
  key: string;
  state: ColumnType<Record<string, unknown>, string, string>;
  last_position: PositionColumn;
};

export type StatisticsTables = { stat_counter: StatCounterTable; stat_subject: StatSubjectTable };
