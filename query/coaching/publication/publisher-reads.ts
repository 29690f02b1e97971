import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

type Db = Kysely<Database>;

export type CellToSend = { cellId: string; userId: string; cycleId: string; part: number; status: string; removed: boolean; excludeList: string[] };

// One cell as the publisher needs it, with its client's exclude list.
export async function cellToSend(db: Db, cellId: string): Promise<CellToSend | null> {
  const row = await db
    .selectFrom('publish_cell as c')
    .leftJoin('publication as p', 'p.user_id', 'c.user_id')
    .select(['c.cell_id', 'c.user_id', 'c.cycle_id', 'c.part', 'c.status', 'c.removed', 'p.exclude_list'])
    .where('c.cell_id', '=', cellId)
    .executeTakeFirst();
  if (!row) return null;
  return { cellId: row.cell_id, userId: row.user_id, cycleId: row.cycle_id, part: row.part, status: row.status, removed: row.removed, excludeList: (row.exclude_list as string[] | null) ?? [] };
}

// Cells still to send, with their times (publishing turned back on schedules them again).
export async function waitingCells(db: Db): Promise<{ cellId: string; runAt: Date }[]> {
  const rows = await db.selectFrom('publish_cell').select(['cell_id', 'run_at']).where('removed', '=', false).where('status', 'in', ['READY', 'publishfailed']).execute();
  return rows.map((r) => ({ cellId: r.cell_id, runAt: new Date(r.run_at) }));
}

// The mailer's key of one recipient of one part: a part mails each address once, however often it runs.
export const partMailKey = (cycleId: string, part: number, email: string) => `publish:${cycleId}:${part}:${email}`;
const partKeyPattern = (cycleId: string, part: number) => `publish:${cycleId.replace(/[\\%_]/g, (c) => `\\${c}`)}:${part}:%`;

// What the outbox holds of one part: every recipient mailed, and those whose sending failed (the
// mailer tries them again with backoff), with the first failure's error.
export async function partOutcome(db: Db, cycleId: string, part: number): Promise<{ total: number; failed: number; error: string | null }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where sent_at is null and error is not null)::int`.as('failed'),
      sql<string | null>`min(error) filter (where sent_at is null and error is not null)`.as('error'),
    ])
    .where('dedupe_key', 'like', partKeyPattern(cycleId, part))
    .executeTakeFirstOrThrow();
  return { total: row.total, failed: row.failed, error: row.error };
}
