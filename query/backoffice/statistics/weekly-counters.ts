import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { NOW_WEEK } from '../../../contracts/backoffice/statistics/metrics';

// Counters of some metrics from the log's first week to `last`: the weeks from `first` one by one,
// those before it as one sum (where a level starts from). One query; its rows are at most the
// metrics times the weeks asked for.
export type Weekly = {
  metrics: string[];
  flow(metric: string, weeks: readonly string[]): number[];
  level(metric: string, weeks: readonly string[]): number[];
};

const round = (n: number) => Math.round(n * 100) / 100;

export async function readWeekly(db: Kysely<Database>, patterns: readonly string[], first: string, last: string): Promise<Weekly> {
  const { rows } = await sql<{ metric: string; week: string; value: number }>`
    SELECT metric, CASE WHEN week < ${first} THEN ${NOW_WEEK} ELSE week END AS week, sum(value)::float8 AS value
    FROM stat_counter
    WHERE week <> ${NOW_WEEK} AND week <= ${last} AND metric LIKE ANY(${[...patterns]}::text[])
    GROUP BY 1, 2`.execute(db);
  const byMetric = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const weeks = byMetric.get(r.metric) ?? new Map<string, number>();
    weeks.set(r.week, Number(r.value));
    byMetric.set(r.metric, weeks);
  }
  const flow = (m: string, weeks: readonly string[]) => weeks.map((w) => round(byMetric.get(m)?.get(w) ?? 0));
  return {
    metrics: [...byMetric.keys()].sort(),
    flow,
    level(m, weeks) {
      const all = byMetric.get(m);
      // what came before the weeks asked for, however far back
      let sum = [...(all?.entries() ?? [])].filter(([w]) => w < (weeks[0] ?? '')).reduce((s, [, v]) => s + v, 0);
      return weeks.map((w) => round((sum += all?.get(w) ?? 0)));
    },
  };
}

export const sumOf = (series: readonly number[]): number => Math.round(series.reduce((s, v) => s + v, 0) * 100) / 100;
