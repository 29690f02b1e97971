import { sql } from 'kysely';
import type { Logger } from 'pino';
import { confirmEmail } from '../../../command/identity/users/confirm-email';
import { registerUser } from '../../../command/identity/users/register-user';
import { createJob } from '../../../command/marketplace/jobs/create-job';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { DEFAULT_JOB_LIMIT } from '../../../contracts/identity/users/user';
import type { UserRoles } from '../../../contracts/identity/users/events';
import { saveProfile } from '../../../command/identity/users/save-profile';
import { demoCompanies, demoJob, seededRandom } from './demo-jobs';
import { seedDemoJourneys } from './demo-journeys';
import { demoPerson } from './demo-resumes';
import { seedDemoModeration } from './demo-moderation';

export const DEMO_PASSWORD = 'demo1234';
export const demoAccounts = [
  { role: 'recruiter', email: 'recruiter@demo.jobswipe.local', first_name: 'Dana', last_name: 'Levi', lookingforwork: false, isAdmin: false },
  { role: 'seeker', email: 'seeker@demo.jobswipe.local', first_name: 'Yossi', last_name: 'Cohen', lookingforwork: true, isAdmin: false },
  { role: 'admin', email: 'admin@demo.jobswipe.local', first_name: 'Maya', last_name: 'Admin', lookingforwork: false, isAdmin: true },
] as const;

const DAY = 86_400_000;
const JOBS_PER_COMPANY = 5;
// commands in flight at once: the store and the projections keep up, the start stays short
export const SEED_WIDTH = 50;

export type SeedCounts = { jobs: number; resumes: number };
// a fresh start's marketplace (README: Run it)
export const DEMO_COUNTS: SeedCounts = { jobs: 10_000, resumes: 2_000 };

export type Count = { done: number; total: number };

// What the seed finds already made (a demo stopped half-way), so it continues instead of repeating.
type RoleFlags = Required<Pick<UserRoles, 'isJHUser' | 'isActiveJHUser' | 'isJHAdmin' | 'isCSManager' | 'isCAdmin'>>;
export type KnownAccount = { id: string; verified: boolean; profiled: boolean; roles: RoleFlags };
export type Known = { accounts: Map<string, KnownAccount>; jobsOf: Map<string, number>; parts: Set<string> };
export const nothingKnown = (): Known => ({ accounts: new Map(), jobsOf: new Map(), parts: new Set() });

// Read from the read models (caught up first) and the demo_seed table.
export async function readKnown(db: CommandDeps['db']): Promise<Known> {
  const rows = await db
    .selectFrom('user_account')
    .select(['id', 'email', 'verified', 'title', 'is_jh_user', 'is_active_jh_user', 'is_jh_admin', 'is_cs_manager', 'is_c_admin'])
    .where('source', '=', 'seed')
    .execute();
  const accounts = new Map<string, KnownAccount>(
    rows.map((r) => [
      r.email,
      {
        id: r.id,
        verified: r.verified,
        profiled: r.title !== null,
        roles: { isJHUser: r.is_jh_user, isActiveJHUser: r.is_active_jh_user, isJHAdmin: r.is_jh_admin, isCSManager: r.is_cs_manager, isCAdmin: r.is_c_admin },
      },
    ]),
  );
  const jobs = await db.selectFrom('job').select(['owner_id', (eb) => eb.fn.countAll<string>().as('count')]).groupBy('owner_id').execute();
  const seeded = new Set([...accounts.values()].map((a) => a.id));
  const jobsOf = new Map(jobs.filter((j) => seeded.has(j.owner_id)).map((j) => [j.owner_id, Number(j.count)]));
  return { accounts, jobsOf, parts: await readDoneParts(db) };
}

export async function readDoneParts(db: CommandDeps['db']): Promise<Set<string>> {
  const { rows } = await sql<{ part: string }>`SELECT part FROM demo_seed`.execute(db);
  return new Set(rows.map((r) => r.part));
}

export const markDone = async (db: CommandDeps['db'], part: string): Promise<void> => {
  await sql`INSERT INTO demo_seed (part) VALUES (${part}) ON CONFLICT (part) DO NOTHING`.execute(db);
};

// Runs work(0 … count-1) with `width` in flight. While people use the product (busy), only
// `whileBusy` of them take new work: a user's command then waits behind a few of the seed's, not
// fifty. stopped() ends it between commands.
export type SeedPool = { width: number; whileBusy: number; busy: () => boolean; stopped: () => boolean };
export const plainPool: SeedPool = { width: SEED_WIDTH, whileBusy: SEED_WIDTH, busy: () => false, stopped: () => false };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function eachInPool(pool: SeedPool, count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async (lane: number) => {
    while (next < count && !failed && !pool.stopped()) {
      if (lane >= pool.whileBusy && pool.busy()) {
        await sleep(20);
        continue;
      }
      const index = next++;
      try {
        await work(index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(pool.width, count) }, (_, lane) => worker(lane)));
}

// Every demo account has the same password: it is hashed once.
const hashedOnce = (deps: CommandDeps): CommandDeps['hasher'] => {
  const hashes = new Map<string, Promise<string>>();
  return {
    ...deps.hasher,
    hash: (password: string) => {
      if (!hashes.has(password)) hashes.set(password, deps.hasher.hash(password));
      return hashes.get(password)!;
    },
  };
};

export type DemoSeeder = ReturnType<typeof demoSeeder>;

// The demo marketplace in parts (the demo accounts, runs of the companies' jobs, runs of the
// seekers' resumes), each through the same commands real users send, so events, projections and
// limits apply. Whatever `known` holds is not made again.
export function demoSeeder(commandDeps: CommandDeps, options: { counts?: SeedCounts; prefix?: string; known?: Known; pool?: SeedPool } = {}) {
  const deps: CommandDeps = { ...commandDeps, hasher: hashedOnce(commandDeps) };
  const ctx: CommandContext = { actor: null, correlationId: 'seed' };
  const counts = options.counts ?? DEMO_COUNTS;
  const prefix = options.prefix ?? '';
  const known = options.known ?? nothingKnown();
  const pool = options.pool ?? plainPool;
  const ids = new Map<string, string>();
  let last: Position | null = null;
  const later = (position: Position | null | undefined) => {
    if (position && (last === null || BigInt(position) > BigInt(last))) last = position;
  };

  // an account as far as it is missing: registered, then confirmed
  const account = async (email: string, first_name: string, last_name: string, lookingforwork: boolean, isAdmin: boolean): Promise<{ id: string; profiled: boolean }> => {
    const found = known.accounts.get(email);
    let id = found?.id;
    if (!id) {
      const registered = await registerUser(deps, { email, password: DEMO_PASSWORD, first_name, last_name, lookingforwork, isAdmin, source: 'seed', sendConfirmation: false }, ctx);
      if (isDomainError(registered)) throw new Error(`the demo account ${email} was refused: ${registered.code}`);
      id = registered.userId;
      later(registered.position);
    }
    if (!found?.verified) {
      const confirmed = await confirmEmail(deps, { userId: id }, ctx);
      if (isDomainError(confirmed)) throw new Error(`the demo account ${email} was not confirmed: ${confirmed.code}`);
      later(confirmed.position);
    }
    return { id, profiled: found?.profiled ?? false };
  };

  const now = deps.clock().getTime();
  // each company's recruiter posts up to the default limit of active jobs; the demo recruiter a few
  const recruiters = Math.ceil(Math.max(0, counts.jobs - 3) / JOBS_PER_COMPANY) + 1;
  const jobsOf = (c: number) => Math.max(0, Math.min(c === 0 ? 3 : JOBS_PER_COMPANY, counts.jobs - (c === 0 ? 0 : 3 + (c - 1) * JOBS_PER_COMPANY)));
  const firstJobOf = (c: number) => (c === 0 ? 0 : 3 + (c - 1) * JOBS_PER_COMPANY);
  // the draws are made in order, before the commands run side by side
  const random = seededRandom(42);
  const drawn = Array.from({ length: counts.jobs }, (_, i) => ({ postedAt: new Date(now - Math.floor(random() * 30 * DAY)), random: seededRandom(1000 + i) }));
  const companyOf = (c: number) => demoCompanies[c % demoCompanies.length]!;
  const recruiterEmail = (c: number) => `${prefix}hiring${c}@${companyOf(c).toLowerCase().replace(/\s+/g, '')}.example`;
  // the jobs company c posted before a stop; the demo recruiter is company 0 of a first seed
  const postedBy = (c: number) => {
    const email = c === 0 && !prefix ? demoAccounts[0].email : recruiterEmail(c);
    const id = known.accounts.get(email)?.id;
    return id ? Math.min(known.jobsOf.get(id) ?? 0, jobsOf(c)) : 0;
  };
  const resumeEmail = (i: number) => `${prefix}${demoPerson(i, seededRandom(5000 + i)).email}`;
  const progress = {
    jobs: { done: Array.from({ length: recruiters }, (_, c) => postedBy(c)).reduce((a, b) => a + b, 0), total: counts.jobs },
    resumes: { done: Array.from({ length: counts.resumes }, (_, i) => (known.accounts.get(resumeEmail(i))?.profiled ? 1 : 0)).reduce<number>((a, b) => a + b, 0), total: counts.resumes },
  };

  return {
    recruiters,
    progress: (): { jobs: Count; resumes: Count } => ({ jobs: { ...progress.jobs }, resumes: { ...progress.resumes } }),
    idOf: (role: string) => ids.get(role),
    // the last position the seed's commands appended: wait for it before reading what they made
    last: () => last,

    async demoAccounts(): Promise<void> {
      for (const a of demoAccounts) ids.set(a.role, (await account(a.email, a.first_name, a.last_name, a.lookingforwork, a.isAdmin)).id);
    },

    // the companies [from, to): each registers its recruiter and posts its jobs, one after another
    async jobs(from: number, to: number): Promise<void> {
      const end = Math.min(to, recruiters);
      await eachInPool(pool, Math.max(0, end - from), async (k) => {
        const c = from + k;
        const company = companyOf(c);
        const suffix = c < demoCompanies.length ? '' : ` ${Math.floor(c / demoCompanies.length) + 1}`;
        const demo = demoAccounts[0];
        const owner =
          c === 0 && !prefix
            ? (ids.get('recruiter') ?? (await account(demo.email, demo.first_name, demo.last_name, demo.lookingforwork, demo.isAdmin)).id)
            : (await account(recruiterEmail(c), 'Hiring', `Team ${company}${suffix}`, false, false)).id;
        for (let j = postedBy(c); j < jobsOf(c) && !pool.stopped(); j++) {
          const index = firstJobOf(c) + j;
          const { postedAt, random: draw } = drawn[index]!;
          const result = await createJob({ ...deps, clock: () => postedAt }, { ownerId: owner, job: demoJob(index, company, draw), limit: DEFAULT_JOB_LIMIT }, { ...ctx, actor: owner });
          if (isDomainError(result)) throw new Error(`a demo job was refused: ${result.code}`);
          later(result.position);
          progress.jobs.done++;
        }
      });
    },

    // the seekers [from, to), each with a resume: experience, education and tags
    async resumes(from: number, to: number): Promise<void> {
      const end = Math.min(to, counts.resumes);
      await eachInPool(pool, Math.max(0, end - from), async (k) => {
        const i = from + k;
        const person = demoPerson(i, seededRandom(5000 + i));
        const { id: userId, profiled } = await account(`${prefix}${person.email}`, person.first_name, person.last_name, true, false);
        if (profiled) return;
        const saved = await saveProfile({ ...deps, clock: () => new Date(now - Math.floor(seededRandom(9000 + i)() * 90 * DAY)) }, { userId, ...person.profile }, { ...ctx, actor: userId });
        if (isDomainError(saved)) throw new Error(`a demo resume was refused: ${saved.code}`);
        later(saved.position);
        progress.resumes.done++;
      });
    },
    deps,
  };
}

// The whole demo marketplace in one go (npm run seed): the demo accounts, the jobs, the resumes,
// then the coaching service's journeys.
export async function seedDemoData(
  commandDeps: CommandDeps,
  log: Logger,
  waitFor: (p: Position) => Promise<boolean>,
  counts: SeedCounts = DEMO_COUNTS,
  options: { accounts?: boolean; prefix?: string } = {},
): Promise<SeedCounts> {
  const seeder = demoSeeder(commandDeps, { counts, prefix: options.prefix });
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  if (options.accounts !== false) await seeder.demoAccounts();
  await seeder.jobs(0, seeder.recruiters);
  log.info({ jobs: seeder.progress().jobs.done, seconds: seconds() }, 'demo jobs posted');
  await seeder.resumes(0, counts.resumes);
  log.info({ resumes: counts.resumes, seconds: seconds() }, 'demo resumes saved');
  const last = seeder.last();
  if (last) await waitFor(last);
  log.info({ seconds: seconds() }, 'demo marketplace projected');
  const admin = seeder.idOf('admin');
  if (admin) log.info({ journeys: await seedDemoJourneys(seeder.deps, admin, waitFor, seeder.deps.product) }, 'demo journeys seeded');
  const [seeker, recruiter] = [seeder.idOf('seeker'), seeder.idOf('recruiter')];
  // saved items of seeker@ and recruiter@, and reports waiting for admin@
  const moderated = seeker && recruiter ? await seedDemoModeration(seeder.deps, { seeker, recruiter }) : null;
  if (moderated) await waitFor(moderated);
  const { jobs, resumes } = seeder.progress();
  log.info({ jobs: jobs.done, resumes: resumes.done }, 'demo data seeded');
  return { jobs: jobs.done, resumes: resumes.done };
}
