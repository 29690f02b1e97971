import { sql, type Selectable } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import { flagOfView, type ActivityFlags, type ActivityView } from '../../../contracts/marketplace/activity/activity';
import type { ActivityFlagTable, ApplicationCountTable, ApplicationTable } from '../../../contracts/marketplace/activity/tables';
import { applyEvent, defineProjection, silentOutbox, type Db, type LiveOutbox } from '../../core/projection';
import { addPositionColumn, isOlder, writtenBefore } from '../../core/position-column';
import { keyOf, loadKeyedRows, loadRows, upsertKeyedRows, upsertRows } from '../../core/rows';
import { announceActivity, announceMatch, loadMatchDetails, publishMatch } from './activity.push';

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
    .addColumn('job_status_position', sql`numeric(40, 0)`, (c) => c.notNull().defaultTo(0))
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('application_pk', ['job_id', 'seeker_id'])
    .execute();
  await db.schema
    .createTable('application_count')
    .ifNotExists()
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('applies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connects', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matches', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('activity_flag')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('has_jobs_suggestion', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_matches_can', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_applicants', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_matches_rec', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('application_seeker_idx').ifNotExists().on('application').columns(['seeker_id', 'last_position desc']).execute();
  await db.schema.createIndex('application_recruiter_idx').ifNotExists().on('application').columns(['recruiter_id', 'last_position desc']).execute();
};

type PairEvent = DecodedEvent<'ApplicationSubmitted' | 'ConnectSent' | 'MatchMade' | 'ApplicationViewed'>;
type Row = Selectable<ApplicationTable>;
type PairRow = { [K in keyof Row]: Row[K] extends Date | null ? string | Date | null : Row[K] };
type CountRow = Selectable<ApplicationCountTable>;
type FlagRow = Selectable<ActivityFlagTable>;
type CountColumn = 'applies' | 'connects' | 'matches';
type Tell = { userId: string; views: ActivityView[]; flags: Partial<ActivityFlags> };

const pairEvents = ['ApplicationSubmitted', 'ConnectSent', 'MatchMade', 'ApplicationViewed'] as const;
const isPairEvent = (event: DecodedEvent): event is PairEvent => (pairEvents as readonly string[]).includes(event.type);

const timeColumn = { ApplicationSubmitted: 'applied_at', ConnectSent: 'connected_at', MatchMade: 'matched_at', ApplicationViewed: 'viewed_at' } as const;
const timeOf = (event: PairEvent): string =>
  event.type === 'ApplicationSubmitted' ? event.data.appliedAt : event.type === 'ConnectSent' ? event.data.connectedAt : event.type === 'MatchMade' ? event.data.matchedAt : event.data.viewedAt;
const countOf: Partial<Record<PairEvent['type'], CountColumn>> = { ApplicationSubmitted: 'applies', ConnectSent: 'connects', MatchMade: 'matches' };

// The handlers and the batch form write through these, so both leave the same rows.
const pairChanges = (event: PairEvent) => ({ [timeColumn[event.type]]: timeOf(event), recruiter_id: event.data.recruiterId, last_position: event.position });
const newPair = (event: PairEvent): PairRow => ({
  job_id: event.data.jobId,
  seeker_id: event.data.seekerId,
  applied_at: null,
  connected_at: null,
  matched_at: null,
  viewed_at: null,
  job_status: 'A',
  job_status_position: '0',
  ...pairChanges(event),
  last_position: event.position,
});
const newCount = (jobId: string, column: CountColumn, at: Position): CountRow => ({ job_id: jobId, applies: 0, connects: 0, matches: 0, [column]: 1, last_position: at });

// Who hears of a pair event once its row is written, with which lists and dots.
const tellsOf = (event: PairEvent, row: Pick<PairRow, 'seeker_id' | 'recruiter_id' | 'applied_at' | 'connected_at'>): Tell[] => {
  const seeker = (views: ActivityView[], flags: Partial<ActivityFlags> = {}): Tell => ({ userId: row.seeker_id, views, flags });
  const recruiter = (views: ActivityView[], flags: Partial<ActivityFlags> = {}): Tell => ({ userId: row.recruiter_id, views, flags });
  switch (event.type) {
    // an application to someone the recruiter connected is a match: that dot is the one to show
    case 'ApplicationSubmitted':
      return [seeker(['myApplications']), recruiter(['applicants'], row.connected_at ? {} : { hasApplicants: true })];
    case 'ConnectSent':
      return [seeker(['jobsSuggestion'], row.applied_at ? {} : { hasJobsSuggestion: true }), recruiter(['myCandidates'])];
    case 'MatchMade':
      return [seeker(['matchesCan', 'myApplications', 'jobsSuggestion'], { hasMatchesCan: true }), recruiter(['matchesRec', 'applicants', 'myCandidates'], { hasMatchesRec: true })];
    case 'ApplicationViewed':
      return [seeker(['myApplications'])];
  }
};

const seenTell = (event: DecodedEvent<'ActivitySeen'>): Tell | null => {
  const view = event.data.histogramSubType as ActivityView;
  const flag = Object.hasOwn(flagOfView, view) ? flagOfView[view as keyof typeof flagOfView] : null;
  return flag ? { userId: event.data.userId, views: [view], flags: { [flag]: false } } : null;
};

// Writes the pair's row; answers it as it now is, or nothing when the event was already applied.
async function writePair(db: Db, event: PairEvent): Promise<Row | undefined> {
  const changes = pairChanges(event);
  return db
    .insertInto('application')
    .values(newPair(event))
    .onConflict((oc) => oc.columns(['job_id', 'seeker_id']).doUpdateSet(changes).where(writtenBefore(event.position, 'application')))
    .returningAll()
    .executeTakeFirst();
}

async function count(db: Db, jobId: string, column: CountColumn, at: Position) {
  await db
    .insertInto('application_count')
    .values(newCount(jobId, column, at))
    .onConflict((oc) =>
      oc
        .column('job_id')
        .doUpdateSet({ [column]: sql`application_count.${sql.ref(column)} + 1`, last_position: at })
        .where(writtenBefore(at, 'application_count')),
    )
    .execute();
}

const flagColumn = {
  hasJobsSuggestion: 'has_jobs_suggestion',
  hasMatchesCan: 'has_matches_can',
  hasApplicants: 'has_applicants',
  hasMatchesRec: 'has_matches_rec',
} as const satisfies Record<keyof ActivityFlags, keyof ActivityFlagTable>;

const flagValues = (flags: Partial<ActivityFlags>) => Object.fromEntries(Object.entries(flags).map(([flag, on]) => [flagColumn[flag as keyof ActivityFlags], on]));
const newFlags = (userId: string, flags: Partial<ActivityFlags>, at: Position): FlagRow => ({
  user_id: userId,
  has_jobs_suggestion: false,
  has_matches_can: false,
  has_applicants: false,
  has_matches_rec: false,
  ...flagValues(flags),
  last_position: at,
});

export const toFlags = (row: Pick<Selectable<ActivityFlagTable>, (typeof flagColumn)[keyof ActivityFlags]> | undefined): ActivityFlags => ({
  hasJobsSuggestion: row?.has_jobs_suggestion ?? false,
  hasMatchesCan: row?.has_matches_can ?? false,
  hasApplicants: row?.has_applicants ?? false,
  hasMatchesRec: row?.has_matches_rec ?? false,
});

// Sets (or clears) badge dots of one user and answers the flags as they now are.
async function setFlags(db: Db, userId: string, flags: Partial<ActivityFlags>, at: Position): Promise<ActivityFlags> {
  const values = flagValues(flags);
  const row = await db
    .insertInto('activity_flag')
    .values(newFlags(userId, flags, at))
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, last_position: at }).where(writtenBefore(at, 'activity_flag')))
    .returningAll()
    .executeTakeFirst();
  return toFlags(row ?? (await db.selectFrom('activity_flag').selectAll().where('user_id', '=', userId).executeTakeFirst()));
}

// A dot whose list became empty (its items matched, or their job closed) goes out. Answers whose
// dots went out, so a batch need not read the rows again.
async function dropEmptyDots(db: Db, userIds: readonly string[]): Promise<{ applicants: string[]; suggestions: string[] }> {
  if (!userIds.length) return { applicants: [], suggestions: [] };
  // two different columns of the same rows: independent, issued together
  const [applicants, suggestions] = await Promise.all([
    sql<{ user_id: string }>`UPDATE activity_flag f SET has_applicants = false WHERE f.user_id = ANY(${[...userIds]}::text[]) AND f.has_applicants
      AND NOT EXISTS (SELECT 1 FROM application a WHERE a.recruiter_id = f.user_id AND a.applied_at IS NOT NULL AND a.matched_at IS NULL AND a.job_status = 'A')
      RETURNING f.user_id`.execute(db),
    sql<{ user_id: string }>`UPDATE activity_flag f SET has_jobs_suggestion = false WHERE f.user_id = ANY(${[...userIds]}::text[]) AND f.has_jobs_suggestion
      AND NOT EXISTS (SELECT 1 FROM application a WHERE a.seeker_id = f.user_id AND a.connected_at IS NOT NULL AND a.applied_at IS NULL AND a.job_status = 'A')
      RETURNING f.user_id`.execute(db),
  ]);
  return { applicants: applicants.rows.map((r) => r.user_id), suggestions: suggestions.rows.map((r) => r.user_id) };
}

const tell = async (db: Db, live: LiveOutbox, { userId, views, flags }: Tell, at: Position) =>
  announceActivity(live, userId, views, await setFlags(db, userId, flags, at), at);

const onPair = async (db: Db, event: PairEvent, live: LiveOutbox) => {
  const row = await writePair(db, event);
  if (!row) return;
  const column = countOf[event.type];
  if (column) await count(db, row.job_id, column, event.position);
  if (event.type === 'MatchMade') await dropEmptyDots(db, [row.seeker_id, row.recruiter_id]);
  for (const told of tellsOf(event, row)) await tell(db, live, told, event.position);
  if (event.type === 'MatchMade' && live !== silentOutbox) await announceMatch(db, live, row, event.data.matchedAt, event.position);
};

// What a run tells, in log order: the lists and dots of a user, or a match to both people.
type Said = { tell: Tell; at: Position } | { match: Pick<PairRow, 'job_id' | 'seeker_id' | 'recruiter_id'>; matchedAt: string; at: Position };

// Pair rows, counters and dots touched by a run of events, loaded once and followed in memory with
// the handlers' guards, then written with one upsert per table. The dots of the people in a match
// are cleared once, after the run: a dot stays only if its list still holds something, and the
// run's last rows say that as well as the rows at each match did. Then the messages, in log order,
// with the dots as the run left them.
async function foldRun(db: Db, run: readonly DecodedEvent[], live: LiveOutbox) {
  const pairEventsOfRun = run.filter(isPairEvent);
  if (!run.length) return;
  const pairIds = new Map(pairEventsOfRun.map((e) => [keyOf([e.data.jobId, e.data.seekerId]), [e.data.jobId, e.data.seekerId]]));
  const users = new Set(run.flatMap((e) => (isPairEvent(e) ? [e.data.seekerId, e.data.recruiterId] : e.type === 'ActivitySeen' ? [e.data.userId] : [])));
  const [pairs, counts, flags] = await Promise.all([
    loadKeyedRows<PairRow>(db, 'application', ['job_id', 'seeker_id'], [...pairIds.values()]),
    loadRows<CountRow>(db, 'application_count', 'job_id', [...new Set(pairEventsOfRun.map((e) => e.data.jobId))]),
    loadRows<FlagRow>(db, 'activity_flag', 'user_id', [...users]),
  ]);
  const written = { pairs: new Set<string>(), counts: new Set<string>(), flags: new Set<string>() };
  const said: Said[] = [];
  const inMatches = new Set<string>();
  const foldTell = (tell: Tell, at: Position) => {
    said.push({ tell, at });
    const { userId, flags: values } = tell;
    const row = flags.get(userId);
    if (row && !isOlder(row, at)) return;
    flags.set(userId, row ? { ...row, ...flagValues(values), last_position: at } : newFlags(userId, values, at));
    written.flags.add(userId);
  };
  for (const event of run) {
    if (event.type === 'ActivitySeen') {
      const told = seenTell(event);
      if (told) foldTell(told, event.position);
      continue;
    }
    if (!isPairEvent(event)) continue;
    const key = keyOf([event.data.jobId, event.data.seekerId]);
    const before = pairs.get(key);
    if (before && !isOlder(before, event.position)) continue;
    const row = before ? { ...before, ...pairChanges(event) } : newPair(event);
    pairs.set(key, row);
    written.pairs.add(key);
    const column = countOf[event.type];
    if (column) {
      const counted = counts.get(row.job_id);
      if (!counted) counts.set(row.job_id, newCount(row.job_id, column, event.position));
      else if (isOlder(counted, event.position)) counts.set(row.job_id, { ...counted, [column]: counted[column] + 1, last_position: event.position });
      written.counts.add(row.job_id);
    }
    for (const told of tellsOf(event, row)) foldTell(told, event.position);
    if (event.type === 'MatchMade') {
      inMatches.add(row.seeker_id).add(row.recruiter_id);
      said.push({ match: row, matchedAt: event.data.matchedAt, at: event.position });
    }
  }
  const pick = <R>(rows: Map<string, R>, ids: Set<string>) => [...ids].flatMap((id) => rows.get(id) ?? []);
  // three tables, independent writes, and what the match dialogs show (other tables): issued together
  const matches = said.flatMap((s) => ('match' in s ? [s.match] : []));
  const [, , , details] = await Promise.all([
    upsertKeyedRows(db, 'application', ['job_id', 'seeker_id'], pick(pairs, written.pairs)),
    upsertRows(db, 'application_count', 'job_id', pick(counts, written.counts)),
    upsertRows(db, 'activity_flag', 'user_id', pick(flags, written.flags)),
    live === silentOutbox || !matches.length ? null : loadMatchDetails(db, matches),
  ]);
  // the flags map now holds every told user's row as written; the dots that went out follow it
  const dropped = await dropEmptyDots(db, [...inMatches]);
  const clear = (id: string, column: 'has_applicants' | 'has_jobs_suggestion') => {
    const row = flags.get(id);
    if (row) flags.set(id, { ...row, [column]: false });
  };
  for (const id of dropped.applicants) clear(id, 'has_applicants');
  for (const id of dropped.suggestions) clear(id, 'has_jobs_suggestion');
  if (live === silentOutbox || !said.length) return;
  for (const s of said) {
    if ('tell' in s) announceActivity(live, s.tell.userId, s.tell.views, toFlags(flags.get(s.tell.userId)), s.at);
    else if (details) publishMatch(live, details, s.match, s.matchedAt, s.at);
  }
}

export const activityProjection = defineProjection({
  name: 'activity',
  version: 1,
  tables: ['application', 'application_count', 'activity_flag'],
  createTables,
  createIndexes,
  handlers: {
    ApplicationSubmitted: onPair,
    ConnectSent: onPair,
    MatchMade: onPair,
    ApplicationViewed: onPair,
    // applied without an account, then made one: the row moves to the seeker, counted once
    ApplicationCarriedOver: async (db, event, live) => {
      const { jobId, seekerId, recruiterId, applicantId, appliedAt } = event.data;
      const orphan = await db.deleteFrom('application').where('job_id', '=', jobId).where('seeker_id', '=', applicantId).returningAll().executeTakeFirst();
      await db
        .insertInto('application')
        .values({
          job_id: jobId,
          seeker_id: seekerId,
          recruiter_id: recruiterId,
          applied_at: orphan?.applied_at ?? appliedAt,
          viewed_at: orphan?.viewed_at ?? null,
          job_status: orphan?.job_status ?? 'A',
          job_status_position: orphan?.job_status_position ?? '0',
          last_position: event.position,
        })
        .onConflict((oc) =>
          oc.columns(['job_id', 'seeker_id']).doUpdateSet({ applied_at: appliedAt, last_position: event.position }).where(writtenBefore(event.position, 'application')),
        )
        .execute();
      await tell(db, live, { userId: seekerId, views: ['myApplications'], flags: {} }, event.position);
      await tell(db, live, { userId: recruiterId, views: ['applicants'], flags: {} }, event.position);
    },
    ActivitySeen: async (db, event, live) => {
      const told = seenTell(event);
      if (told) await tell(db, live, told, event.position);
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
      for (const userId of seekers) await tell(db, live, { userId, views: ['myApplications', 'jobsSuggestion', 'matchesCan'], flags: {} }, event.position);
      const recruiters = new Set(rows.map((r) => r.recruiter_id));
      for (const userId of recruiters) await tell(db, live, { userId, views: ['myCandidates', 'applicants', 'matchesRec'], flags: {} }, event.position);
    },
    // someone who applied without an account, erased after the retention period: their applications go
    OrphanApplicantErased: async (db, event, live) => {
      const gone = await db.deleteFrom('application').where('seeker_id', '=', event.data.applicantId).returning('recruiter_id').execute();
      await db.deleteFrom('activity_flag').where('user_id', '=', event.data.applicantId).execute();
      const recruiters = [...new Set(gone.map((r) => r.recruiter_id))];
      await dropEmptyDots(db, recruiters);
      for (const userId of recruiters) await tell(db, live, { userId, views: ['applicants'], flags: {} }, event.position);
    },
    AccountDeleted: async (db, event) => {
      const { userId } = event.data;
      await db.deleteFrom('application').where((eb) => eb.or([eb('seeker_id', '=', userId), eb('recruiter_id', '=', userId)])).execute();
      await db.deleteFrom('activity_flag').where('user_id', '=', userId).execute();
    },
  },
  // Applications, connects, views, matches and seen lists fold in memory. A status change of a job
  // that has applications, a carried-over application and a deletion look at other rows: the run
  // folded so far is written, and they go through their handlers. A status change of a job without
  // applications changes nothing (most of them in a rebuild). Live, it sends what the handlers send.
  liveBatch: true,
  async applyBatch(db, events, live) {
    const statusJobs = [...new Set(events.flatMap((e) => (e.type === 'JobStatusChanged' ? [e.data.jobId] : [])))];
    const withApplications = new Set(
      statusJobs.length ? (await db.selectFrom('application').select('job_id').distinct().where('job_id', 'in', statusJobs).execute()).map((r) => r.job_id) : [],
    );
    let run: DecodedEvent[] = [];
    for (const event of events) {
      // whatever else names a job may have written one of its rows (a carried-over application)
      if (event.type !== 'JobStatusChanged' && 'jobId' in event.data) withApplications.add(String(event.data.jobId));
      if (event.type === 'JobStatusChanged' && !withApplications.has(event.data.jobId)) continue;
      if (event.type === 'ActivitySeen' || isPairEvent(event)) {
        run.push(event);
        continue;
      }
      await foldRun(db, run, live);
      run = [];
      await applyEvent(activityProjection, db, event, live);
    }
    await foldRun(db, run, live);
  },
});
