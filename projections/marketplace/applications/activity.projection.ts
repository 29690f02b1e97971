import { sql, type Selectable } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import { flagOfView, type ActivityFlags, type ActivityView } from '../../../contracts/marketplace/applications/activity';
import type { ActivityFlagTable, ApplicationTable } from '../../../contracts/marketplace/applications/tables';
import { defineProjection, type Db, type LiveOutbox } from '../../core/projection';
import { announceActivity, announceMatch } from './activity.push';

const position = sql`numeric(40, 0)`;

const createTables = async (db: Db) => {
  await db.schema
    .createTable('application')
    .ifNotExists()
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('seeker_id', 'text', (c) => c.notNull())
    .addColumn('recruiter_id', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz')
    .addColumn('connected_at', 'timestamptz')
    .addColumn('matched_at', 'timestamptz')
    .addColumn('viewed_at', 'timestamptz')
    .addColumn('job_status', 'text', (c) => c.notNull().defaultTo('A'))
    .addColumn('job_status_position', position, (c) => c.notNull().defaultTo(0))
    .addColumn('last_position', position, (c) => c.notNull())
    .addPrimaryKeyConstraint('application_pk', ['job_id', 'seeker_id'])
    .execute();
  await db.schema
    .createTable('application_count')
    .ifNotExists()
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('applies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connects', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matches', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_position', position, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('activity_flag')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('has_jobs_suggestion', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_matches_can', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_applicants', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_matches_rec', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_position', position, (c) => c.notNull())
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('application_seeker_idx').ifNotExists().on('application').columns(['seeker_id', 'last_position desc']).execute();
  await db.schema.createIndex('application_recruiter_idx').ifNotExists().on('application').columns(['recruiter_id', 'last_position desc']).execute();
};

type PairEvent = DecodedEvent<'ApplicationSubmitted' | 'ConnectSent' | 'MatchMade' | 'ApplicationViewed'>;
type Row = Selectable<ApplicationTable>;

const timeColumn = { ApplicationSubmitted: 'applied_at', ConnectSent: 'connected_at', MatchMade: 'matched_at', ApplicationViewed: 'viewed_at' } as const;
const timeOf = (event: PairEvent): string =>
  event.type === 'ApplicationSubmitted' ? event.data.appliedAt : event.type === 'ConnectSent' ? event.data.connectedAt : event.type === 'MatchMade' ? event.data.matchedAt : event.data.viewedAt;

// Writes the pair's row; answers it as it now is, or nothing when the event was already applied.
async function writePair(db: Db, event: PairEvent): Promise<Row | undefined> {
  const column = timeColumn[event.type];
  const { jobId, seekerId, recruiterId } = event.data;
  const at = timeOf(event);
  return db
    .insertInto('application')
    .values({ job_id: jobId, seeker_id: seekerId, recruiter_id: recruiterId, [column]: at, last_position: event.position })
    .onConflict((oc) =>
      oc
        .columns(['job_id', 'seeker_id'])
        .doUpdateSet({ [column]: at, recruiter_id: recruiterId, last_position: event.position })
        .where(sql<boolean>`application.last_position < ${event.position}::numeric`),
    )
    .returningAll()
    .executeTakeFirst();
}

async function count(db: Db, jobId: string, column: 'applies' | 'connects' | 'matches', at: Position) {
  await db
    .insertInto('application_count')
    .values({ job_id: jobId, applies: 0, connects: 0, matches: 0, [column]: 1, last_position: at })
    .onConflict((oc) =>
      oc
        .column('job_id')
        .doUpdateSet({ [column]: sql`application_count.${sql.ref(column)} + 1`, last_position: at })
        .where(sql<boolean>`application_count.last_position < ${at}::numeric`),
    )
    .execute();
}

const flagColumn = {
  hasJobsSuggestion: 'has_jobs_suggestion',
  hasMatchesCan: 'has_matches_can',
  hasApplicants: 'has_applicants',
  hasMatchesRec: 'has_matches_rec',
} as const satisfies Record<keyof ActivityFlags, keyof ActivityFlagTable>;

export const toFlags = (row: Pick<Selectable<ActivityFlagTable>, (typeof flagColumn)[keyof ActivityFlags]> | undefined): ActivityFlags => ({
  hasJobsSuggestion: row?.has_jobs_suggestion ?? false,
  hasMatchesCan: row?.has_matches_can ?? false,
  hasApplicants: row?.has_applicants ?? false,
  hasMatchesRec: row?.has_matches_rec ?? false,
});

// Sets (or clears) badge dots of one user and answers the flags as they now are.
async function setFlags(db: Db, userId: string, flags: Partial<ActivityFlags>, at: Position): Promise<ActivityFlags> {
  const values = Object.fromEntries(Object.entries(flags).map(([flag, on]) => [flagColumn[flag as keyof ActivityFlags], on]));
  const row = await db
    .insertInto('activity_flag')
    .values({ user_id: userId, ...values, last_position: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, last_position: at }).where(sql<boolean>`activity_flag.last_position < ${at}::numeric`))
    .returningAll()
    .executeTakeFirst();
  return toFlags(row ?? (await db.selectFrom('activity_flag').selectAll().where('user_id', '=', userId).executeTakeFirst()));
}

// A dot whose list became empty (its items matched, or their job closed) goes out.
async function dropEmptyDots(db: Db, userIds: readonly string[]) {
  if (!userIds.length) return;
  await sql`UPDATE activity_flag f SET has_applicants = false WHERE f.user_id = ANY(${[...userIds]}::text[]) AND f.has_applicants
    AND NOT EXISTS (SELECT 1 FROM application a WHERE a.recruiter_id = f.user_id AND a.applied_at IS NOT NULL AND a.matched_at IS NULL AND a.job_status = 'A')`.execute(db);
  await sql`UPDATE activity_flag f SET has_jobs_suggestion = false WHERE f.user_id = ANY(${[...userIds]}::text[]) AND f.has_jobs_suggestion
    AND NOT EXISTS (SELECT 1 FROM application a WHERE a.seeker_id = f.user_id AND a.connected_at IS NOT NULL AND a.applied_at IS NULL AND a.job_status = 'A')`.execute(db);
}

const tell = async (db: Db, live: LiveOutbox, userId: string, views: ActivityView[], flags: Partial<ActivityFlags>, at: Position) =>
  announceActivity(live, userId, views, await setFlags(db, userId, flags, at), at);

export const activityProjection = defineProjection({
  name: 'activity',
  version: 1,
  tables: ['application', 'application_count', 'activity_flag'],
  createTables,
  createIndexes,
  handlers: {
    ApplicationSubmitted: async (db, event, live) => {
      const row = await writePair(db, event);
      if (!row) return;
      await count(db, row.job_id, 'applies', event.position);
      await tell(db, live, row.seeker_id, ['myApplications'], {}, event.position);
      // an application to someone the recruiter connected is a match: that dot is the one to show
      await tell(db, live, row.recruiter_id, ['applicants'], row.connected_at ? {} : { hasApplicants: true }, event.position);
    },
    ConnectSent: async (db, event, live) => {
      const row = await writePair(db, event);
      if (!row) return;
      await count(db, row.job_id, 'connects', event.position);
      await tell(db, live, row.seeker_id, ['jobsSuggestion'], row.applied_at ? {} : { hasJobsSuggestion: true }, event.position);
      await tell(db, live, row.recruiter_id, ['myCandidates'], {}, event.position);
    },
    MatchMade: async (db, event, live) => {
      const row = await writePair(db, event);
      if (!row) return;
      await count(db, row.job_id, 'matches', event.position);
      await dropEmptyDots(db, [row.seeker_id, row.recruiter_id]);
      await tell(db, live, row.seeker_id, ['matchesCan', 'myApplications', 'jobsSuggestion'], { hasMatchesCan: true }, event.position);
      await tell(db, live, row.recruiter_id, ['matchesRec', 'applicants', 'myCandidates'], { hasMatchesRec: true }, event.position);
      await announceMatch(db, live, row, event.data.matchedAt, event.position);
    },
    ApplicationViewed: async (db, event, live) => {
      const row = await writePair(db, event);
      if (row) await tell(db, live, row.seeker_id, ['myApplications'], {}, event.position);
    },
    ActivitySeen: async (db, event, live) => {
      const view = event.data.histogramSubType as ActivityView;
      const flag = Object.hasOwn(flagOfView, view) ? flagOfView[view as keyof typeof flagOfView] : null;
      if (flag) await tell(db, live, event.data.userId, [view], { [flag]: false }, event.position);
    },
    // a job that stops being active hides its connects and matches; activated again, they are back
    JobStatusChanged: async (db, event, live) => {
      const rows = await db
        .updateTable('application')
        .set({ job_status: event.data.status, job_status_position: event.position })
        .where('job_id', '=', event.data.jobId)
        .where(sql<boolean>`job_status_position < ${event.position}::numeric`)
        .returning(['seeker_id', 'recruiter_id'])
        .execute();
      const seekers = new Set(rows.map((r) => r.seeker_id));
      await dropEmptyDots(db, [...seekers, ...rows.map((r) => r.recruiter_id)]);
      for (const userId of seekers) await tell(db, live, userId, ['myApplications', 'jobsSuggestion', 'matchesCan'], {}, event.position);
      const recruiters = new Set(rows.map((r) => r.recruiter_id));
      for (const userId of recruiters) await tell(db, live, userId, ['myCandidates', 'applicants', 'matchesRec'], {}, event.position);
    },
    AccountDeleted: async (db, event) => {
      const { userId } = event.data;
      await db.deleteFrom('application').where((eb) => eb.or([eb('seeker_id', '=', userId), eb('recruiter_id', '=', userId)])).execute();
      await db.deleteFrom('activity_flag').where('user_id', '=', userId).execute();
    },
  },
});
