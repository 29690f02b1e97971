import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { NEWSLETTER_JOBS_LISTED } from '../../../contracts/backoffice/journey-settings/copies';

type Db = Kysely<Database>;
export type NewsJob = { title: string; company: string; location: string };

// What the newsletter's WhatsApp text says since a moment: the active jobs posted (the first ones
// by name), and the publication parts sent to clients.
export async function newsletterSince(db: Db, since: Date): Promise<{ jobs: NewsJob[]; jobCount: number; parts: number; clients: number }> {
  const posted = db.selectFrom('job').where('status', '=', 'A').where('created_at', '>=', since);
  // a cycle's parts each carry the day they were sent
  const sentParts = sql<{ user_id: string; sent: string }>`(select c.user_id, p->>'date' as sent from publish_cycle c cross join lateral jsonb_array_elements(c.parts) p where p->>'date' is not null)`.as('s');
  const [jobs, jobCount, parts] = await Promise.all([
    posted.select(['title', 'company', 'location']).orderBy('created_at', 'desc').orderBy('id').limit(NEWSLETTER_JOBS_LISTED).execute(),
    posted.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom(sentParts)
      .where(sql<boolean>`s.sent::timestamptz >= ${since}`)
      .select((eb) => [eb.fn.countAll<string>().as('parts'), sql<string>`count(distinct s.user_id)`.as('clients')])
      .executeTakeFirstOrThrow(),
  ]);
  return { jobs, jobCount: Number(jobCount.n), parts: Number(parts.parts), clients: Number(parts.clients) };
}

// The intake questionnaires received since a moment, counted by their status: each status of the
// journey settings' list in its order, then any status a questionnaire still carries that the list
// no longer has (so the counts add up to the total); and the leads logged since then.
export async function questionnaireStatusCounts(db: Db, from: { since: Date; day: string }, statuses: readonly string[]): Promise<{ counts: { status: string; count: number }[]; total: number; leads: number }> {
  const [byStatus, leads] = await Promise.all([
    db
      .selectFrom('intake_questionnaire')
      .where('submitted_at', '>=', from.since)
      .groupBy('status')
      .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
      .orderBy('status')
      .execute(),
    db.selectFrom('lead').where('date', '>=', from.since).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const found = new Map(byStatus.map((row) => [row.status, Number(row.n)]));
  const counts = [...statuses, ...[...found.keys()].filter((status) => !statuses.includes(status))].map((status) => ({ status, count: found.get(status) ?? 0 }));
  return { counts, total: counts.reduce((sum, c) => sum + c.count, 0), leads: Number(leads.n) };
}
