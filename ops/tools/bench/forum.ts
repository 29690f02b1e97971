import { sql } from 'kysely';
import type { NewEvent } from '../../../contracts/core/event-store';
import { forumTopicStreamId } from '../../../contracts/backoffice/forum/ids';
import { forumParamOf, parseForumParam, ROWS_PER_PAGE } from '../../../contracts/backoffice/forum/forum';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { forumProjection } from '../../../projections/backoffice/forum/forum.projection';
import { getForumPage } from '../../../query/backoffice/forum/get-forum';
import { openPostgres } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { withBenchDatabase } from './support/postgres';
import { figure, progress } from './support/report';
import { round, roundSummary, seededRandom, summarize, timed } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// The interviews forum's budgets (PostgreSQL): a page of the list (the first pages most, any page
// some, a search some) and a topic's page with its replies, p95 ≤ 15 ms each, among 50,000 topics
// and 500,000 replies. The reply counts and last replies are in the topic rows (the projection keeps
// them), the list and the replies are read in their indexes' order.
//
// Seeded as the log holds them (ForumTopicAdded and ForumReplyAdded on forum-topic-{id}, appended
// 500 streams to a transaction), the read model built by the projection's rebuild (its batch form).

const titles = ['ראיון למפתח/ת Full Stack', 'ראיון QA אוטומציה', 'Backend developer interview', 'ראיון מנהל/ת מוצר', 'ראיון DevOps', 'Data analyst interview', 'ראיון שירות לקוחות', 'ראיון מעצב/ת UX'];
const companies = ['וויקס', 'מאנדיי', 'Check Point', 'Fiverr', 'בנק הפועלים', 'אמדוקס', 'Nice', 'Playtika', 'אלביט', 'Riskified'];
const texts = ['שלושה שלבים ומטלת בית.', 'Two technical rounds and a talk with the manager.', 'שאלו על SQL ועל מבני נתונים.', 'A system design round: a URL shortener.', 'ראיון קבוצתי וסימולציה.'];
const names = ['דנה', 'עומר', 'נועה', 'Michael', 'שירה', 'Tal', 'יוסי', 'מורן'];

function forumHistory(topics: number, replies: number, now: number) {
  const rng = seededRandom(41);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)]!;
  const streams: { streamId: string; events: NewEvent[] }[] = [];
  for (let i = 0; i < topics; i++) {
    const topicId = `bf${i.toString(36).padStart(6, '0')}`;
    const addedAt = now - (topics - i) * 600_000;
    const author = { userId: null, visitorId: `bench-visitor-${i % 997}` };
    const events: NewEvent[] = [
      { type: 'ForumTopicAdded', data: { topicId, title: `${pick(titles)} ב${pick(companies)} ${i}`, displayName: pick(names), content: `${pick(texts)}\n${pick(texts)}`, author, addedAt: new Date(addedAt).toISOString() }, metadata: { correlationId: `bf${i}` } },
    ];
    // the replies spread unevenly: most topics few, some many
    const count = Math.round(((replies / topics) * 2 * rng() * rng()) * 2);
    for (let k = 0; k < count; k++) {
      const at = new Date(addedAt + (k + 1) * 60_000).toISOString();
      const displayName = pick(names);
      events.push({
        type: 'ForumReplyAdded',
        data: { topicId, replyId: `${topicId}r${k}`, displayName, content: pick(texts), author, addedAt: at, replyCount: k + 1, lastReply: { at, displayName } },
        metadata: { correlationId: `bf${i}r${k}` },
      });
    }
    streams.push({ streamId: forumTopicStreamId(topicId), events });
  }
  return streams;
}

export async function runForum(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const topics = options.quick ? 10_000 : 50_000;
  const replies = options.quick ? 100_000 : 500_000;
  const rounds = options.quick ? 200 : 500;
  return withBenchDatabase('forum', async (url) => {
    const engine = await openPostgres(url);
    try {
      await createEventStoreSchema(engine.db);
      await createCheckpointTable(engine.db);
      const store = createPostgresEventStore(engine);
      const now = Date.UTC(2026, 10, 29, 9);
      const history = forumHistory(topics, replies, now);
      const replyCount = history.reduce((n, s) => n + s.events.length - 1, 0);
      progress(`forum: appending ${topics} topics and ${replyCount} replies, 500 streams to a transaction`);
      const appendStarted = performance.now();
      for (let i = 0; i < history.length; i += 500)
        await store.appendMany(history.slice(i, i + 500).map((s) => ({ streamId: s.streamId, events: s.events, expectedVersion: 'no_stream' as const })));
      const appendSeconds = (performance.now() - appendStarted) / 1000;
      progress("forum: building the read model (the projection's batch form)");
      const rebuildStarted = performance.now();
      await rebuildProjections(store, engine.db, [forumProjection]);
      const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
      await sql`ANALYZE forum_topic`.execute(engine.db);
      await sql`ANALYZE forum_reply`.execute(engine.db);

      const rng = seededRandom(42);
      const viewer = { userId: null, visitorId: 'bench-visitor-7' };
      const lastPage = Math.ceil(topics / ROWS_PER_PAGE);
      // what people open: the first page most, the next few, now and then any page, and searches
      const listParam = (i: number) => {
        if (i % 10 === 9) return forumParamOf({ kind: 'list', keywords: pick(companies, rng), page: 1 });
        if (i % 10 === 8) return forumParamOf({ kind: 'list', keywords: '', page: 1 + Math.floor(rng() * lastPage) });
        return forumParamOf({ kind: 'list', keywords: '', page: 1 + Math.floor(rng() * rng() * 10) });
      };
      const topicParam = () => forumParamOf({ kind: 'topic', topicId: `bf${Math.floor(rng() * topics).toString(36).padStart(6, '0')}`, page: 1 }, 'topic');
      for (let i = 0; i < 30; i++) await Promise.all([getForumPage(engine.db, parseForumParam(listParam(i)), viewer), getForumPage(engine.db, parseForumParam(topicParam()), viewer)]);
      progress(`forum: ${rounds} list pages and ${rounds} topic pages in turn`);
      const times = { list: [] as number[], topic: [] as number[], raw: [] as number[] };
      const byKind = new Map<string, number[]>();
      for (let i = 0; i < rounds; i++) {
        const param = listParam(i);
        const took = await timed(() => getForumPage(engine.db, parseForumParam(param), viewer));
        times.list.push(took);
        const kind = i % 10 === 9 ? 'search' : i % 10 === 8 ? 'any page' : 'first pages';
        byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
        times.topic.push(await timed(() => getForumPage(engine.db, parseForumParam(topicParam()), viewer)));
        times.raw.push(await timed(() => engine.prepared!('bench_forum_first', 'SELECT * FROM forum_topic ORDER BY sticky DESC, created_at DESC, id DESC LIMIT 20', [])));
      }
      await store.close();
      const list = summarize(times.list);
      const topic = summarize(times.topic);
      const raw = summarize(times.raw);
      return {
        figures: [
          figure({
            bench: 'forum',
            engine: 'postgresql',
            metric: `forum list page p95 (first pages, any page, search; ${topics} topics)`,
            value: round(list.p95),
            unit: 'ms',
            baseline: { label: 'raw SELECT of the first page, p95', value: round(raw.p95), unit: 'ms' },
            budget: { op: '<=', value: 15, on: 'value' },
          }),
          figure({ bench: 'forum', engine: 'postgresql', metric: `forum topic page p95 (a topic and its replies; ${replyCount} replies)`, value: round(topic.p95), unit: 'ms', budget: { op: '<=', value: 15, on: 'value' } }),
        ],
        details: {
          topics,
          replies: replyCount,
          seeding: { appendSeconds: round(appendSeconds), rebuildSeconds: round(rebuildSeconds) },
          list: roundSummary(list),
          listByKind: Object.fromEntries([...byKind].map(([kind, ms]) => [kind, roundSummary(summarize(ms))])),
          topic: roundSummary(topic),
          raw: roundSummary(raw),
        },
      };
    } finally {
      await engine.close();
    }
  });
}

const pick = <T>(items: readonly T[], rng: () => number) => items[Math.floor(rng() * items.length)]!;
