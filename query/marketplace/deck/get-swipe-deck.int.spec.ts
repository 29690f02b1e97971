import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../contracts/database';
import type { EventData, EventType } from '../../../contracts/events';
import { jobInfoSchema } from '../../../contracts/marketplace/jobs/job';
import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import type { Projection } from '../../../projections/core/projection';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { activityProjection } from '../../../projections/marketplace/activity/activity.projection';
import { deckProjection } from '../../../projections/marketplace/deck/deck.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { decoded, storedEvent } from '../../../tests/support/specification/stored-event';
import { sqlTargets as targets, type OpenedEngine } from '../../../tests/support/test-databases';
import { getSwipeDeck } from './get-swipe-deck';

// The deck ranks a bounded set of candidates (a few index walks of 200 rows each). These cases
// put what the ranking weighs most behind more than a walk's worth of other rows.

const now = new Date('2025-06-15T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
const place = (name: string) => defaultPlaces.find((p) => p.name === name)!;
const telAviv = place('Tel Aviv');
const haifa = place('Haifa');
const projections = [jobProjection, userAccountProjection, activityProjection, deckProjection, creditLedgerProjection];
const MORE_THAN_A_WALK = 230;

const event = <T extends EventType>(type: T, data: EventData<T>) => decoded(storedEvent(type, data));

async function project(db: Kysely<Database>, projection: Projection, events: ReturnType<typeof event>[]) {
  const handled = events.filter((e) => projection.handlers[e.type as EventType]);
  if (handled.length) await projection.applyBatch!(db, handled, { publish: () => undefined });
}
const projectAll = async (db: Kysely<Database>, events: ReturnType<typeof event>[]) => {
  for (const p of projections) await project(db, p, events);
};

const jobCreated = (ownerId: string, createdAt: string, over: { tags?: string[]; at?: string; seniorityLevel?: string; title?: string }) => {
  const where = place(over.at ?? 'Haifa');
  const job = jobInfoSchema.parse({
    title: over.title ?? 'Office Manager',
    company: 'Initech',
    employmentType: 'FULL_TIME',
    seniorityLevel: over.seniorityLevel ?? 'Junior',
    description: 'Keep the office running',
    location: where.name,
    loc_lat: where.lat,
    loc_lng: where.lng,
    tags: over.tags ?? ['Excel'],
  });
  const jobId = randomUUID();
  return { jobId, event: event('JobCreated', { jobId, ownerId, job, status: 'A', createdAt }) };
};

const person = (lookingforwork: boolean, registeredAt: string, changes: EventData<'ProfileSaved'>['changes']) => {
  const userId = randomUUID();
  return {
    userId,
    events: [
      event('UserRegistered', { userId, email: `${userId}@example.com`, first_name: 'Noa', last_name: 'Levi', lookingforwork, isAdmin: false, card_color: 0, source: 'web', registeredAt }),
      event('ProfileSaved', { userId, changes, savedAt: registeredAt }),
    ],
  };
};

for (const target of targets) {
  const title = target.skipReason ? `getSwipeDeck at scale on ${target.name} (skipped: ${target.skipReason})` : `getSwipeDeck at scale on ${target.name}`;

  describe.skipIf(target.skipReason !== null)(title, () => {
    let opened: OpenedEngine | undefined;
    let db: Kysely<Database>;

    beforeAll(async () => {
      opened = await target.open();
      db = opened.engine.db;
      for (const p of projections) {
        await p.createTables(db);
        await p.createIndexes?.(db);
      }
    });
    afterAll(async () => {
      await opened?.dispose();
    });
    beforeEach(async () => {
      for (const table of ['job', 'job_search', 'user_account', 'application', 'deck_skip', 'promotion'] as const) await db.deleteFrom(table).execute();
    });

    const deck = (userId: string, options: { histogramType?: 'jobs' | 'resumes'; radius?: number } = {}) =>
      getSwipeDeck(db, userId, { ...options, limit: 20, now }).then((d) => d.cards.map((c) => c.objectId));

    it('deals first an older job that shares the seeker’s tags, in any case, behind more than a walk of newer jobs that share nothing', async () => {
      const newer = Array.from({ length: MORE_THAN_A_WALK }, (_, i) => jobCreated('recruiter-1', minutesAgo(i + 1), {}));
      const match = jobCreated('recruiter-1', minutesAgo(10_000), { tags: ['TypeScript', 'React'], title: 'React Lead' });
      const seeker = person(true, minutesAgo(5), { tags: ['typescript', 'react'] });
      await projectAll(db, [...newer.map((j) => j.event), match.event, ...seeker.events]);

      const cards = await deck(seeker.userId);
      expect(cards).toHaveLength(20);
      expect(cards[0]).toBe(match.jobId);
    });

    it('deals a nearby job of the seeker’s level behind more than a walk of newer jobs far away', async () => {
      const newer = Array.from({ length: MORE_THAN_A_WALK }, (_, i) => jobCreated('recruiter-1', minutesAgo(i + 1), { at: 'Haifa', seniorityLevel: 'Junior' }));
      const near = jobCreated('recruiter-1', minutesAgo(10_000), { at: 'Tel Aviv', seniorityLevel: 'Senior' });
      const seeker = person(true, minutesAgo(5), { location: telAviv.name, loc_lat: telAviv.lat, loc_lng: telAviv.lng, seniorityLevel: 'Senior' });
      await projectAll(db, [...newer.map((j) => j.event), near.event, ...seeker.events]);

      expect((await deck(seeker.userId))[0]).toBe(near.jobId);
      // within 10 km only the Tel Aviv job is left
      expect(await deck(seeker.userId, { radius: 10 })).toEqual([near.jobId]);
    });

    it('keeps dealing new cards after more than a walk of skips and applications, never one seen before', async () => {
      const jobs = Array.from({ length: MORE_THAN_A_WALK + 30 }, (_, i) => jobCreated('recruiter-1', minutesAgo(i + 1), {}));
      const seeker = person(true, minutesAgo(5), {});
      const seen = jobs.slice(0, MORE_THAN_A_WALK).map((j) => j.jobId);
      const skips = seen.slice(0, -10).map((objectId) => event('SuggestionSkipped', { userId: seeker.userId, objectId, histogramType: 'jobs', skippedAt: minutesAgo(1) }));
      await projectAll(db, [...jobs.map((j) => j.event), ...seeker.events, ...skips]);
      await db
        .insertInto('application')
        .values(seen.slice(-10).map((jobId) => ({ job_id: jobId, seeker_id: seeker.userId, recruiter_id: 'recruiter-1', applied_at: now, last_position: '1' })))
        .execute();

      const cards = await deck(seeker.userId);
      expect(cards).toEqual(jobs.slice(MORE_THAN_A_WALK, MORE_THAN_A_WALK + 20).map((j) => j.jobId));
    });

    it('deals a recruiter first an older seeker who shares the job’s tags, in any case, behind more than a walk of newer seekers', async () => {
      const recruiter = person(false, minutesAgo(20_000), {});
      const job = jobCreated(recruiter.userId, minutesAgo(20_000), { tags: ['Go', 'Kubernetes'], at: 'Tel Aviv' });
      const others = Array.from({ length: MORE_THAN_A_WALK }, (_, i) => person(true, minutesAgo(i + 1), { tags: ['php'], location: haifa.name, loc_lat: haifa.lat, loc_lng: haifa.lng }));
      const strong = person(true, minutesAgo(10_000), { tags: ['go', 'KUBERNETES'] });
      await projectAll(db, [...recruiter.events, job.event, ...others.flatMap((p) => p.events), ...strong.events]);

      const cards = await deck(recruiter.userId, { histogramType: 'resumes' });
      expect(cards).toHaveLength(20);
      expect(cards[0]).toBe(strong.userId);
    });
  });
}
