import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../contracts/database';
import { EXTRA_INFO_MAX_ROWS, extraInfoTypes, type ExtraInfoRow, type ExtraInfoType } from '../../../contracts/identity/admin-users/admin-users';

type Db = Kysely<Database>;
const iso = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

// The credits a person used, from their ledger: contacts unlocked, objects promoted.
const creditUses = (userId: string, kind: 'contact' | 'promote') => sql`
  FROM credit_ledger l
  LEFT JOIN job j ON l.object_type = 'job' AND j.id = l.object_id
  LEFT JOIN user_account p ON l.object_type = 'profile' AND p.id = l.object_id
  WHERE l.user_id = ${userId} AND l.kind = ${kind} AND l.delta < 0 AND l.object_id IS NOT NULL`;

const jobsWith = (userId: string, status: 'A' | 'O' | 'D') => sql`FROM job j WHERE j.owner_id = ${userId} AND j.status = ${status}`;

// Seeker × job pairs the person is in, on either side. Waiting: they moved and the other side has
// not; to respond: the other side moved and they have not; over a job no longer active, inactive.
const connectWhere: Record<'waitForResponse' | 'needToRespond' | 'matches' | 'inactiveConnects', (userId: string) => RawBuilder<unknown>> = {
  waitForResponse: (u) => sql`a.job_status = 'A' AND a.matched_at IS NULL AND (
    (a.seeker_id = ${u} AND a.applied_at IS NOT NULL AND a.connected_at IS NULL) OR (a.recruiter_id = ${u} AND a.connected_at IS NOT NULL AND a.applied_at IS NULL))`,
  needToRespond: (u) => sql`a.job_status = 'A' AND a.matched_at IS NULL AND (
    (a.seeker_id = ${u} AND a.connected_at IS NOT NULL AND a.applied_at IS NULL) OR (a.recruiter_id = ${u} AND a.applied_at IS NOT NULL AND a.connected_at IS NULL))`,
  matches: (u) => sql`a.job_status = 'A' AND a.matched_at IS NOT NULL AND (a.seeker_id = ${u} OR a.recruiter_id = ${u})`,
  inactiveConnects: (u) => sql`a.job_status <> 'A' AND (a.seeker_id = ${u} OR a.recruiter_id = ${u})`,
};
const connectsOf = (userId: string, type: keyof typeof connectWhere) => sql`FROM application a
  LEFT JOIN job j ON j.id = a.job_id
  LEFT JOIN user_account o ON o.id = CASE WHEN a.seeker_id = ${userId} THEN a.recruiter_id ELSE a.seeker_id END
  WHERE ${connectWhere[type](userId)}`;

// alerts and reports are not kept by this product yet
const sourceOf = (userId: string, type: ExtraInfoType): RawBuilder<unknown> | null => {
  switch (type) {
    case 'contacts':
      return creditUses(userId, 'contact');
    case 'promotes':
      return creditUses(userId, 'promote');
    case 'activeJobs':
      return jobsWith(userId, 'A');
    case 'archivedJobs':
      return jobsWith(userId, 'O');
    case 'deletedJobs':
      return jobsWith(userId, 'D');
    case 'alerts':
    case 'reports':
      return null;
    default:
      return connectsOf(userId, type);
  }
};

const selectOf = (userId: string, type: ExtraInfoType) => {
  if (type === 'contacts' || type === 'promotes')
    return sql`SELECT l.id AS "_id", l.at, l.object_type AS "objectType", l.object_id AS "objectId", l.balance,
      COALESCE(j.title || ' · ' || j.company, NULLIF(trim(p.first_name || ' ' || p.last_name), '')) AS object`;
  if (type === 'activeJobs' || type === 'archivedJobs' || type === 'deletedJobs')
    return sql`SELECT j.id AS "_id", j.created_at AS "createdAt", j.title, j.company, j.updated_at AS "updatedAt"`;
  return sql`SELECT a.job_id || ':' || a.seeker_id AS "_id", GREATEST(a.applied_at, a.connected_at, a.matched_at) AS at,
    CASE WHEN a.seeker_id = ${userId} THEN 'seeker' ELSE 'recruiter' END AS role, j.title AS job, j.company,
    NULLIF(trim(o.first_name || ' ' || o.last_name), '') AS other, a.applied_at AS "appliedAt", a.connected_at AS "connectedAt", a.matched_at AS "matchedAt"`;
};

const dateKeys = new Set(['at', 'createdAt', 'updatedAt', 'appliedAt', 'connectedAt', 'matchedAt']);

// How many of each type the person has.
export async function countExtraUserInfo(db: Db, userId: string): Promise<Record<ExtraInfoType, number>> {
  const counts = await Promise.all(
    extraInfoTypes.map(async (type) => {
      const source = sourceOf(userId, type);
      if (!source) return [type, 0] as const;
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n ${source}`.execute(db);
      return [type, Number(rows[0]?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ExtraInfoType, number>;
}

// Every row of one type, newest first (up to the cap; count says how many there are).
export async function extraUserInfoRows(db: Db, userId: string, type: ExtraInfoType): Promise<{ rows: ExtraInfoRow[]; count: number }> {
  const source = sourceOf(userId, type);
  if (!source) return { rows: [], count: 0 };
  const newest = type.endsWith('Jobs') ? sql`"createdAt" DESC` : sql`at DESC NULLS LAST`;
  const [{ rows }, counted] = await Promise.all([
    sql<Record<string, unknown>>`${selectOf(userId, type)} ${source} ORDER BY ${newest}, "_id" LIMIT ${EXTRA_INFO_MAX_ROWS}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n ${source}`.execute(db),
  ]);
  const asRow = (row: Record<string, unknown>): ExtraInfoRow =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, dateKeys.has(key) ? iso(value) : (value as ExtraInfoRow[string])]));
  return { rows: rows.map(asRow), count: Number(counted.rows[0]?.n ?? 0) };
}
