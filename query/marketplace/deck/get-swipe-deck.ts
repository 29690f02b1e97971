import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../contracts/database';
import { profileCardSchema } from '../../../contracts/marketplace/activity/activity';
import type { DeckCard, DeckType } from '../../../contracts/marketplace/deck/deck';
import { toJobListItem, type JobListRow } from '../../../contracts/marketplace/jobs/job-row';
import { getUserAccount, toUserData, type UserAccount } from '../../identity/users/get-user-data';

type Db = Kysely<Database>;
type Scored = { matching_tags: string[]; distance_km: number | null; score: number };
type Wanted = { tags: readonly string[]; seniority: string | null; lat: number | null; lng: number | null };

const lower = (tags: readonly string[]) => tags.map((t) => t.toLowerCase());

// Great-circle distance in km from the wanted place; null when either side has no coordinates.
const distanceFrom = (w: Wanted, lat: RawBuilder<unknown>, lng: RawBuilder<unknown>) =>
  w.lat === null || w.lng === null
    ? sql<number | null>`NULL::float8`
    : sql<number | null>`2 * 6371 * asin(sqrt(power(sin(radians(${lat} - ${w.lat}::float8) / 2), 2) + cos(radians(${w.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${w.lng}::float8) / 2), 2)))`;

// Matching tags weigh most, then the same seniority, then nearness, then being new.
const scoreOf = (sameSeniority: RawBuilder<unknown>, fresh: RawBuilder<unknown>) =>
  sql<number>`3 * cardinality(c.matching_tags) + (CASE WHEN ${sameSeniority} THEN 2 ELSE 0 END)
    + (CASE WHEN c.distance_km IS NULL THEN 0 WHEN c.distance_km <= 10 THEN 2 WHEN c.distance_km <= 50 THEN 1 ELSE 0 END)
    + (CASE WHEN ${fresh} THEN 1 ELSE 0 END)`;

const reason = (w: Wanted, offered: string | null, row: Scored) => ({
  matchingTags: row.matching_tags,
  seniority: { wanted: w.seniority, offered, same: w.seniority !== null && w.seniority === offered },
  distanceKm: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
  score: Number(row.score),
});

const radiusFilter = (radius: number | undefined) => (radius === undefined ? sql`TRUE` : sql`(c.distance_km IS NULL OR c.distance_km <= ${radius}::float8)`);

// Cards are ranked over a bounded set of candidates, never over every job or seeker: a few walks
// in an index's order, each stopping at WALK unseen rows — the newest (promoted first), those
// sharing a tag, those nearby, those of the same seniority. Each walk takes what the ranking
// weighs most, so the best cards are among them; the deck benchmark compares the cards with a
// ranking over everything.
const WALK = 200;
// how many of the newest jobs sharing a tag are looked at for those that share the most
const TAG_WINDOW = 1000;
const NEAR_KM = 50;
const EARTH_KM = 6371;

// A latitude/longitude box around a place: what the location indexes can find.
const box = (lat: number, lng: number, km: number, latCol: RawBuilder<unknown>, lngCol: RawBuilder<unknown>) => {
  const dLat = (km / EARTH_KM) * (180 / Math.PI);
  const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return sql`${latCol} BETWEEN ${lat - dLat}::float8 AND ${lat + dLat}::float8 AND ${lngCol} BETWEEN ${lng - dLng}::float8 AND ${lng + dLng}::float8`;
};

// The walks a person's wishes call for; each is a condition on the walked rows.
function walks(w: Wanted, radius: number | undefined, lat: RawBuilder<unknown>, lng: RawBuilder<unknown>, tagKeys: RawBuilder<unknown>, seniority: RawBuilder<unknown>) {
  const list = [sql`TRUE`];
  const tags = lower(w.tags);
  if (tags.length) list.push(sql`${tagKeys} && ${tags}::text[]`);
  if (w.lat !== null && w.lng !== null && (radius === undefined || radius > NEAR_KM)) list.push(box(w.lat, w.lng, NEAR_KM, lat, lng));
  if (w.seniority !== null) list.push(sql`${seniority} = ${w.seniority}`);
  return list;
}

// With a radius, only rows inside its box (or, for people, with no place at all) are walked.
const withinRadius = (w: Wanted, radius: number | undefined, lat: RawBuilder<unknown>, lng: RawBuilder<unknown>, placeless: boolean) =>
  radius === undefined || w.lat === null || w.lng === null
    ? sql`TRUE`
    : placeless
      ? sql`(${lat} IS NULL OR ${box(w.lat, w.lng, radius, lat, lng)})`
      : box(w.lat, w.lng, radius, lat, lng);

// Active jobs for a seeker, never one they applied to, were connected for, matched, skipped or posted.
async function jobsFor(db: Db, me: UserAccount, limit: number, radius: number | undefined, now: Date): Promise<DeckCard[]> {
  const w: Wanted = { tags: me.tags, seniority: me.seniority_level, lat: me.loc_lat, lng: me.loc_lng };
  const notSeen = (id: RawBuilder<unknown>) => sql`NOT EXISTS (SELECT 1 FROM application a WHERE a.job_id = ${id} AND a.seeker_id = ${me.id})
    AND NOT EXISTS (SELECT 1 FROM deck_skip k WHERE k.user_id = ${me.id} AND k.histogram_type = 'jobs' AND k.object_id = ${id})
    AND NOT EXISTS (SELECT 1 FROM job o WHERE o.id = ${id} AND o.owner_id = ${me.id})`;
  const inRadius = withinRadius(w, radius, sql`s.loc_lat`, sql`s.loc_lng`, false);
  const unseen = sql`s.status = 'A' AND ${notSeen(sql`s.id`)} AND ${inRadius}`;
  // in the listing index's order, so a walk stops after WALK rows
  const walked = walks(w, radius, sql`s.loc_lat`, sql`s.loc_lng`, sql`s.tag_keys`, sql`s.seniority_level`).map(
    (where) => sql`(SELECT s.id FROM job_search s WHERE ${unseen} AND ${where} ORDER BY s.promoted DESC, s.created_at DESC, s.id LIMIT ${WALK})`,
  );
  // the jobs that share most of the seeker's tags among the newest that share any
  const tags = lower(w.tags);
  const mostTags = tags.length
    ? [
        sql`(SELECT x.id FROM (SELECT s.id, s.promoted, s.created_at, (SELECT count(*) FROM unnest(s.tag_keys) t WHERE t = ANY(${tags}::text[])) AS shared
          FROM job_search s WHERE s.status = 'A' AND s.tag_keys && ${tags}::text[] AND ${inRadius}
          ORDER BY s.promoted DESC, s.created_at DESC, s.id LIMIT ${TAG_WINDOW}) x
        WHERE ${notSeen(sql`x.id`)} ORDER BY x.shared DESC, x.promoted DESC, x.created_at DESC LIMIT ${WALK})`,
      ]
    : [];
  const { rows } = await sql<JobListRow & Scored>`
    SELECT c.*, ${scoreOf(sql`c.seniority_level = ${w.seniority}`, sql`c.created_at > ${new Date(now.getTime() - 7 * 86400_000).toISOString()}::timestamptz`)} AS score
    FROM (
      SELECT j.id, j.title, j.company, j.company_url, j.employment_type, j.seniority_level, j.location, j.loc_lat, j.loc_lng, j.country,
        j.country_code, j.salary_min, j.salary_max, j.salary_currency, j.salary_frequency, j.tags, j.selected_tags, j.status,
        j.applies, j.promoted, j.created_at, j.updated_at,
        ARRAY(SELECT t FROM unnest(j.tags) t WHERE lower(t) = ANY(${lower(w.tags)}::text[])) AS matching_tags,
        ${distanceFrom(w, sql`j.loc_lat`, sql`j.loc_lng`)} AS distance_km
      FROM job j
      -- looked up by id: a join would read every job
      WHERE j.id = ANY(ARRAY(${sql.join([...walked, ...mostTags], sql` UNION `)}))
    ) c
    WHERE ${radiusFilter(radius)}
    ORDER BY c.promoted DESC, score DESC, c.created_at DESC, c.id
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({
    histogramType: 'jobs',
    objectId: row.id,
    promoted: row.promoted > 0,
    job: toJobListItem(row),
    profile: null,
    match: reason(w, row.seniority_level, row),
  }));
}

// Visible seekers for a recruiter, ranked against one of their jobs; never one they connected,
// matched, were applied by, or skipped. A profile promoted now comes first.
async function profilesFor(db: Db, me: UserAccount, job: Wanted, limit: number, radius: number | undefined, now: Date): Promise<DeckCard[]> {
  const unseen = sql`u.lookingforwork AND u.show_resume AND NOT u.excluded_by_admin AND u.id <> ${me.id}
    AND NOT EXISTS (SELECT 1 FROM application a WHERE a.seeker_id = u.id AND a.recruiter_id = ${me.id})
    AND NOT EXISTS (SELECT 1 FROM deck_skip k WHERE k.user_id = ${me.id} AND k.histogram_type = 'resumes' AND k.object_id = u.id)
    AND ${withinRadius(job, radius, sql`u.loc_lat`, sql`u.loc_lng`, true)}`;
  const walked = walks(job, radius, sql`u.loc_lat`, sql`u.loc_lng`, sql`u.tag_keys`, sql`u.seniority_level`).map(
    (where) => sql`(SELECT u.id FROM user_account u WHERE ${unseen} AND ${where} ORDER BY u.updated_at DESC, u.id LIMIT ${WALK})`,
  );
  // promoted profiles come first whatever else they offer
  walked.push(sql`(SELECT u.id FROM user_account u JOIN promotion p ON p.object_type = 'profile' AND p.object_id = u.id AND p.expired_at IS NULL
    WHERE ${unseen} ORDER BY u.updated_at DESC, u.id LIMIT ${WALK})`);
  const { rows } = await sql<UserAccount & Scored & { promoted: boolean }>`
    SELECT c.*, ${scoreOf(sql`c.seniority_level = ${job.seniority}`, sql`c.updated_at > ${new Date(now.getTime() - 30 * 86400_000).toISOString()}::timestamptz`)} AS score
    FROM (
      SELECT u.*,
        ARRAY(SELECT t FROM unnest(u.tags) t WHERE lower(t) = ANY(${lower(job.tags)}::text[])) AS matching_tags,
        ${distanceFrom(job, sql`u.loc_lat`, sql`u.loc_lng`)} AS distance_km,
        EXISTS (SELECT 1 FROM promotion p WHERE p.object_type = 'profile' AND p.object_id = u.id AND p.expired_at IS NULL) AS promoted
      FROM user_account u
      WHERE u.id = ANY(ARRAY(${sql.join(walked, sql` UNION `)}))
    ) c
    WHERE ${radiusFilter(radius)}
    ORDER BY c.promoted DESC, score DESC, c.updated_at DESC, c.id
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({
    histogramType: 'resumes',
    objectId: row.id,
    promoted: row.promoted,
    job: null,
    profile: profileCardSchema.parse(toUserData(row)),
    match: reason(job, row.seniority_level, row),
  }));
}

export async function getSwipeDeck(
  db: Db,
  userId: string,
  options: { histogramType?: DeckType; jobId?: string; radius?: number; limit: number; now: Date },
): Promise<{ cards: DeckCard[]; jobId: string | null }> {
  const me = await getUserAccount(db, userId);
  if (!me) return { cards: [], jobId: null };
  const type = options.histogramType ?? (me.lookingforwork ? 'jobs' : 'resumes');
  if (type === 'jobs') return { cards: await jobsFor(db, me, options.limit, options.radius, options.now), jobId: null };
  let query = db.selectFrom('job').select(['id', 'tags', 'seniority_level', 'loc_lat', 'loc_lng']).where('owner_id', '=', userId).where('status', '=', 'A');
  if (options.jobId) query = query.where('id', '=', options.jobId);
  const job = await query.orderBy('created_at', 'desc').orderBy('id').executeTakeFirst();
  const wanted: Wanted = job
    ? { tags: job.tags, seniority: job.seniority_level, lat: job.loc_lat, lng: job.loc_lng }
    : { tags: me.tags, seniority: null, lat: me.loc_lat, lng: me.loc_lng };
  return { cards: await profilesFor(db, me, wanted, options.limit, options.radius, options.now), jobId: job?.id ?? null };
}
