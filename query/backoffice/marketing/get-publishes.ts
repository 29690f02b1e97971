import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Figures, PublishAnswer } from '../../../contracts/backoffice/marketing/calls';
import { CALENDAR_ZONE, PUBLISHED } from '../../../contracts/backoffice/marketing/marketing';

export type PublishFilter = { from?: string; to?: string; postId?: string; system?: string };
export const PUBLISHES_LIMIT = 500;

// A day's ends on the calendar's clock (Belgrade): the range's days as the grid shows them.
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${CALENDAR_ZONE}`;
const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${CALENDAR_ZONE}`;

const conditions = (f: PublishFilter): RawBuilder<SqlBool>[] => [
  ...(f.from ? [sql<SqlBool>`u.date_time >= ${dayStart(f.from)}`] : []),
  ...(f.to ? [sql<SqlBool>`u.date_time < ${dayEnd(f.to)}`] : []),
  ...(f.postId ? [sql<SqlBool>`u.post_id = ${f.postId}`] : []),
  ...(f.system ? [sql<SqlBool>`u.platform = ${f.system}`] : []),
];
const all = (list: RawBuilder<SqlBool>[]) => (list.length ? sql<SqlBool>`${sql.join(list, sql` and `)}` : sql<SqlBool>`true`);

const sums = sql`count(*) as publishes, coalesce(sum(u.questionnaires_count), 0) as "questionnairesCount", coalesce(sum(u.very_relevant), 0) as "veryRelevant",
  coalesce(sum(u.so_so_relevant), 0) as "soSoRelevant", coalesce(sum(u.not_relevant), 0) as "notRelevant", coalesce(sum(u.impressions), 0) as impressions`;

type Summed = Record<keyof Figures, number | string>;
const figuresOf = (r: Summed): Figures => ({
  publishes: Number(r.publishes),
  questionnairesCount: Number(r.questionnairesCount),
  veryRelevant: Number(r.veryRelevant),
  soSoRelevant: Number(r.soSoRelevant),
  notRelevant: Number(r.notRelevant),
  impressions: Number(r.impressions),
});

type PublishRow = Summed & { eventId: string; postId: string; postName: string; postType: string | null; version: string; dateTime: Date | string; type: string; location: string; platform: string; status: string };

// The posts' publishes (newest first), and the Published ones' figures in all, by the post's type,
// by platform and by day (on the calendar's clock).
export async function getPublishes(db: Kysely<Database>, f: PublishFilter): Promise<PublishAnswer> {
  const chosen = all(conditions(f));
  const counted = all([sql<SqlBool>`u.status = ${PUBLISHED}`, ...conditions(f)]);
  const day = sql`to_char(u.date_time at time zone ${CALENDAR_ZONE}, 'YYYY-MM-DD')`;
  const [list, totals, byType, byPlatform, byDay] = await Promise.all([
    sql<PublishRow>`select u.event_id as "eventId", u.post_id as "postId", u.post_name as "postName", p.type as "postType", u.version, u.date_time as "dateTime", u.type, u.location, u.platform, u.status,
        1 as publishes, u.questionnaires_count as "questionnairesCount", u.very_relevant as "veryRelevant", u.so_so_relevant as "soSoRelevant", u.not_relevant as "notRelevant", u.impressions
      from marketing_publish u left join marketing_post p on p.id = u.post_id where ${chosen} order by u.date_time desc, u.event_id, u.slot limit ${PUBLISHES_LIMIT}`.execute(db),
    sql<Summed>`select ${sums} from marketing_publish u where ${counted}`.execute(db),
    sql<Summed & { key: string }>`select coalesce(p.type, '') as key, ${sums} from marketing_publish u left join marketing_post p on p.id = u.post_id where ${counted} group by 1 order by 1`.execute(db),
    sql<Summed & { key: string }>`select u.platform as key, ${sums} from marketing_publish u where ${counted} group by 1 order by 1`.execute(db),
    sql<Summed & { key: string }>`select ${day} as key, ${sums} from marketing_publish u where ${counted} group by 1 order by 1`.execute(db),
  ]);
  return {
    publishes: list.rows.map(({ publishes: _one, ...r }) => {
      const { publishes: _p, ...numbers } = figuresOf({ ...r, publishes: 1 });
      return { ...r, ...numbers, dateTime: new Date(r.dateTime).toISOString() };
    }),
    totals: figuresOf(totals.rows[0]!),
    byType: byType.rows.map((r) => ({ type: r.key, ...figuresOf(r) })),
    byPlatform: byPlatform.rows.map((r) => ({ platform: r.key, ...figuresOf(r) })),
    byDay: byDay.rows.map((r) => ({ date: r.key, ...figuresOf(r) })),
  };
}
