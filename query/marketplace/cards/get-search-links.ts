import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { FOOTER_LINKS, MIN_SEARCHES_SHOWN } from '../../../contracts/marketplace/cards/search-terms';

const UNDISCLOSED = 'Undisclosed Company';

// 'People Also Searched': the terms searched most on a list this month and last, each at least
// MIN_SEARCHES_SHOWN times.
export async function topSearches(db: Kysely<Database>, histogramType: string, now: Date): Promise<{ query: string; searches: number }[]> {
  const thisMonth = now.toISOString().slice(0, 7);
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const total = sql<string | number>`sum(searches)`;
  const rows = await db
    .selectFrom('search_term_month')
    .select(['term', total.as('searches')])
    .where('histogram_type', '=', histogramType)
    .where('month', 'in', [thisMonth, lastMonth])
    .groupBy('term')
    .having(total, '>=', MIN_SEARCHES_SHOWN)
    .orderBy(total, 'desc')
    .orderBy('term')
    .limit(FOOTER_LINKS)
    .execute();
  return rows.map((row) => ({ query: row.term, searches: Number(row.searches) }));
}

// 'Top Companies': the named companies with the most active jobs.
export async function topCompanies(db: Kysely<Database>): Promise<{ company: string; jobs: number }[]> {
  const jobs = sql<string | number>`count(*)`;
  const rows = await db
    .selectFrom('job')
    .select(['company', jobs.as('jobs')])
    .where('status', '=', 'A')
    .where('company', '!=', '')
    .where('company', '!=', UNDISCLOSED)
    .groupBy('company')
    .orderBy(jobs, 'desc')
    .orderBy('company')
    .limit(FOOTER_LINKS)
    .execute();
  return rows.map((row) => ({ company: row.company, jobs: Number(row.jobs) }));
}
