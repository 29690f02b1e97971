import { sql } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import { companyNameKey } from '../../../contracts/marketplace/companies/company-values';
import { isOlder, writtenBefore } from '../../core/position-column';
import type { Db, ProjectionHandlers } from '../../core/projection';

// Every job by the key of its company's name, and the count of each key's active jobs, kept as job
// events arrive: a company page reads its jobs count in its own row, whichever company was listed
// first. A job's row keeps the position that last wrote it, and an event older than it changes
// nothing, so the count moves by what the event changed (a job turned on or off, or moved to another
// key) in the same transaction as the job's row, and a replayed event does not move it twice. The
// count is never counted again from the rows: that read every job of the key (a seq scan of the
// whole table, as the partial index holds only active rows) on each status change.

type Move = { jobId: string; ownerId?: string; company?: string; url?: string | null; active?: boolean; createdAt?: string };

async function addToCounts(db: Db, change: ReadonlyMap<string, number>, position: Position, url: { key: string; value: string | null } | null): Promise<void> {
  for (const [key, by] of change) {
    const companyUrl = url && url.key === key ? url.value : null;
    await sql`INSERT INTO company_job_count (name_key, active_jobs, company_url, last_position)
      VALUES (${key}, ${by}, ${companyUrl}, ${position}::numeric)
      ON CONFLICT (name_key) DO UPDATE SET active_jobs = company_job_count.active_jobs + EXCLUDED.active_jobs,
        company_url = COALESCE(EXCLUDED.company_url, company_job_count.company_url), last_position = EXCLUDED.last_position`.execute(db);
  }
}

async function moveJob(db: Db, move: Move, position: Position): Promise<void> {
  const before = await db.selectFrom('company_job').selectAll().where('job_id', '=', move.jobId).executeTakeFirst();
  if (before && !isOlder(before, position)) return;
  const key = move.company !== undefined ? companyNameKey(move.company) : before?.name_key;
  // a change to a job this table never saw created (none is)
  if (key === undefined || !before && move.createdAt === undefined) return;
  const row = {
    job_id: move.jobId,
    owner_id: move.ownerId ?? before?.owner_id ?? '',
    name_key: key,
    active: move.active ?? before?.active ?? false,
    created_at: move.createdAt ?? before!.created_at,
    last_position: position,
  };
  await db
    .insertInto('company_job')
    .values(row)
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ owner_id: row.owner_id, name_key: row.name_key, active: row.active, last_position: row.last_position }))
    .execute();
  if (before?.active === row.active && before?.name_key === key && move.url === undefined) return;
  const change = new Map<string, number>([[key, 0]]);
  if (before) change.set(before.name_key, before.active ? -1 : 0);
  if (row.active) change.set(key, (change.get(key) ?? 0) + 1);
  await addToCounts(db, change, position, move.url !== undefined ? { key, value: move.url } : null);
}

// A job turned on or off, the busiest change this table sees (a recruiter toggling jobs), as one
// statement: the row as it was, the row moved, and its key's count moved by what changed. The
// statement's parts read one snapshot, so `before` is the row as the event found it. moveJob reads,
// writes and counts in three statements, each waiting for the one before: on the embedded engine
// each wait holds the live lane's transaction open while the main thread answers.
async function turnJob(db: Db, jobId: string, active: boolean, position: Position): Promise<void> {
  await sql`WITH before AS (
      SELECT name_key, active FROM company_job WHERE job_id = ${jobId} AND ${writtenBefore(position)}
    ), moved AS (
      UPDATE company_job SET active = ${active}, last_position = ${position}::numeric
      WHERE job_id = ${jobId} AND ${writtenBefore(position)} RETURNING job_id
    )
    INSERT INTO company_job_count (name_key, active_jobs, company_url, last_position)
    SELECT before.name_key, CASE WHEN ${active}::boolean THEN 1 ELSE -1 END, NULL, ${position}::numeric
    FROM before JOIN moved ON true WHERE before.active IS DISTINCT FROM ${active}::boolean
    ON CONFLICT (name_key) DO UPDATE SET active_jobs = company_job_count.active_jobs + EXCLUDED.active_jobs, last_position = EXCLUDED.last_position`.execute(db);
}

// A deleted recruiter's jobs leave every list: they count no more.
async function dropOwner(db: Db, ownerId: string, position: Position): Promise<void> {
  const rows = await db.selectFrom('company_job').select('name_key').where('owner_id', '=', ownerId).where('active', '=', true).execute();
  if (!rows.length) return;
  await db.updateTable('company_job').set({ active: false, last_position: position }).where('owner_id', '=', ownerId).where('active', '=', true).execute();
  const change = new Map<string, number>();
  for (const { name_key } of rows) change.set(name_key, (change.get(name_key) ?? 0) - 1);
  await addToCounts(db, change, position, null);
}

export const companyJobHandlers: ProjectionHandlers = {
  JobCreated: async (db, { data, position }: DecodedEvent<'JobCreated'>) =>
    moveJob(db, { jobId: data.jobId, ownerId: data.ownerId, company: data.job.company, url: data.job.company_url, active: data.status === 'A', createdAt: data.createdAt }, position),
  JobUpdated: async (db, { data, position }: DecodedEvent<'JobUpdated'>) => {
    if (data.changes.company === undefined && data.changes.company_url === undefined) return;
    await moveJob(db, { jobId: data.jobId, ...(data.changes.company !== undefined ? { company: data.changes.company } : {}), ...(data.changes.company_url !== undefined ? { url: data.changes.company_url } : {}) }, position);
  },
  JobStatusChanged: async (db, { data, position }: DecodedEvent<'JobStatusChanged'>) => turnJob(db, data.jobId, data.status === 'A', position),
  AccountDeleted: async (db, { data, position }: DecodedEvent<'AccountDeleted'>) => dropOwner(db, data.userId, position),
};
