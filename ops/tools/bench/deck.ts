import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type CompiledQuery, type Insertable } from 'kysely';
import pg from 'pg';
import type { Database } from '../../../contracts/database';
import type { UserAccountTable } from '../../../contracts/identity/users/tables';
import { DECK_MAX, type DeckType } from '../../../contracts/marketplace/deck/deck';
import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { activityProjection } from '../../../projections/marketplace/activity/activity.projection';
import { deckProjection } from '../../../projections/marketplace/deck/deck.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { jobProjection, writeSearchRows } from '../../../projections/marketplace/jobs/job.projection';
import { getSwipeDeck } from '../../../query/marketplace/deck/get-swipe-deck';
import { openPGlite, openPostgres, type SqlEngine } from '../../db/database';
import { ConcurrentPGliteDialect } from '../../db/pglite-dialect';
import { loadJobs, NOW } from './search';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Engine, type Figure } from './support/report';
import { pick, pickSome, round, roundSummary, seededRandom, summarize, type Summary } from './support/stats';
import { jobRow, tagPool } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// The swipe deck of a seeker over the jobs the search bench loads, and of a recruiter over the
// seekers' profiles, each call timed beside the least any deck call does: the caller's row and a
// card page read in index order, nothing scored or left out.

const DAY = 86_400_000;
const WARMUP = 5;

type Profile = { name: string; userId: string; type: DeckType; radius?: number };
type Raw = (text: string, values: readonly unknown[]) => Promise<readonly Record<string, unknown>[]>;

const place = (name: string) => defaultPlaces.find((p) => p.name === name)!;

const account = (id: string, at: Date, over: Partial<Insertable<UserAccountTable>>): Insertable<UserAccountTable> => withKeys({
  id,
  email: `${id}@example.com`,
  first_name: 'Noa',
  last_name: 'Levi',
  lookingforwork: true,
  is_admin: false,
  is_pro: false,
  pro_end_date: null,
  contact_credit: 0,
  promote_credit: 0,
  joblimit: 3,
  verified: true,
  title: null,
  phone: null,
  no_phone: false,
  personal_info: null,
  location: null,
  loc_lat: null,
  loc_lng: null,
  seniority_level: null,
  employment_type: 'FULL_TIME',
  tags: [],
  visible_search_engines: true,
  show_resume: true,
  card_color: 0,
  source: 'web',
  created_at: at,
  updated_at: at,
  last_position: '1',
  ...over,
});

// the projection keeps the tags' lower case beside them
const withKeys = (row: Insertable<UserAccountTable>): Insertable<UserAccountTable> => ({ ...row, tag_keys: (row.tags ?? []).map((t) => t.toLowerCase()) });

// Seekers as people type them: a town, a level, a few tags, about half of them in lower case.
async function loadSeekers(db: Kysely<Database>, count: number): Promise<void> {
  const rng = seededRandom(4321);
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
      const town = rng() < 0.9 ? pick(rng, defaultPlaces.slice(1)) : null;
      const lower = rng() < 0.5;
      const at = new Date(NOW.getTime() - Math.floor(rng() * 180 * DAY));
      return account(`seeker${(start + k).toString(36).padStart(5, '0')}`, at, {
        title: 'Developer',
        location: town?.name ?? null,
        loc_lat: town?.lat ?? null,
        loc_lng: town?.lng ?? null,
        seniority_level: pick(rng, ['Junior', 'Mid-Level', 'Senior']),
        tags: pickSome(rng, tagPool, 2, 8).map((t) => (lower ? t.toLowerCase() : t)),
        show_resume: rng() < 0.9,
      });
    });
    await db.insertInto('user_account').values(rows).execute();
  }
  // a few profiles paid to come first
  const promoted = Array.from({ length: Math.ceil(count / 200) }, (_, i) => `seeker${(i * 197).toString(36).padStart(5, '0')}`);
  await db
    .insertInto('promotion')
    .values(promoted.map((id) => ({ promotion_id: `p-${id}`, user_id: id, object_type: 'profile', object_id: id, promoted_at: NOW, expires_at: new Date(NOW.getTime() + DAY), last_position: '1' })))
    .execute();
}

const skip = (db: Kysely<Database>, userId: string, type: DeckType, ids: readonly string[]) =>
  ids.length
    ? db
        .insertInto('deck_skip')
        .values(ids.map((id) => ({ user_id: userId, histogram_type: type, object_id: id, skipped_at: NOW, last_position: '1' })))
        .onConflict((oc) => oc.doNothing())
        .execute()
    : Promise.resolve();

// A seeker applies to jobs: the rows the activity projection keeps for them.
async function apply(db: Kysely<Database>, seekerId: string, jobIds: readonly string[]): Promise<void> {
  if (!jobIds.length) return;
  const owners = await db.selectFrom('job').select(['id', 'owner_id']).where('id', 'in', [...jobIds]).execute();
  await db
    .insertInto('application')
    .values(owners.map((j) => ({ job_id: j.id, seeker_id: seekerId, recruiter_id: j.owner_id, applied_at: NOW, last_position: '1' })))
    .execute();
}

const listingIds = (db: Kysely<Database>, n: number, tags?: readonly string[]) => {
  let q = db.selectFrom('job_search').select('id').where('status', '=', 'A');
  if (tags) q = q.where(sql<boolean>`tag_keys && ${tags.map((t) => t.toLowerCase())}::text[]`);
  return q.orderBy('promoted', 'desc').orderBy('created_at', 'desc').orderBy('id').limit(n).execute().then((rows) => rows.map((r) => r.id));
};

// Someone who swiped left through `cards` cards of their own deck.
async function swipe(db: Kysely<Database>, p: Profile, cards: number): Promise<void> {
  for (let done = 0; done < cards; done += DECK_MAX) {
    const deck = await getSwipeDeck(db, p.userId, { histogramType: p.type, limit: DECK_MAX, radius: p.radius, now: NOW });
    if (!deck.cards.length) return;
    await skip(db, p.userId, p.type, deck.cards.map((c) => c.objectId));
  }
}

async function profiles(db: Kysely<Database>): Promise<Profile[]> {
  const at = new Date(NOW.getTime() - 30 * DAY);
  const tlv = place('Tel Aviv');
  const haifa = place('Haifa');
  const small = place('Beit Shemesh');
  const web = ['typescript', 'react', 'node.js', 'postgresql'];
  await db
    .insertInto('user_account')
    .values([
      account('deck-web', at, { tags: web, seniority_level: 'Mid-Level', location: tlv.name, loc_lat: tlv.lat, loc_lng: tlv.lng }),
      account('deck-blank', at, {}),
      account('deck-rare', at, { tags: ['rtos', 'embedded c'], seniority_level: 'Senior', location: small.name, loc_lat: small.lat, loc_lng: small.lng }),
      account('deck-swiper', at, { tags: pickSome(seededRandom(7), tagPool, 8, 8), seniority_level: 'Junior', location: haifa.name, loc_lat: haifa.lat, loc_lng: haifa.lng }),
      account('deck-recruiter', at, { lookingforwork: false, location: tlv.name, loc_lat: tlv.lat, loc_lng: tlv.lng }),
      account('deck-recruiter-nojob', at, { lookingforwork: false, tags: ['Python', 'AWS'], location: haifa.name, loc_lat: haifa.lat, loc_lng: haifa.lng }),
    ])
    .execute();
  // the recruiter's job: what their deck is ranked against
  const job = jobRow(seededRandom(11), 'deck-recruiter-job', 'deck-recruiter', at, 'A', '1');
  await db.insertInto('job').values({ ...job, tags: ['Go', 'Kubernetes', 'AWS'], seniority_level: 'Senior', loc_lat: tlv.lat, loc_lng: tlv.lng, promoted: 0 }).execute();
  await writeSearchRows(db, [job.id!]);

  // skipped the 300 newest jobs, applied to the 30 newest that carry their tags
  await skip(db, 'deck-web', 'jobs', await listingIds(db, 300));
  await apply(db, 'deck-web', await listingIds(db, 30, ['TypeScript', 'React', 'Node.js', 'PostgreSQL']));
  const list: Profile[] = [
    { name: 'seeker: 4 tags, Tel Aviv, skipped 300 newest', userId: 'deck-web', type: 'jobs' },
    { name: 'seeker: no tags, no place', userId: 'deck-blank', type: 'jobs' },
    { name: 'seeker: 2 rare tags, small town, radius 25', userId: 'deck-rare', type: 'jobs', radius: 25 },
    { name: 'seeker: 8 tags, Haifa, radius 10, swiped 200', userId: 'deck-swiper', type: 'jobs', radius: 10 },
    { name: 'recruiter: job in Tel Aviv, swiped 300, 50 connected', userId: 'deck-recruiter', type: 'resumes' },
    { name: 'recruiter: no job, radius 50', userId: 'deck-recruiter-nojob', type: 'resumes', radius: 50 },
  ];
  await swipe(db, list[3]!, 200);
  await swipe(db, list[4]!, 300);
  const connected = await db.selectFrom('user_account').select('id').where('lookingforwork', '=', true).orderBy('id', 'desc').limit(50).execute();
  await db
    .insertInto('application')
    .values(connected.map((u) => ({ job_id: job.id!, seeker_id: u.id, recruiter_id: 'deck-recruiter', connected_at: NOW, last_position: '1' })))
    .execute();
  return list;
}

// The least a deck call reads: the caller's row, then a page of cards in an index's order.
const baselineSql = {
  me: 'SELECT * FROM user_account WHERE id = $1',
  jobs: `SELECT j.*, COALESCE(n.applies, 0) AS applies FROM job j LEFT JOIN application_count n ON n.job_id = j.id
    WHERE j.id IN (SELECT id FROM job_search WHERE status = 'A' ORDER BY promoted DESC, created_at DESC, id LIMIT $1)`,
  resumes: 'SELECT * FROM user_account WHERE lookingforwork AND show_resume ORDER BY id LIMIT $1',
};

// The deck as ranked over every active job (the order getSwipeDeck promises), ids and scores: what
// a bounded candidate set is compared with.
async function exactJobs(db: Kysely<Database>, userId: string, radius: number | undefined): Promise<Array<{ id: string; score: number }>> {
  const me = await db.selectFrom('user_account').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const wanted = me.tags.map((t) => t.toLowerCase());
  const dist =
    me.loc_lat === null || me.loc_lng === null
      ? sql`NULL::float8`
      : sql`2 * 6371 * asin(sqrt(power(sin(radians(s.loc_lat - ${me.loc_lat}::float8) / 2), 2) + cos(radians(${me.loc_lat}::float8)) * cos(radians(s.loc_lat)) * power(sin(radians(s.loc_lng - ${me.loc_lng}::float8) / 2), 2)))`;
  const { rows } = await sql<{ id: string; score: number }>`SELECT id, score FROM (
      SELECT s.id, s.promoted, s.created_at, ${dist} AS d,
        3 * cardinality(ARRAY(SELECT t FROM unnest(s.tag_keys) t WHERE t = ANY(${wanted}::text[])))
          + CASE WHEN s.seniority_level = ${me.seniority_level} THEN 2 ELSE 0 END
          + CASE WHEN ${dist} IS NULL THEN 0 WHEN ${dist} <= 10 THEN 2 WHEN ${dist} <= 50 THEN 1 ELSE 0 END
          + CASE WHEN s.created_at > ${new Date(NOW.getTime() - 7 * DAY).toISOString()}::timestamptz THEN 1 ELSE 0 END AS score
      FROM job_search s
      WHERE s.status = 'A' AND NOT EXISTS (SELECT 1 FROM job o WHERE o.id = s.id AND o.owner_id = ${userId})
        AND NOT EXISTS (SELECT 1 FROM application a WHERE a.job_id = s.id AND a.seeker_id = ${userId})
        AND NOT EXISTS (SELECT 1 FROM deck_skip k WHERE k.user_id = ${userId} AND k.histogram_type = 'jobs' AND k.object_id = s.id)) c
    WHERE ${radius === undefined ? sql`TRUE` : sql`(c.d IS NULL OR c.d <= ${radius}::float8)`}
    ORDER BY promoted DESC, score DESC, created_at DESC, id LIMIT ${DECK_MAX}`.execute(db);
  return rows.map((r) => ({ id: r.id, score: Number(r.score) }));
}

const meanOf = (xs: readonly number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : 0);

type ProfileRun = {
  deckMs: Summary;
  baselineMs: Summary;
  cards: number;
  exactMs?: Summary;
  sameCards?: number;
  sameOrder?: boolean;
  // the cards' mean match score, dealt and over every job: how much a bounded set gives up
  meanScore?: { dealt: number; everyJob: number };
};

async function timeProfiles(engine: SqlEngine, list: readonly Profile[], raw: Raw, calls: number): Promise<Record<string, ProfileRun>> {
  const db = engine.db;
  const deck = (p: Profile) => getSwipeDeck(db, p.userId, { histogramType: p.type, limit: DECK_MAX, radius: p.radius, now: NOW });
  const baseline = async (p: Profile) => {
    await raw(baselineSql.me, [p.userId]);
    if (p.type === 'resumes') await raw("SELECT id FROM job WHERE owner_id = $1 AND status = 'A' ORDER BY created_at DESC, id LIMIT 1", [p.userId]);
    await raw(baselineSql[p.type], [DECK_MAX]);
  };
  for (let i = 0; i < WARMUP; i++)
    for (const p of list) {
      await deck(p);
      await baseline(p);
    }
  const timed = new Map(list.map((p) => [p.name, { deck: [] as number[], baseline: [] as number[], exact: [] as number[] }]));
  // interleaved, so load from elsewhere on the machine falls on both alike
  for (let i = 0; i < calls; i++)
    for (const p of list) {
      const t = timed.get(p.name)!;
      let t0 = performance.now();
      await deck(p);
      t.deck.push(performance.now() - t0);
      t0 = performance.now();
      await baseline(p);
      t.baseline.push(performance.now() - t0);
    }
  const runs: Record<string, ProfileRun> = {};
  for (const p of list) {
    const t = timed.get(p.name)!;
    const dealt = (await deck(p)).cards;
    const cards = dealt.map((c) => c.objectId);
    const run: ProfileRun = { deckMs: roundSummary(summarize(t.deck)), baselineMs: roundSummary(summarize(t.baseline)), cards: cards.length };
    if (p.type === 'jobs') {
      let exact: Array<{ id: string; score: number }> = [];
      const ms: number[] = [];
      for (let i = 0; i < Math.min(calls, 5); i++) {
        const t0 = performance.now();
        exact = await exactJobs(db, p.userId, p.radius);
        ms.push(performance.now() - t0);
      }
      const exactIds = exact.map((e) => e.id);
      Object.assign(run, {
        exactMs: roundSummary(summarize(ms)),
        sameCards: cards.filter((id) => exactIds.includes(id)).length,
        sameOrder: cards.join() === exactIds.join(),
        meanScore: { dealt: meanOf(dealt.map((c) => c.match.score)), everyJob: meanOf(exact.map((e) => e.score)) },
      });
    }
    runs[p.name] = run;
  }
  return runs;
}

type EngineRun = { jobs: number; active: number; seekers: number; loadSeconds: number; calls: number; profiles: Record<string, ProfileRun>; plans: Record<string, string[]> };

async function onEngine(
  engine: SqlEngine,
  sizes: { jobs: number; seekers: number; calls: number },
  logging: (log: (query: CompiledQuery) => void) => Kysely<Database>,
  raw: Raw,
  explain: (text: string, values: readonly unknown[]) => Promise<string>,
): Promise<EngineRun> {
  const { jobs, seekers, calls } = sizes;
  const db = engine.db;
  await jobProjection.createTables(db);
  // the job indexes are built after the load (loadJobs), as a rebuild builds them
  for (const p of [userAccountProjection, activityProjection, deckProjection, creditLedgerProjection]) {
    await p.createTables(db);
    await p.createIndexes?.(db);
  }
  const t0 = performance.now();
  progress(`deck: ${engine.engine}: loading ${jobs} jobs and ${seekers} seekers`);
  const load = await loadJobs(db, jobs);
  await loadSeekers(db, seekers);
  const list = await profiles(db);
  for (const table of ['user_account', 'application', 'deck_skip', 'promotion', 'job', 'job_search']) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  const loadSeconds = round((performance.now() - t0) / 1000);
  progress(`deck: ${engine.engine}: ${list.length} profiles × ${calls} calls after ${WARMUP} warm-up rounds`);
  const runs = await timeProfiles(engine, list, raw, calls);
  // the statements of one call per profile, with their plans, to read what a call costs
  const plans: Record<string, string[]> = {};
  let captured: CompiledQuery[] = [];
  const logged = logging((query) => captured.push(query));
  for (const p of list) {
    captured = [];
    await getSwipeDeck(logged, p.userId, { histogramType: p.type, limit: DECK_MAX, radius: p.radius, now: NOW });
    plans[p.name] = [];
    for (const q of captured) plans[p.name]!.push(await explain(q.sql, q.parameters));
  }
  return { jobs, active: load.active, seekers, loadSeconds, calls, profiles: runs, plans };
}

function figuresFor(engine: Engine, run: EngineRun): Figure[] {
  const k = `${Math.round(run.jobs / 1000)}k jobs, ${Math.round(run.seekers / 1000)}k seekers`;
  return Object.entries(run.profiles).flatMap(([name, r]) =>
    (['p50', 'p95'] as const).map((s) =>
      figure({
        bench: 'deck',
        engine,
        metric: `getSwipeDeck ${s}, ${name} (${k})`,
        value: r.deckMs[s],
        unit: 'ms',
        baseline: { label: `caller's row + ${DECK_MAX} cards by index, raw driver, ${s}`, value: r.baselineMs[s], unit: 'ms' },
        ...(s === 'p50' && r.sameCards !== undefined
          ? { note: `${r.sameCards}/${r.cards} cards as the ranking over every job, same order: ${r.sameOrder}; mean match score ${r.meanScore?.dealt} dealt, ${r.meanScore?.everyJob} over every job` }
          : {}),
      }),
    ),
  );
}

const explainText = (rows: readonly Record<string, unknown>[]) => rows.map((r) => String(Object.values(r)[0])).join('\n');

export async function runDeck(options: BenchOptions): Promise<BenchResult> {
  const jobs = options.quick ? 20_000 : 100_000;
  const seekers = options.quick ? 5_000 : 20_000;
  const figures: Figure[] = [];
  const details: Record<string, unknown> = { limit: DECK_MAX, warmupRounds: WARMUP };

  if (options.engines.includes('postgresql')) {
    const run = await withBenchDatabase('deck', async (url) => {
      const engine = await openPostgres(url);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      // the database is dropped with FORCE afterwards: an idle connection ended then is expected
      pool.on('error', () => undefined);
      const logged = (log: (query: CompiledQuery) => void) => new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => log(event.query) });
      try {
        return await onEngine(
          engine,
          { jobs, seekers, calls: options.quick ? 20 : 40 },
          logged,
          async (text, values) => (await client.query(text, [...values])).rows,
          async (text, values) => explainText((await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [...values])).rows),
        );
      } finally {
        await client.end().catch(() => undefined);
        await pool.end().catch(() => undefined);
        await engine.close();
      }
    });
    figures.push(...figuresFor('postgresql', run));
    details.postgresql = run;
  }
  if (options.engines.includes('pglite')) {
    const pglite = await PGlite.create();
    const engine = await openPGlite(undefined, pglite);
    try {
      const run = await onEngine(
        engine,
        { jobs, seekers, calls: options.quick ? 5 : 10 },
        // not destroyed: destroying a PGlite dialect closes the database it shares with the engine
        (log) => new Kysely<Database>({ dialect: new ConcurrentPGliteDialect({ pglite }), log: (event) => log(event.query) }),
        async (text, values) => (await pglite.query<Record<string, unknown>>(text, [...values])).rows,
        async (text, values) => explainText((await pglite.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, [...values])).rows),
      );
      figures.push(...figuresFor('pglite', run));
      details.pglite = run;
    } finally {
      await engine.close();
    }
  }
  return { figures, details };
}
