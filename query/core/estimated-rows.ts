import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../contracts/database';

// What the planner expects a statement to give (its estimates of words, array keys and a table's
// size hold well), remembered for a minute per database and statement: a search decides between
// its ways through the indexes without reading the matches first.
const estimates = new WeakMap<Kysely<Database>, LRUCache<string, number>>();

export async function estimatedRows(db: Kysely<Database>, query: SelectQueryBuilder<Database, keyof Database, object>): Promise<number> {
  let known = estimates.get(db);
  if (!known) estimates.set(db, (known = new LRUCache<string, number>({ max: 2_000, ttl: 60_000 })));
  const compiled = query.compile();
  const key = JSON.stringify([compiled.sql, compiled.parameters]);
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) ${query}`.execute(db);
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  const estimate = Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? Number.POSITIVE_INFINITY);
  known.set(key, estimate);
  return estimate;
}
