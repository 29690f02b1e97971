import type { Logger } from 'pino';
import { confirmEmail } from '../../../command/identity/users/confirm-email';
import { registerUser } from '../../../command/identity/users/register-user';
import { createJob } from '../../../command/marketplace/jobs/create-job';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { DEFAULT_JOB_LIMIT } from '../../../contracts/identity/users/user';
import { saveProfile } from '../../../command/identity/users/save-profile';
import { demoCompanies, demoJob, seededRandom } from './demo-jobs';
import { seedDemoJourneys } from './demo-journeys';
import { demoPerson } from './demo-resumes';

export const DEMO_PASSWORD = 'demo1234';
export const demoAccounts = [
  { role: 'recruiter', email: 'recruiter@demo.jobswipe.local', first_name: 'Dana', last_name: 'Levi', lookingforwork: false, isAdmin: false },
  { role: 'seeker', email: 'seeker@demo.jobswipe.local', first_name: 'Yossi', last_name: 'Cohen', lookingforwork: true, isAdmin: false },
  { role: 'admin', email: 'admin@demo.jobswipe.local', first_name: 'Maya', last_name: 'Admin', lookingforwork: false, isAdmin: true },
] as const;

const DAY = 86_400_000;
const JOBS_PER_COMPANY = 5;
// commands in flight at once: the store and the projections keep up, the start stays short
const BATCH = 50;

export type SeedCounts = { jobs: number; resumes: number };
// a fresh start's marketplace (README: Run it)
export const DEMO_COUNTS: SeedCounts = { jobs: 10_000, resumes: 2_000 };

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

const inBatches = async <T,>(count: number, run: (index: number) => Promise<T>): Promise<T[]> => {
  const results: T[] = [];
  for (let start = 0; start < count; start += BATCH) results.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => run(start + k)))));
  return results;
};

// Demo data goes through the same commands as real users, so events, projections and limits apply.
export async function seedDemoData(
  commandDeps: CommandDeps,
  log: Logger,
  waitFor: (p: Position) => Promise<boolean>,
  counts: SeedCounts = DEMO_COUNTS,
  options: { accounts?: boolean; prefix?: string } = {},
): Promise<SeedCounts> {
  const deps: CommandDeps = { ...commandDeps, hasher: hashedOnce(commandDeps) };
  const ctx: CommandContext = { actor: null, correlationId: 'seed' };
  const prefix = options.prefix ?? '';
  const register = async (email: string, first_name: string, last_name: string, lookingforwork: boolean, isAdmin: boolean) => {
    const registered = await registerUser(deps, { email, password: DEMO_PASSWORD, first_name, last_name, lookingforwork, isAdmin, source: 'seed', sendConfirmation: false }, ctx);
    if (isDomainError(registered)) throw new Error(`the demo account ${email} was refused: ${registered.code}`);
    const confirmed = await confirmEmail(deps, { userId: registered.userId }, ctx);
    if (isDomainError(confirmed)) throw new Error(`the demo account ${email} was not confirmed: ${confirmed.code}`);
    return registered;
  };
  const ids = new Map<string, string>();
  if (options.accounts !== false)
    for (const account of demoAccounts) {
      const { userId } = await register(account.email, account.first_name, account.last_name, account.lookingforwork, account.isAdmin);
      ids.set(account.role, userId);
    }
  const random = seededRandom(42);
  const now = deps.clock().getTime();
  let last: Position | null = null;
  const later = (position: Position) => {
    if (last === null || BigInt(position) > BigInt(last)) last = position;
  };
  // each company's recruiter posts up to the default limit of active jobs; the demo recruiter a few
  const recruiters = Math.ceil(Math.max(0, counts.jobs - 3) / JOBS_PER_COMPANY) + 1;
  const jobsOf = (c: number) => Math.max(0, Math.min(c === 0 ? 3 : JOBS_PER_COMPANY, counts.jobs - (c === 0 ? 0 : 3 + (c - 1) * JOBS_PER_COMPANY)));
  // the draws are made in order, before the commands run side by side
  const drawn = Array.from({ length: counts.jobs }, (_, i) => ({ postedAt: new Date(now - Math.floor(random() * 30 * DAY)), random: seededRandom(1000 + i) }));
  let created = 0;
  const started = performance.now();
  const seconds = () => Math.round(performance.now() - started) / 1000;
  await inBatches(recruiters, async (c) => {
    const company = demoCompanies[c % demoCompanies.length]!;
    const suffix = c < demoCompanies.length ? '' : ` ${Math.floor(c / demoCompanies.length) + 1}`;
    const owner =
      c === 0 && ids.has('recruiter')
        ? ids.get('recruiter')!
        : (await register(`${prefix}hiring${c}@${company.toLowerCase().replace(/\s+/g, '')}.example`, 'Hiring', `Team ${company}${suffix}`, false, false)).userId;
    const first = c === 0 ? 0 : 3 + (c - 1) * JOBS_PER_COMPANY;
    for (let j = 0; j < jobsOf(c); j++) {
      const index = first + j;
      const { postedAt, random: draw } = drawn[index]!;
      const result = await createJob({ ...deps, clock: () => postedAt }, { ownerId: owner, job: demoJob(index, company, draw), limit: DEFAULT_JOB_LIMIT }, { ...ctx, actor: owner });
      if (isDomainError(result)) throw new Error(`a demo job was refused: ${result.code}`);
      if (result.position) later(result.position);
      created++;
    }
  });
  log.info({ jobs: created, seconds: seconds() }, 'demo jobs posted');
  // seekers with a resume: experience, education and tags
  await inBatches(counts.resumes, async (i) => {
    const person = demoPerson(i, seededRandom(5000 + i));
    const { userId } = await register(`${prefix}${person.email}`, person.first_name, person.last_name, true, false);
    const saved = await saveProfile({ ...deps, clock: () => new Date(now - Math.floor(seededRandom(9000 + i)() * 90 * DAY)) }, { userId, ...person.profile }, { ...ctx, actor: userId });
    if (isDomainError(saved)) throw new Error(`a demo resume was refused: ${saved.code}`);
    if (saved.position) later(saved.position);
  });
  log.info({ resumes: counts.resumes, seconds: seconds() }, 'demo resumes saved');
  if (last) await waitFor(last);
  log.info({ seconds: seconds() }, 'demo marketplace projected');
  // the coaching service's staff and journeys, administered by the demo admin
  if (ids.has('admin')) log.info({ journeys: await seedDemoJourneys(deps, ids.get('admin')!, waitFor, deps.product) }, 'demo journeys seeded');
  log.info({ jobs: created, resumes: counts.resumes }, 'demo data seeded');
  return { jobs: created, resumes: counts.resumes };
}
