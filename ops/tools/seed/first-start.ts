import type { Logger } from 'pino';
import type { CommandDeps } from '../../../command/core/deps';
import type { Position } from '../../../contracts/core/position';
import type { DemoProgress, DemoStatus } from '../../app';
import { seedDemoAlerts } from './demo-alerts';
import { demoJourneyAccounts, JOURNEYS, seedDemoJourneys, seedJourneyAccounts } from './demo-journeys';
import { DEMO_COUNTS, demoSeeder, markDone, readKnown, SEED_WIDTH, type SeedCounts, type SeedPool } from './seed';
import { seedDemoModeration } from './demo-moderation';

// What a start does about the demo: nothing (seeding is off, this process does not seed, or the
// database had people before any demo began), begin it (no one there yet), continue it (begun and
// not complete: the process stopped half-way), or nothing because it is complete.
export type DemoPlan = 'off' | 'begin' | 'continue' | 'complete';

export function demoPlan(state: { seed: boolean; seedsHere: boolean; parts: ReadonlySet<string>; hasUsers: boolean }): DemoPlan {
  if (!state.seed || !state.seedsHere) return 'off';
  if (state.parts.has('complete')) return 'complete';
  if (state.parts.has('begun')) return 'continue';
  return state.hasUsers ? 'off' : 'begin';
}

// Seeded before the product says it is ready: the demo accounts, then this many companies (the demo
// recruiter's 3 jobs and 5 each) and seekers. The rest arrives while people use it.
export const FIRST_SLICE = { companies: 100, resumes: 100 };
// seed commands that keep going while people's requests are in flight
const WIDTH_WHILE_BUSY = 2;

export type FirstStartOptions = {
  plan: DemoPlan;
  deps: CommandDeps;
  log: Logger;
  // until the projections passed the position, or the time ran out
  waitFor: (position: Position, timeoutMs: number) => Promise<boolean>;
  // people's requests in flight (or just answered): the seed gives way
  busy: () => boolean;
  counts?: SeedCounts;
  firstSlice?: typeof FIRST_SLICE;
  progressEveryMs?: number;
  // another way to stop it between commands (as stop() does), asked before each
  stopWhen?: () => boolean;
};

export type FirstStart = {
  status(): DemoStatus;
  // the demo accounts and the first slice are in and projected
  usable: Promise<void>;
  // the whole demo is in, or the seed stopped (stop()) or failed (logged; status says so)
  complete: Promise<void>;
  // stops between commands and waits (at most timeoutMs) for the commands in flight
  stop(timeoutMs?: number): Promise<void>;
};

const thousands = (n: number) => n.toLocaleString('en-US');
export const progressLine = (p: DemoProgress) =>
  `demo: jobs ${thousands(p.jobs.done)} / ${thousands(p.jobs.total)}, resumes ${thousands(p.resumes.done)} / ${thousands(p.resumes.total)}, journeys ${p.journeys.done} / ${p.journeys.total}`;

const later = (a: Position | null, b: Position | null) => (a === null ? b : b === null ? a : BigInt(a) > BigInt(b) ? a : b);

export function startDemo(options: FirstStartOptions): FirstStart {
  const { plan, deps, log } = options;
  if (plan === 'off' || plan === 'complete') {
    const status: DemoStatus = { state: plan };
    return { status: () => status, usable: Promise.resolve(), complete: Promise.resolve(), stop: async () => {} };
  }
  const counts = options.counts ?? DEMO_COUNTS;
  const slice = options.firstSlice ?? FIRST_SLICE;
  let stopRequested = false;
  const stopped = () => stopRequested || (options.stopWhen?.() ?? false);
  const pool: SeedPool = { width: SEED_WIDTH, whileBusy: WIDTH_WHILE_BUSY, busy: options.busy, stopped };
  let state: DemoStatus['state'] = 'arriving';
  let seeder: ReturnType<typeof demoSeeder> | null = null;
  let journeysDone = 0;
  const progress = (): DemoProgress | undefined => (seeder ? { ...seeder.progress(), journeys: { done: journeysDone, total: JOURNEYS } } : undefined);
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;

  const usable = (async () => {
    // what a stopped seed made is read from the read models: they catch up with the log first
    if (plan === 'begin') await markDone(deps.db, 'begun');
    else if (!(await options.waitFor(await deps.store.headPosition(), 600_000))) throw new Error('the read models did not catch up with the log');
    const known = await readKnown(deps.db);
    journeysDone = [...known.parts].filter((p) => p.startsWith('journey:')).length;
    seeder = demoSeeder(deps, { counts, known, pool });
    log.info(plan === 'begin' ? 'first start: seeding the demo accounts and a first slice of the demo, through commands' : `continuing the demo where it stopped (${progressLine(progress()!)})`);
    await seeder.demoAccounts();
    const admin = seeder.idOf('admin')!;
    // the coaching staff and the two named clients can sign in from the start
    const named = await seedJourneyAccounts(seeder.deps, admin, demoJourneyAccounts, known.accounts);
    await seeder.jobs(0, slice.companies);
    await seeder.resumes(0, slice.resumes);
    const last = later(seeder.last(), named.last);
    if (last) await options.waitFor(last, 60_000);
    log.info({ seconds: seconds(), ...progress() }, 'demo accounts and a first slice in: the product is usable; the rest of the demo arrives in the background');
    return { seeder, admin };
  })();

  const complete = usable.then(async ({ seeder, admin }) => {
    const report = () => log.info(progressLine(progress()!));
    const timer = setInterval(report, options.progressEveryMs ?? 5_000);
    timer.unref();
    // the jobs and resumes go in beside the journeys: the journeys' steps wait for their read models
    // in turn, and the marketplace's commands fill those waits
    let marketplace: Promise<void> = Promise.resolve();
    try {
      const known = await readKnown(deps.db);
      marketplace = (async () => {
        await seeder.jobs(slice.companies, seeder.recruiters);
        await seeder.resumes(slice.resumes, counts.resumes);
      })();
      // its failure is met where it is awaited, after the journeys; until then it is not unhandled
      marketplace.catch(() => undefined);
      // the named clients sign in to their journeys: these come first among the coaching demo's parts
      await seedDemoJourneys(seeder.deps, admin, (p) => options.waitFor(p, 60_000), deps.product, {
        known: known.accounts,
        done: known.parts,
        mark: (part) => markDone(deps.db, part),
        scriptDone: () => journeysDone++,
        stopped,
      });
      // saved items of seeker@ and recruiter@, and reports waiting for admin@
      const [seeker, recruiter] = [seeder.idOf('seeker'), seeder.idOf('recruiter')];
      if (seeker && recruiter && !known.parts.has('marketplace:moderation') && !stopped()) {
        const moderated = await seedDemoModeration(seeder.deps, { seeker, recruiter });
        if (moderated) await options.waitFor(moderated, 60_000);
        await markDone(deps.db, 'marketplace:moderation');
      }
      await marketplace;
      const last = seeder.last();
      if (last) await options.waitFor(last, 120_000);
      // the seeker's alert and its first mail, over every demo job
      if (!stopped() && !known.parts.has('marketplace:alerts')) {
        await seedDemoAlerts(seeder.deps, seeder.idOf('seeker')!, (p) => options.waitFor(p, 60_000));
        await markDone(deps.db, 'marketplace:alerts');
      }
      if (stopped()) return log.info(`the demo stopped with the process; the next start continues it (${progressLine(progress()!)})`);
      await markDone(deps.db, 'complete');
      state = 'complete';
      report();
      log.info({ seconds: seconds() }, 'the demo is complete');
    } catch (error) {
      // a failed journey leaves the marketplace's commands to end before the status says so
      await marketplace.catch(() => undefined);
      state = 'failed';
      log.error({ err: error }, `the demo stopped on an error (${progressLine(progress()!)}); the next start continues it`);
    } finally {
      clearInterval(timer);
    }
  });

  return {
    status: () => ({ state, progress: progress() }),
    usable: usable.then(() => undefined),
    complete: complete.catch(() => undefined),
    async stop(timeoutMs = 10_000) {
      stopRequested = true;
      await Promise.race([complete.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
