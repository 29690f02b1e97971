import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'kysely';
import type { NewEvent } from '../../../contracts/core/event-store';
import { DEFAULT_QUESTIONNAIRE_STATUSES, LEAD_CHANNELS } from '../../../contracts/backoffice/leads/lead';
import { leadStreamId } from '../../../contracts/backoffice/leads/ids';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { leadProjection } from '../../../projections/backoffice/leads/lead.projection';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { getLeadsPage, leadsSource } from '../../../query/backoffice/leads/get-leads';
import { countStatement, filteredRows, ordered, searchTerms } from '../../../query/core/data-table';
import { tableQueryOf } from '../../../contracts/core/data-table';
import { leadsTable } from '../../../contracts/backoffice/leads/leads-table';
import { LEAD_PROJECTION } from '../../../contracts/backoffice/leads/tables';
import { createApp } from '../../app';
import { createTokenService } from '../../auth/tokens';
import { openPostgres } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { benchAppConfig } from './support/bench-config';
import { withBenchDatabase } from './support/postgres';
import { figure, progress } from './support/report';
import { round, roundSummary, seededRandom, summarize, timed } from './support/stats';
import { userRegisteredData } from './support/workload';
import type { BenchOptions, BenchResult } from './types';

// The leads' budgets (PostgreSQL): a page of the leads table (search + date range + sort by the
// next follow-up, 100 rows) among 100,000 leads, p95 ≤ 25 ms; the CSV of all 100,000 streamed over
// HTTP in ≤ 3 s with the node's RSS growing ≤ 20 MiB. Each beside a raw query of the same run.
//
// The leads are seeded as the log holds them (LeadAdded on lead-{id}, appended 500 streams to a
// transaction), then the read models are built by the projections' rebuild (their batch forms):
// no command runs, so seeding takes seconds.

const MANAGERS = 6;
const words = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Azoulay', 'Katz', 'Golan', 'Shalom', 'Ben-David', 'Harel', 'Oren', 'Sasson'];
const firstNames = ['Noa', 'Maya', 'Omer', 'Itai', 'Tamar', 'Yael', 'Eitan', 'Shira', 'Lior', 'Roni', 'Amit', 'Gal', 'Hila', 'Nadav', 'Michal', 'Ido'];
const summaries = ['Saw the webinar', 'Asked about the price', 'Wants a call in the evening', 'Referred by a client', 'Not looking right now', 'Cancelled the intro meeting'];
const statuses = ['', ...DEFAULT_QUESTIONNAIRE_STATUSES];

function leadHistory(leads: number, managers: readonly string[], now: number) {
  const rng = seededRandom(31);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rng() * items.length)]!;
  const streams: { streamId: string; events: NewEvent[] }[] = [];
  for (let i = 0; i < leads; i++) {
    const leadId = `bl${i.toString(36).padStart(6, '0')}`;
    const status = pick(statuses);
    const followUp = status === 'follow up';
    const first = pick(firstNames);
    const last = pick(words);
    const date = new Date(now - Math.floor(rng() * 500) * 86_400_000 - Math.floor(rng() * 86_400_000)).toISOString();
    const fields = {
      date,
      email: `${first}.${last}.${i}@example.com`.toLowerCase(),
      name: `${first} ${last}`,
      phone: `05${Math.floor(rng() * 10)}-${String(Math.floor(rng() * 1e7)).padStart(7, '0')}`,
      internationalPhone: '',
      communicationChannel: pick(LEAD_CHANNELS),
      csManager: rng() < 0.1 ? null : pick(managers),
      relevant: pick(['', 'very relevant', 'so-so', 'not relevant']),
      isKnewAboutService: rng() < 0.3,
      summary: pick(summaries),
      isFollowUpNeeded: followUp,
      followUpReminderDate: followUp ? new Date(now + Math.floor((rng() - 0.3) * 30 * 86_400_000)).toISOString() : null,
      status,
      contactedUs: rng() < 0.2,
    };
    streams.push({ streamId: leadStreamId(leadId), events: [{ type: 'LeadAdded', data: { leadId, fields, questionnaireId: null, addedAt: date }, metadata: { actor: fields.csManager ?? managers[0]!, correlationId: `bl${i}` } }] });
  }
  return streams;
}

const MiB = 1024 * 1024;

export async function runLeads(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const leads = options.quick ? 20_000 : 100_000;
  const pages = options.quick ? 100 : 300;
  return withBenchDatabase('leads', async (url) => {
    const engine = await openPostgres(url);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-leads-'));
    try {
      await createEventStoreSchema(engine.db);
      await createCheckpointTable(engine.db);
      const store = createPostgresEventStore(engine);
      const now = Date.UTC(2026, 10, 29, 9);
      const at = new Date(now - 600 * 86_400_000).toISOString();
      const rng = seededRandom(30);
      const managers = Array.from({ length: MANAGERS }, (_, i) => `bench-csm-${i}`);
      const staff = managers.map((userId) => ({
        streamId: userStreamId(userId),
        events: [
          { type: 'UserRegistered', data: userRegisteredData(rng, userId, false, at), metadata: { actor: userId, correlationId: `s-${userId}` } },
          { type: 'UserRolesSet', data: { userId, roles: { isCSManager: true }, setAt: at }, metadata: { actor: 'admin-bench', correlationId: `s-${userId}` } },
        ],
      }));
      const history = [...staff, ...leadHistory(leads, managers, now)];
      progress(`leads: appending ${leads} leads, 500 streams to a transaction`);
      const appendStarted = performance.now();
      for (let i = 0; i < history.length; i += 500)
        await store.appendMany(history.slice(i, i + 500).map((s) => ({ streamId: s.streamId, events: s.events, expectedVersion: 'no_stream' as const })));
      const appendSeconds = (performance.now() - appendStarted) / 1000;
      progress('leads: building the read models (the projections\' batch forms)');
      const rebuildStarted = performance.now();
      await rebuildProjections(store, engine.db, [userAccountProjection, leadProjection]);
      const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
      // as autovacuum leaves a table after a load of this size: its statistics and its visibility map
      await sql`VACUUM (ANALYZE) lead`.execute(engine.db);
      await sql`ANALYZE user_account`.execute(engine.db);

      // a page as a person asks for it: a search word, the default year back, the soonest follow-up first
      const from = new Date(now - 365 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(now + 2 * 86_400_000).toISOString().slice(0, 10);
      const searches = [...words.slice(0, 8), ...firstNames.slice(0, 8), '052', 'webinar'];
      const pageInput = (search: string, page = 1, sort: { column: 'followUpReminderDate' | 'name'; direction: 'asc' | 'desc' } = { column: 'followUpReminderDate', direction: 'asc' }) => ({
        search,
        extraSearch: { from, to },
        sort,
        page,
        pageSize: 100,
      });
      const pattern = (search: string) => `%${search}%`;
      // the same page by hand: one column searched per row (the name), the range, the order, the count
      const rawPage = (search: string) =>
        Promise.all([
          engine.prepared!(
            'bench_leads_page',
            `SELECT * FROM lead WHERE date >= $1 AND date < $2 AND name ILIKE $3 ORDER BY follow_up_reminder_date ASC NULLS LAST, id ASC LIMIT 100`,
            [from, to, pattern(search)],
          ),
          engine.prepared!('bench_leads_count', `SELECT count(*)::int AS n FROM lead WHERE date >= $1 AND date < $2 AND name ILIKE $3`, [from, to, pattern(search)]),
        ]);
      const sample = await getLeadsPage(engine.db, pageInput('Cohen'));
      for (let i = 0; i < 20; i++) await Promise.all([getLeadsPage(engine.db, pageInput(searches[i % searches.length]!)), rawPage(searches[i % searches.length]!)]);
      // A search as staff use it: its first page, the next two, then the first sorted by name. Each round
      // begins after a lead changed (the read model's position moves, as an edit moves it): every
      // search's first page counts its matches again; the pages after it are of the same search.
      const visit = (search: string) => [pageInput(search), pageInput(search, 2), pageInput(search, 3), pageInput(search, 1, { column: 'name', direction: 'desc' })];
      const rounds = Math.ceil(pages / (searches.length * 4));
      progress(`leads: ${rounds} rounds of ${searches.length} searches × 4 pages, each page beside the raw query`);
      const times = { page: [] as number[], first: [] as number[], raw: [] as number[] };
      const byVisit: number[][] = [[], [], [], []];
      const bySearch = new Map<string, number[]>();
      for (let round = 0; round < rounds; round++) {
        await sql`UPDATE projection_checkpoint SET position = position + 1 WHERE name = ${LEAD_PROJECTION}`.execute(engine.db);
        for (const search of searches)
          for (const [i, input] of visit(search).entries()) {
            const took = await timed(() => getLeadsPage(engine.db, input));
            times.page.push(took);
            if (i === 0) times.first.push(took);
            byVisit[i]!.push(took);
            bySearch.set(search, [...(bySearch.get(search) ?? []), took]);
            times.raw.push(await timed(() => rawPage(search)));
          }
      }
      const page = summarize(times.page);
      const first = summarize(times.first);
      const raw = summarize(times.raw);
      // the page's two statements as the data table writes them, with their plans, for a name that is also
      // a manager's: the search keeps every lead of that manager too (a sixth of them)
      const explained = async (query: { sql: string; parameters: readonly unknown[] }) =>
        (await engine.db.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query: { kind: 'RawNode' } as never, queryId: { queryId: 'explain' } as never })).rows.map((r) => r['QUERY PLAN']);
      const slowest = tableQueryOf(leadsTable, pageInput('Friedman'));
      const searched = filteredRows(engine.db, leadsTable, leadsSource, slowest, await searchTerms(engine.db, leadsSource, slowest));
      const byName = tableQueryOf(leadsTable, pageInput('Friedman', 1, { column: 'name', direction: 'desc' }));
      const plan = {
        page: await explained(ordered(searched.selectAll('t'), leadsTable, slowest.sort).limit(100).compile()),
        count: await explained(countStatement(engine.db, leadsTable, leadsSource, slowest, await searchTerms(engine.db, leadsSource, slowest)).compile()),
        byName: await explained(ordered(searched.selectAll('t'), leadsTable, byName.sort).limit(100).compile()),
      };

      progress('leads: the CSV of every lead, over HTTP from the app in this process');
      const app = await createApp({ config: { ...benchAppConfig(dataDir, url), role: 'api' } });
      try {
        // sessions need the write side's credential row (the app's migrations made its table)
        await sql`INSERT INTO credential (user_id, email, password_hash, updated_at) SELECT id, email, 'bench', now() FROM user_account ON CONFLICT DO NOTHING`.execute(engine.db);
        const token = await createTokenService('bench-secret-that-is-long-enough-for-hs256').sign({ sub: managers[0]!, purpose: 'session' }, 3600);
        const csv = async () => {
          const response = await fetch(`${app.url}/api/getLeadsData`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${token}` }, body: '{}' });
          if (response.status !== 200) throw new Error(`getLeadsData as CSV answered ${response.status}`);
          let bytes = 0;
          let lines = 0;
          const reader = response.body!.getReader();
          for (let next = await reader.read(); !next.done; next = await reader.read()) {
            bytes += next.value.byteLength;
            for (const b of next.value) if (b === 10) lines++;
          }
          return { bytes, lines };
        };
        // a full collection before and after the file (the bench runs without --expose-gc): what the
        // JavaScript heap holds apart from what the collector had not yet freed
        setFlagsFromString('--expose-gc');
        const collect = runInNewContext('gc') as () => void;
        const held = () => {
          const m = process.memoryUsage();
          return m.heapUsed + m.external + m.arrayBuffers;
        };
        collect();
        const rssBefore = process.memoryUsage().rss;
        const heldBefore = held();
        let peak = rssBefore;
        let heldPeak = heldBefore;
        const watch = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
          heldPeak = Math.max(heldPeak, held());
        }, 20);
        const csvStarted = performance.now();
        const file = await csv();
        const csvSeconds = (performance.now() - csvStarted) / 1000;
        clearInterval(watch);
        const rssAfter = process.memoryUsage().rss;
        collect();
        const heldAfter = held();
        const rawStarted = performance.now();
        await engine.prepared!('bench_leads_all', 'SELECT l.*, a.first_name, a.last_name FROM lead l LEFT JOIN user_account a ON a.id = l.cs_manager ORDER BY l.date DESC, l.id DESC', []);
        const rawSeconds = (performance.now() - rawStarted) / 1000;
        await store.close();
        const grew = round((Math.max(peak, rssAfter) - rssBefore) / MiB);
        return {
          figures: [
            figure({
              bench: 'leads',
              engine: 'postgresql',
              metric: `leads page p95 (a search's pages 1–3 and a re-sort: search + range + sort, 100 rows, ${leads} leads)`,
              value: round(page.p95),
              unit: 'ms',
              baseline: { label: 'raw SELECT of the page and its count, name only, p95', value: round(raw.p95), unit: 'ms' },
              budget: { op: '<=', value: 25, on: 'value' },
            }),
            figure({
              bench: 'leads',
              engine: 'postgresql',
              metric: `leads, a search's first page p95 (its matches counted), ${leads} leads`,
              value: round(first.p95),
              unit: 'ms',
              baseline: { label: 'raw SELECT of the page and its count, name only, p95', value: round(raw.p95), unit: 'ms' },
            }),
            figure({
              bench: 'leads',
              engine: 'postgresql',
              metric: `leads CSV, ${leads} leads over HTTP`,
              value: round(csvSeconds),
              unit: 's',
              baseline: { label: 'raw SELECT of every lead at once', value: round(rawSeconds), unit: 's' },
              budget: { op: '<=', value: 3, on: 'value' },
            }),
            figure({ bench: 'leads', engine: 'postgresql', metric: 'leads CSV, RSS growth (peak)', value: grew, unit: 'MiB', budget: { op: '<=', value: 20, on: 'value' } }),
          ],
          details: {
            leads,
            seeding: { appendSeconds: round(appendSeconds), rebuildSeconds: round(rebuildSeconds), how: 'LeadAdded appended 500 streams a transaction; read models by the projections\' rebuild' },
            page: roundSummary(page),
            firstPage: roundSummary(first),
            // each step of a visit: the first page, pages 2 and 3, the first page sorted by name
            byVisitStep: Object.fromEntries(['first', 'page2', 'page3', 'byName'].map((step, i) => [step, roundSummary(summarize(byVisit[i]!))])),
            raw: roundSummary(raw),
            // the searches whose pages took longest, by their median
            slowestSearches: [...bySearch].map(([search, ms]) => ({ search, p50: round(summarize(ms).p50) })).sort((a, b) => b.p50 - a.p50).slice(0, 5),
            sampleCount: sample.count,
            csv: { ...file, seconds: round(csvSeconds), rssBeforeMiB: round(rssBefore / MiB), rssPeakMiB: round(peak / MiB), rssAfterMiB: round(rssAfter / MiB), heap: { beforeMiB: round(heldBefore / MiB), peakGrowthMiB: round((heldPeak - heldBefore) / MiB), afterCollectionGrowthMiB: round((heldAfter - heldBefore) / MiB) } },
            plan,
          },
        };
      } finally {
        await app.stop();
      }
    } finally {
      await engine.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
