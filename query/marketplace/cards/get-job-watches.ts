import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { WATCH_WINDOW_DAYS } from '../../../contracts/marketplace/cards/hiring';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

// Watches of the last 30 days (today included).
export async function watchesLastMonth(db: Kysely<Database>, jobId: string, now: Date): Promise<number> {
  const since = dayOf(new Date(now.getTime() - (WATCH_WINDOW_DAYS - 1) * 86_400_000));
  const row = await db
    .selectFrom('job_watch_day')
    .select(sql<string | number | null>`sum(watches)`.as('total'))
    .where('job_id', '=', jobId)
    .where('day', '>=', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

// By calendar month, newest first: at most the last 12.
export async function watchesByMonth(db: Kysely<Database>, jobId: string): Promise<{ month: string; watches: number }[]> {
  const month = sql<string>`substr(day, 1, 7)`;
  const rows = await db
    .selectFrom('job_watch_day')
    .select([month.as('month'), sql<string | number>`sum(watches)`.as('watches')])
    .where('job_id', '=', jobId)
    .groupBy(month)
    .orderBy(month, 'desc')
    .limit(12)
    .execute();
  return rows.map((row) => ({ month: row.month, watches: Number(row.watches) }));
}
