import pg from 'pg';
import { actOnOccurrence, newRegistrationCode } from '../../../command/backoffice/events/occurrence-commands';
import { isDomainError } from '../../../contracts/core/errors';
import { listedDates, occurrenceIdOf, webinarsOf } from '../../../contracts/backoffice/events/webinar';
import { openPostgres } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { withBenchDatabase } from './support/postgres';
import { figure, progress } from './support/report';
import { round, roundSummary, summarize, timed } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// Webinar registration's budget (PostgreSQL): 100 people register at once to an occurrence with 10
// places left, each decided on the occurrence's stream (expected-version append, retried on a
// conflict): exactly 10 are registered, and each answer (registered or 'no places left') comes
// within p95 ≤ 50 ms. Beside it, the raw baseline: the same race as 100 concurrent guarded UPDATEs of
// one counter row (`taken < limit`), PostgreSQL's own row lock deciding.

const CONCURRENT = 100;
const PLACES = 10;
const PRODUCT = 'JobHunt';

const form = (round: number, i: number) => ({ email: `bench${round}.${i}@example.com`, firstName: 'Dana', lastName: 'Levi', phone: '050-1234567' });

export async function runEvents(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const rounds = options.quick ? 4 : 20;
  return withBenchDatabase('events', async (url) => {
    const engine = await openPostgres(url);
    const raw = new pg.Pool({ connectionString: url, max: 20 });
    try {
      await createEventStoreSchema(engine.db);
      const store = createPostgresEventStore(engine);
      const [meet] = webinarsOf(PRODUCT);
      const now = new Date();
      const deps = { store, clock: () => now, product: PRODUCT };
      const ctx = { actor: null, correlationId: 'bench' };
      const dates = Array.from({ length: rounds }, (_, r) => listedDates(meet!, new Date(now.getTime() + r * 7 * 86_400_000))[0]!);
      const times: number[] = [];
      const placed: number[] = [];
      for (const [r, date] of dates.entries()) {
        const occurrenceId = occurrenceIdOf(meet!.eventUrl, date);
        // 40 of 50 places taken before the race
        await actOnOccurrence(deps, occurrenceId, { type: 'Edit', data: { host: 'host@example.com', googleMeetLink: 'https://meet.google.com/x', limit: 40 + PLACES, status: 'A' } }, ctx);
        for (let i = 0; i < 40; i++) await actOnOccurrence(deps, occurrenceId, { type: 'Register', registrantId: `pre${r}.${i}`, code: 'c', form: form(r + 1000, i), waitlist: false }, ctx);
        progress(`events: round ${r + 1}/${rounds}, ${CONCURRENT} registrations at once for the last ${PLACES} places`);
        const registered = await Promise.all(
          Array.from({ length: CONCURRENT }, async (_, i) => {
            let got = false;
            times.push(
              await timed(async () => {
                const done = await actOnOccurrence(deps, occurrenceId, { type: 'Register', registrantId: `b${r}.${i}`, code: newRegistrationCode(), form: form(r, i), waitlist: false }, ctx);
                got = !isDomainError(done) && done.events.length > 0;
              }),
            );
            return got;
          }),
        );
        placed.push(registered.filter(Boolean).length);
      }
      await store.close();

      // the raw baseline: the same race on one row
      await raw.query('CREATE TABLE IF NOT EXISTS bench_places (id int PRIMARY KEY, taken int NOT NULL, places int NOT NULL)');
      const rawTimes: number[] = [];
      const rawPlaced: number[] = [];
      for (let r = 0; r < rounds; r++) {
        await raw.query('INSERT INTO bench_places VALUES ($1, 40, $2) ON CONFLICT (id) DO UPDATE SET taken = 40', [r, 40 + PLACES]);
        const won = await Promise.all(
          Array.from({ length: CONCURRENT }, async () => {
            let got = false;
            rawTimes.push(await timed(async () => (got = ((await raw.query('UPDATE bench_places SET taken = taken + 1 WHERE id = $1 AND taken < places', [r])).rowCount ?? 0) > 0)));
            return got;
          }),
        );
        rawPlaced.push(won.filter(Boolean).length);
      }
      const latency = summarize(times);
      const baseline = summarize(rawTimes);
      const exact = placed.every((n) => n === PLACES);
      return {
        figures: [
          figure({
            bench: 'events',
            engine: 'postgresql',
            metric: `registration p95 (${CONCURRENT} at once for the last ${PLACES} places; exactly ${PLACES} registered: ${exact ? 'yes' : 'NO'})`,
            value: exact ? round(latency.p95) : Number.NaN,
            unit: 'ms',
            baseline: { label: `raw guarded UPDATE of one row, ${CONCURRENT} at once, p95`, value: round(baseline.p95), unit: 'ms' },
            budget: { op: '<=', value: 50, on: 'value' },
          }),
        ],
        details: { rounds, placedPerRound: placed, rawPlacedPerRound: rawPlaced, registration: roundSummary(latency), raw: roundSummary(baseline) },
      };
    } finally {
      await raw.end().catch(() => undefined);
      await engine.close();
    }
  });
}
