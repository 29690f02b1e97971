import pino from 'pino';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Position } from '../../contracts/core/position';
import { projections } from '../../ops/registry';
import type { PublishesData } from '../../contracts/coaching/publish-grid/calls';
import { JOURNEYS, seedDemoJourneys } from '../../ops/tools/seed/demo-journeys';
import type { JhStatistics, MainDashboard } from '../../contracts/backoffice/statistics/figures';
import { demoPlan, startDemo, type FirstStart } from '../../ops/tools/seed/first-start';
import { eachInPool, readDoneParts, readKnown } from '../../ops/tools/seed/seed';
import { startTestApp, type TestApp } from '../support/test-app';

const log = pino({ level: 'silent' });
const all = projections.map((p) => p.name);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('what a start does about the demo', () => {
  const plan = (parts: string[], hasUsers: boolean, seed = true, seedsHere = true) => demoPlan({ seed, seedsHere, parts: new Set(parts), hasUsers });

  it('begins on an empty database, continues one begun and not complete even with people in it, and leaves a complete one or a database of people alone', () => {
    expect(plan([], false)).toBe('begin');
    expect(plan(['begun'], true)).toBe('continue');
    expect(plan(['begun', 'journey:client@demo.jobswipe.local'], true)).toBe('continue');
    expect(plan(['begun', 'complete'], true)).toBe('complete');
    expect(plan([], true)).toBe('off');
    expect(plan([], false, false)).toBe('off');
    expect(plan(['begun'], true, true, false)).toBe('off');
  });
});

describe('the seed gives way to people', () => {
  it('keeps only a few commands in flight while people are being answered, and all of them otherwise', async () => {
    let busy = false;
    let inFlight = 0;
    const most = { quiet: 0, busy: 0 };
    const work = async () => {
      inFlight++;
      most[busy ? 'busy' : 'quiet'] = Math.max(most[busy ? 'busy' : 'quiet'], inFlight);
      await sleep(2);
      inFlight--;
    };
    await eachInPool({ width: 20, whileBusy: 2, busy: () => busy, stopped: () => false }, 200, work);
    busy = true;
    await eachInPool({ width: 20, whileBusy: 2, busy: () => busy, stopped: () => false }, 50, work);
    expect(most.quiet).toBe(20);
    expect(most.busy).toBeLessThanOrEqual(2);
  });
});

describe('the first start', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.stop();
    t = null;
  });

  // three starts seeding the demo: longer than a minute on two shared cores
  it('is usable with the demo accounts and a first slice, tells /readyz the demo is arriving, and a start after a stop continues the demo without making anything twice', { timeout: 180_000 }, async () => {
    t = await startTestApp({}, { SEED: 'true' });
    const app = t.app;
    const counts = { jobs: 203, resumes: 30 };
    const firstSlice = { companies: 3, resumes: 4 };
    const start = async (until?: (s: FirstStart) => boolean): Promise<FirstStart> => {
      const hasUsers = !!(await app.engine.db.selectFrom('credential').select('user_id').limit(1).executeTakeFirst());
      const plan = demoPlan({ seed: true, seedsHere: true, parts: await readDoneParts(app.engine.db), hasUsers });
      expect(plan).toBe(hasUsers ? 'continue' : 'begin');
      // a process stopped half-way (SIGTERM): the seed stops between commands
      const demo: FirstStart = startDemo({ plan, deps: app.deps, log, waitFor: (p: Position, ms: number) => app.runner!.waitFor(p, ms, all), busy: app.busy, counts, firstSlice, stopWhen: () => until?.(demo) ?? false });
      app.setDemo(demo.status);
      await demo.usable;
      app.markSeeded();
      if (until) await demo.complete;
      return demo;
    };
    const readyz = async () => {
      const response = await fetch(`${app.url}/readyz`);
      return { status: response.status, body: (await response.json()) as { ready: boolean; demo: string; progress?: Record<string, { done: number; total: number }> } };
    };

    // stopped in the jobs (they go in beside the journeys: 50 commands in flight, so the stop comes
    // within 50 jobs of the hundredth)
    const first = await start((d) => d.status().progress!.jobs.done >= 100);
    expect((await readyz()).body).toMatchObject({ ready: true, demo: 'arriving' });
    // the marketplace's and the coaching service's demo accounts sign in from the start
    for (const email of ['recruiter@demo.jobswipe.local', 'seeker@demo.jobswipe.local', 'admin@demo.jobswipe.local', 'jhadmin@demo.jobswipe.local', 'client@demo.jobswipe.local'])
      expect((await t.call('login', { email, password: 'demo1234', captchaToken: '' })).status).toBe(200);
    expect(first.status().state).toBe('arriving');
    expect(first.status().progress!.jobs.done).toBeLessThan(counts.jobs);

    // stopped in the journeys (each script is a few commands one after another: far slower than the jobs)
    const journeysBefore = first.status().progress!.journeys.done;
    const second = await start((d) => d.status().progress!.journeys.done >= journeysBefore + 3);
    expect(second.status().state).toBe('arriving');
    expect(second.status().progress!.journeys.done).toBeLessThan(JOURNEYS);

    const third = await start();
    await third.complete;
    expect(third.status()).toMatchObject({ state: 'complete', progress: { jobs: { done: 203, total: 203 }, resumes: { done: 30, total: 30 }, journeys: { done: JOURNEYS, total: JOURNEYS } } });
    await expect.poll(async () => (await readyz()).body, { timeout: 20_000 }).toMatchObject({ ready: true, demo: 'complete' });

    // each thing once: 203 jobs, 30 seekers with a resume, each journey's script once
    const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(app.engine.db)).rows[0]!.n);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM job`)).toBe(203);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM user_account WHERE email LIKE '%@seekers.example' AND title IS NOT NULL`)).toBe(30);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM user_account WHERE email LIKE 'hiring%'`)).toBe(40);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM demo_seed WHERE part LIKE 'journey:%'`)).toBe(JOURNEYS);
    expect(await count(sql<{ n: string }>`SELECT max(c) AS n FROM (SELECT count(*) AS c FROM job GROUP BY owner_id) per_owner`)).toBe(5);
    expect(demoPlan({ seed: true, seedsHere: true, parts: await readDoneParts(app.engine.db), hasUsers: true })).toBe('complete');
    // seeker@'s alert, and its first mail in the outbox when a job near Tel Aviv came in the last day
    const seekerAlerts = await app.engine.db.selectFrom('alert').innerJoin('user_account', 'user_account.id', 'alert.user_id').select(['alert.id', 'alert.location_name']).where('user_account.email', '=', 'seeker@demo.jobswipe.local').execute();
    expect(seekerAlerts).toEqual([{ id: expect.any(String), location_name: 'Tel Aviv' }]);
    const delivery = await app.engine.db.selectFrom('alert_delivery').select('items').where('alert_id', '=', seekerAlerts[0]!.id).executeTakeFirstOrThrow();
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM mail_outbox WHERE template = 'alert-digest' AND to_address = 'seeker@demo.jobswipe.local'`)).toBe(delivery.items > 0 ? 1 : 0);
    // the leads: thirty, and ten more the questionnaires sent from the form brought, in every
    // status (and blank), some follow-ups due within a day; 25 questionnaires
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM lead`)).toBe(40);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM intake_questionnaire`)).toBe(25);
    // saved items of seeker@ (three jobs) and recruiter@ (two resumes), three reports waiting for admin@
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM saved_item s JOIN user_account a ON a.id = s.user_id WHERE a.email = 'seeker@demo.jobswipe.local' AND s.item_type = 'job'`)).toBe(3);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM saved_item s JOIN user_account a ON a.id = s.user_id WHERE a.email = 'recruiter@demo.jobswipe.local' AND s.item_type = 'profile'`)).toBe(2);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM report`)).toBe(3);
    expect(await count(sql<{ n: string }>`SELECT count(DISTINCT status) AS n FROM lead`)).toBe(7);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM lead WHERE is_follow_up_needed AND follow_up_reminder_date < now() + interval '1 day'`)).toBeGreaterThan(0);
    // the demo jobs' companies, each listed once with its active jobs counted, and their reviews
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM company`)).toBe(20);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM job j WHERE NOT EXISTS (SELECT 1 FROM company c WHERE c.name = j.company)`)).toBe(0);
    expect(await count(sql<{ n: string }>`SELECT sum(active_jobs) AS n FROM company_job_count`)).toBe(203);
    expect(await count(sql<{ n: string }>`SELECT count(DISTINCT kind) AS n FROM company_review`)).toBe(2);
    // the interviews forum: twelve topics with their replies counted, one pinned
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM forum_topic`)).toBe(12);
    expect(await count(sql<{ n: string }>`SELECT count(*) AS n FROM forum_topic WHERE sticky`)).toBe(1);
    expect(await count(sql<{ n: string }>`SELECT sum(reply_count) AS n FROM forum_topic`)).toBe(await count(sql<{ n: string }>`SELECT count(*) AS n FROM forum_reply`));
    // the partner companies' users see their own clients: five approved and three waiting, four of the second partner
    const partner = await t.call<{ token: string }>('login', { email: 'partner@demo.jobswipe.local', password: 'demo1234', captchaToken: '' });
    const dashboard = await t.call<{ approvedClients: unknown[]; unapprovedClients: unknown[]; prepaid: { remaining: number; total: number } }>('getSynamediaClients', {}, partner.body.token);
    expect([dashboard.body.approvedClients.length, dashboard.body.unapprovedClients.length, dashboard.body.prepaid]).toEqual([5, 3, { remaining: 5, total: 6 }]);
    const bfl = await t.call<{ token: string }>('login', { email: 'bfl@demo.jobswipe.local', password: 'demo1234', captchaToken: '' });
    expect((await t.call<{ clients: unknown[] }>('getBflClients', {}, bfl.body.token)).body.clients).toHaveLength(4);

    // the publish grid as staff open it: client@ and the journeys on the Publish step with parts
    // placed, and two approved clients waiting for a part
    const staff = await t.call<{ token: string }>('login', { email: 'jhadmin@demo.jobswipe.local', password: 'demo1234', captchaToken: '' });
    const idOf = async (email: string) => (await app.engine.db.selectFrom('user_account').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const client = await idOf('client@demo.jobswipe.local');
    const onPublishStep = await Promise.all(['journey4', 'journey16', 'journey22', 'journey28'].map((name) => idOf(`${name}@demo.jobswipe.local`)));
    const grid = await t.call<PublishesData>('getPublishesData', {}, staff.body.token);
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);
    const partsOf = (userId: string) => grid.body.publishList.filter((c) => c.userId === userId).map((c) => [c.part, c.publishTime, c.status]);
    expect(partsOf(client)).toEqual([
      [1, '09:00', 'READY'],
      [2, '13:00', 'READY'],
    ]);
    for (const userId of onPublishStep) expect(partsOf(userId)).toEqual([[1, expect.any(String), 'READY']]);
    expect(grid.body.publishList).toHaveLength(6);
    expect(grid.body.users.filter((u) => u.onList).map((u) => u.userId).sort()).toEqual([client, ...onPublishStep].sort());
    const waiting = grid.body.users.filter((u) => !u.onList);
    expect(waiting).toHaveLength(2);
    for (const u of waiting) expect(u).toMatchObject({ status: 'approved', cycle: 1, partsAvailable: [1, 2, 3, 4], email: expect.stringMatching(/^journey\d+@demo\.jobswipe\.local$/) });
    type Journey = { personaljourney: { currentStep: number; isPublish: boolean } };
    const asStaff = t;
    const journeyOf = async (userId: string) => (await asStaff.call<Journey>('getPersonalJourneyData', { userId }, staff.body.token)).body.personaljourney;
    expect(await journeyOf(client)).toMatchObject({ currentStep: 5, isPublish: true });
    expect(await journeyOf(waiting[0]!.userId)).toMatchObject({ currentStep: 4, isPublish: true });
    // a waiting client is placed at once
    const placed = await t.call<PublishesData>('changePublishList', { part: 1, publishTime: '16:00', userData: { userId: waiting[0]!.userId } }, staff.body.token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.users.find((u) => u.userId === waiting[0]!.userId)).toMatchObject({ onList: true, partsAvailable: [2, 3, 4] });

    // the back-office's tables open with rows: every journey (some priced by the client admin), the
    // interviews, and the jobs found
    const rows = async (call: string) => (await asStaff.call<{ data: Record<string, unknown>[]; count: number }>(call, {}, staff.body.token)).body;
    const clients = await rows('getSynamediaClientsData');
    // the demo's journeys, and the client who paid the demo's payment link
    expect(clients.count).toBe(JOURNEYS + 1);
    expect(clients.data.filter((c) => c.amount !== null).length).toBeGreaterThan(10);
    expect((await rows('getInterviewsReportData')).count).toBeGreaterThan(30);
    expect((await rows('getJobsFoundData')).count).toBeGreaterThanOrEqual(5);
    // the staff's dashboards have the demo's weeks to show: sign-ups, jobs, applications and matches,
    // journeys by status, interviews and offers
    const some = (series: readonly number[]) => series.some((v) => v > 0);
    const product = t;
    const figures = async () => {
      const main = (await product.call<MainDashboard>('getMainDashboardData', {}, staff.body.token)).body;
      const coaching = (await product.call<JhStatistics>('getJHStatisticsData', {}, staff.body.token)).body;
      return [some(main.signups.seeker), some(main.jobsPosted), some(main.applications), some(main.matches), coaching.journeysByStatus.length > 0, coaching.totals.interviews > 0, coaching.totals.offers > 0];
    };
    await expect.poll(figures, { timeout: 30_000 }).toEqual([true, true, true, true, true, true, true]);

    // the publications seeded again (a seed stopped inside them) make nothing twice
    const before = await app.store.headPosition();
    const known = await readKnown(app.engine.db);
    const parts = new Set([...known.parts].filter((p) => p !== 'journeys:publications'));
    const admin = await idOf('admin@demo.jobswipe.local');
    await seedDemoJourneys(app.deps, admin, (p) => app.runner!.waitFor(p, 60_000, all), app.deps.product, { known: known.accounts, done: parts, mark: async () => {} });
    expect(await app.store.headPosition()).toBe(before);
  });

  it('answers /readyz 503 until the product is usable, then 200 with the demo arriving', async () => {
    t = await startTestApp({}, { SEED: 'true' });
    const early = await fetch(`${t.app.url}/readyz`);
    expect(early.status).toBe(503);
    expect(await early.json()).toMatchObject({ ready: false });
    t.app.setDemo(() => ({ state: 'arriving', progress: { jobs: { done: 10, total: 100 }, resumes: { done: 0, total: 10 }, journeys: { done: 0, total: 32 } } }));
    t.app.markSeeded();
    const usable = await fetch(`${t.app.url}/readyz`);
    expect(usable.status).toBe(200);
    expect(await usable.json()).toEqual({ ready: true, demo: 'arriving', progress: { jobs: { done: 10, total: 100 }, resumes: { done: 0, total: 10 }, journeys: { done: 0, total: 32 } } });
  });
});
