import { sql } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import { companyNameKey } from '../../../contracts/marketplace/companies/company-values';
import { isOlder, writtenBefore } from '../../core/position-column';
import type { Db, ProjectionHandlers } from '../../core/projection';
import type { ByHandRuns } from '../../core/row-touch';

// Every job by the key of its company's name, and the count of each key's active jobs, kept as job
// events arrive: a company page reads its jobs count in its own row, whichever company was listed
// first. A job's row keeps the position that last wrote it, and an event older than it changes
// nothing, so the count moves by what the event changed (a job turned on or off, or moved to another
// key) in the same transaction as the job's row, and a replayed event does not move it twice. The
// count is never counted again from the rows: that read every job of the key (a seq scan of the
// whole table, as the partial index holds only active rows) on each status change.

type Move = { jobId: string; ownerId?: string; company?: string; url?: string | null; active?: boolean; createdAt?: string };

type CountMove = { by: number; url: string | null; position: Position };

// Each key's count moved by `by`, as of `position`; a URL given replaces the key's, none keeps it.
async function addToCounts(db: Db, moves: ReadonlyMap<string, CountMove>): Promise<void> {
  if (!moves.size) return;
  const rows = [...moves].map(([key, m]) => sql`(${key}, ${m.by}::int, ${m.url}::text, ${m.position}::numeric)`);
  await sql`INSERT INTO company_job_count (name_key, active_jobs, company_url, last_position)
    VALUES ${sql.join(rows)}
    ON CONFLICT (name_key) DO UPDATE SET active_jobs = company_job_count.active_jobs + EXCLUDED.active_jobs,
      company_url = COALESCE(EXCLUDED.company_url, company_job_count.company_url), last_position = EXCLUDED.last_position`.execute(db);
}

type JobRow = { job_id: string; owner_id: string; name_key: string; active: boolean; created_at: string | Date; last_position: unknown };

// One move folded onto the job's row as it stands (undefined: never seen): the row it leaves, and
// each key's count change (into `counts`), or null when the move changes nothing.
function foldMove(before: JobRow | undefined, move: Move, position: Position, counts: Map<string, CountMove>): JobRow | null {
  if (before && !isOlder(before, position)) return null;
  const key = move.company !== undefined ? companyNameKey(move.company) : before?.name_key;
  // a change to a job this table never saw created (none is)
  if (key === undefined || !before && move.createdAt === undefined) return null;
  const row: JobRow = {
    job_id: move.jobId,
    owner_id: move.ownerId ?? before?.owner_id ?? '',
    name_key: key,
    active: move.active ?? before?.active ?? false,
    created_at: move.createdAt ?? before!.created_at,
    last_position: position,
  };
  if (before?.active === row.active && before?.name_key === key && move.url === undefined) return row;
  const change = new Map<string, number>([[key, 0]]);
  if (before) change.set(before.name_key, before.active ? -1 : 0);
  if (row.active) change.set(key, (change.get(key) ?? 0) + 1);
  for (const [k, by] of change) {
    const count = counts.get(k) ?? { by: 0, url: null, position };
    count.by += by;
    if (move.url !== undefined && k === key && move.url !== null) count.url = move.url;
    count.position = position;
    counts.set(k, count);
  }
  return row;
}

const writeJobRows = (db: Db, rows: readonly JobRow[]) =>
  rows.length
    ? db
        .insertInto('company_job')
        .values(rows.map((r) => ({ ...r, last_position: String(r.last_position) })))
        .onConflict((oc) =>
          oc.column('job_id').doUpdateSet((eb) => ({
            owner_id: eb.ref('excluded.owner_id'),
            name_key: eb.ref('excluded.name_key'),
            active: eb.ref('excluded.active'),
            last_position: eb.ref('excluded.last_position'),
          })),
        )
        .execute()
    : Promise.resolve();

// Jobs posted and changed, one event or a run of them one after another in a batch (the first start
// posts ten thousand): their rows read in one statement, the moves folded in the log's order
// (foldMove's guards), the rows written in one statement and each key's count moved once by the sum
// of what the run changed, the URL of its last move that gave one.
async function moveJobs(db: Db, events: readonly DecodedEvent[]): Promise<void> {
  const moves = events.flatMap((event) => {
    const move = moveOf(event);
    return move ? [{ move, position: event.position }] : [];
  });
  if (!moves.length) return;
  const ids = [...new Set(moves.map(({ move }) => move.jobId))];
  const found = await db.selectFrom('company_job').selectAll().where('job_id', 'in', ids).execute();
  const rows = new Map<string, JobRow>(found.map((r) => [r.job_id, r]));
  const written = new Map<string, JobRow>();
  const counts = new Map<string, CountMove>();
  for (const { move, position } of moves) {
    const row = foldMove(rows.get(move.jobId), move, position, counts);
    if (!row) continue;
    rows.set(row.job_id, row);
    written.set(row.job_id, row);
  }
  await Promise.all([writeJobRows(db, [...written.values()]), addToCounts(db, counts)]);
}

// What a posted or changed job moves in this table (nothing: a change that keeps its name and URL).
function moveOf(event: DecodedEvent): Move | null {
  if (event.type === 'JobCreated') {
    const { data } = event as DecodedEvent<'JobCreated'>;
    return { jobId: data.jobId, ownerId: data.ownerId, company: data.job.company, url: data.job.company_url, active: data.status === 'A', createdAt: data.createdAt };
  }
  if (event.type === 'JobUpdated') {
    const { data } = event as DecodedEvent<'JobUpdated'>;
    if (data.changes.company === undefined && data.changes.company_url === undefined) return null;
    return { jobId: data.jobId, ...(data.changes.company !== undefined ? { company: data.changes.company } : {}), ...(data.changes.company_url !== undefined ? { url: data.changes.company_url } : {}) };
  }
  return null;
}

// A job turned on or off, the busiest change this table sees (a recruiter toggling jobs), as one
// statement: the row as it was, the row moved, and its key's count moved by what changed. The
// statement's parts read one snapshot, so `before` is the row as the event found it. moveJobs reads,
// then writes (two statements, the second waiting for the first): on the embedded engine
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
  const counts = new Map<string, CountMove>();
  for (const { name_key } of rows) counts.set(name_key, { by: (counts.get(name_key)?.by ?? 0) - 1, url: null, position });
  await addToCounts(db, counts);
}

export const companyJobHandlers: ProjectionHandlers = {
  JobCreated: (db, event) => moveJobs(db, [event]),
  JobUpdated: (db, event) => moveJobs(db, [event]),
  JobStatusChanged: async (db, { data, position }: DecodedEvent<'JobStatusChanged'>) => turnJob(db, data.jobId, data.status === 'A', position),
  AccountDeleted: async (db, { data, position }: DecodedEvent<'AccountDeleted'>) => dropOwner(db, data.userId, position),
};

// Runs of posted and changed jobs in a batch are written together (moveJobs).
export const companyJobRuns: ByHandRuns = { JobCreated: moveJobs, JobUpdated: moveJobs };
