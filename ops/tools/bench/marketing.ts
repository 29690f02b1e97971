import { sql } from 'kysely';
import type { NewEvent } from '../../../contracts/core/event-store';
import { marketingEventStreamId, marketingPostStreamId } from '../../../contracts/backoffice/marketing/ids';
import { addDays, CONTENT_EVENT_TYPES, PLATFORMS, PUBLISHERS, weekDayOf } from '../../../contracts/backoffice/marketing/marketing';
import { eventMoment } from '../../../command/backoffice/marketing/decide-event';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { marketingProjection } from '../../../projections/backoffice/marketing/marketing.projection';
import { getCalendar } from '../../../query/backoffice/marketing/get-calendar';
import { openPostgres } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { withBenchDatabase } from './support/postgres';
import { figure, progress } from './support/report';
import { round, roundSummary, seededRandom, summarize, timed } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// The marketing calendar's budget (PostgreSQL): a platform's week (getMCalendar's calendar view:
// the week's events and the plan slots) among 10,000 events, p95 ≤ 25 ms, beside a raw SELECT of
// the same week. The events and their posts are appended as the log holds them, and the read
// models built by the projection's rebuild.

const POSTS = 200;
const FIRST_DAY = '2025-01-05';

function history(events: number) {
  const rng = seededRandom(48);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)]!;
  const at = '2025-01-01T08:00:00.000Z';
  const metadata = (i: number) => ({ actor: 'bench-staff', correlationId: `bm${i}` });
  const streams: { streamId: string; events: NewEvent[] }[] = [];
  for (let i = 0; i < POSTS; i++) {
    const postId = `bp${i}`;
    const post = { name: `Bench post ${i}`, type: 'Professional', subType: 'Text', status: 'Ready', contentLink: '', isTest: false, endTest: null, defaultVersion: 'v1', isGoogle: false, isTikTok: false, isYouTube: false,
      versions: [{ name: 'v1', beforeCTA: 'Hook', afterCTA: 'Call', comments: '', reshareText: '', additionalText: '', whatChanged: '', closed: false, newsletterId: null }] };
    streams.push({ streamId: marketingPostStreamId(postId), events: [{ type: 'MarketingPostAdded', data: { postId, post, addedAt: at }, metadata: metadata(i) }] });
  }
  // spread over two years of days and the platforms: a LinkedIn week holds about 30 events
  for (let i = 0; i < events; i++) {
    const eventId = `be${i.toString(36)}`;
    const date = addDays(FIRST_DAY, Math.floor(rng() * 730));
    const timeHours = 7 + Math.floor(rng() * 11);
    const timeMinutes = Math.floor(rng() * 6) * 10;
    const p = Math.floor(rng() * POSTS);
    const event = {
      system: rng() < 0.5 ? 'LINKEDIN' : pick(PLATFORMS), date, dateTime: eventMoment(date, timeHours, timeMinutes), timeHours, timeMinutes, status: pick(['No Publish', 'Ready', 'Published']),
      type: pick(CONTENT_EVENT_TYPES), location: 'Feed', profile: '', publisher: pick(PUBLISHERS).name,
      posts: [{ postId: `bp${p}`, name: `Bench post ${p}`, version: 'v1', questionnairesCount: 1, veryRelevant: 1, soSoRelevant: 0, notRelevant: 0, impressions: 500 }],
      isComment: false, weekDay: weekDayOf(date), isPlan: false,
    };
    streams.push({ streamId: marketingEventStreamId(eventId), events: [{ type: 'MarketingEventAdded', data: { eventId, event, addedAt: at }, metadata: metadata(i) }] });
  }
  return streams;
}

export async function runMarketing(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const events = 10_000;
  const weeks = options.quick ? 100 : 400;
  return withBenchDatabase('marketing', async (url) => {
    const engine = await openPostgres(url);
    try {
      await createEventStoreSchema(engine.db);
      await createCheckpointTable(engine.db);
      const store = createPostgresEventStore(engine);
      const streams = history(events);
      progress(`marketing: appending ${POSTS} posts and ${events} calendar events`);
      for (let i = 0; i < streams.length; i += 500)
        await store.appendMany(streams.slice(i, i + 500).map((s) => ({ streamId: s.streamId, events: s.events, expectedVersion: 'no_stream' as const })));
      progress('marketing: building the read models');
      await rebuildProjections(store, engine.db, [marketingProjection]);
      await sql`ANALYZE marketing_event`.execute(engine.db);
      const weekOf = (i: number) => addDays(FIRST_DAY, (i * 7 * 37) % 721);
      const input = (i: number) => ({ startDate: weekOf(i), endDate: addDays(weekOf(i), 6), view: 'calendar' as const, system: 'LINKEDIN' as const });
      const raw = (i: number) =>
        Promise.all([
          engine.prepared!('bench_m_week', `SELECT * FROM marketing_event WHERE system = $1 AND NOT is_plan AND date >= $2 AND date <= $3 ORDER BY date, time_hours, time_minutes, id`, ['LINKEDIN', weekOf(i), addDays(weekOf(i), 6)]),
          engine.prepared!('bench_m_plan', `SELECT * FROM marketing_event WHERE system = $1 AND is_plan ORDER BY week_day, time_hours, time_minutes, id`, ['LINKEDIN']),
        ]);
      for (let i = 0; i < 20; i++) await Promise.all([getCalendar(engine.db, input(i)), raw(i)]);
      progress(`marketing: ${weeks} weeks in turn with the raw query`);
      const times = { week: [] as number[], raw: [] as number[] };
      let shown = 0;
      for (let i = 0; i < weeks; i++) {
        times.week.push(await timed(async () => void (shown += (await getCalendar(engine.db, input(i))).events.length)));
        times.raw.push(await timed(() => raw(i)));
      }
      await store.close();
      const week = summarize(times.week);
      const rawSummary = summarize(times.raw);
      return {
        figures: [
          figure({
            bench: 'marketing',
            engine: 'postgresql',
            metric: `marketing calendar week p95 (LinkedIn, ${events} events)`,
            value: round(week.p95),
            unit: 'ms',
            baseline: { label: 'raw SELECT of the week and the plan, p95', value: round(rawSummary.p95), unit: 'ms' },
            budget: { op: '<=', value: 25, on: 'value' },
          }),
        ],
        details: { events, weeks, eventsPerWeek: round(shown / weeks), week: roundSummary(week), raw: roundSummary(rawSummary) },
      };
    } finally {
      await engine.close();
    }
  });
}
