import type { Logger } from 'pino';
import { confirmEmail } from '../../../command/identity/users/confirm-email';
import { registerUser } from '../../../command/identity/users/register-user';
import { createJob } from '../../../command/marketplace/jobs/create-job';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { DEFAULT_JOB_LIMIT } from '../../../contracts/identity/users/user';
import { demoCompanies, demoJob, seededRandom } from './demo-jobs';

export const DEMO_PASSWORD = 'demo1234';
export const demoAccounts = [
  { role: 'recruiter', email: 'recruiter@demo.jobswipe.local', first_name: 'Dana', last_name: 'Levi', lookingforwork: false, isAdmin: false },
  { role: 'seeker', email: 'seeker@demo.jobswipe.local', first_name: 'Yossi', last_name: 'Cohen', lookingforwork: true, isAdmin: false },
  { role: 'admin', email: 'admin@demo.jobswipe.local', first_name: 'Maya', last_name: 'Admin', lookingforwork: false, isAdmin: true },
] as const;

const DAY = 86_400_000;
const JOBS_PER_COMPANY = 5;

// Demo data goes through the same commands as real users, so events, projections and limits apply.
export async function seedDemoData(deps: CommandDeps, log: Logger, waitFor: (p: Position) => Promise<boolean>, jobCount = 200): Promise<{ jobs: number }> {
  const ctx: CommandContext = { actor: null, correlationId: 'seed' };
  const register = async (email: string, first_name: string, last_name: string, lookingforwork: boolean, isAdmin: boolean) => {
    const registered = await registerUser(deps, { email, password: DEMO_PASSWORD, first_name, last_name, lookingforwork, isAdmin, source: 'seed', sendConfirmation: false }, ctx);
    if (isDomainError(registered)) throw new Error(`the demo account ${email} was refused: ${registered.code}`);
    const confirmed = await confirmEmail(deps, { userId: registered.userId }, ctx);
    if (isDomainError(confirmed)) throw new Error(`the demo account ${email} was not confirmed: ${confirmed.code}`);
    return registered;
  };
  const ids = new Map<string, string>();
  for (const account of demoAccounts) {
    const { userId } = await register(account.email, account.first_name, account.last_name, account.lookingforwork, account.isAdmin);
    ids.set(account.role, userId);
  }
  const random = seededRandom(42);
  const now = deps.clock().getTime();
  let created = 0;
  let last: Position | null = null;
  // each company's recruiter posts up to the default limit of active jobs
  for (let c = 0; created < jobCount; c++) {
    const company = demoCompanies[c % demoCompanies.length]!;
    const suffix = c < demoCompanies.length ? '' : ` ${Math.floor(c / demoCompanies.length) + 1}`;
    const owner =
      c === 0
        ? ids.get('recruiter')!
        : (await register(`hiring${c}@${company.toLowerCase().replace(/\s+/g, '')}.example`, 'Hiring', `Team ${company}${suffix}`, false, false)).userId;
    const perCompany = c === 0 ? 3 : JOBS_PER_COMPANY;
    for (let j = 0; j < perCompany && created < jobCount; j++, created++) {
      const postedAt = new Date(now - Math.floor(random() * 30 * DAY));
      const job = demoJob(created, company, random);
      const result = await createJob({ ...deps, clock: () => postedAt }, { ownerId: owner, job, limit: DEFAULT_JOB_LIMIT }, { ...ctx, actor: owner });
      if (isDomainError(result)) throw new Error(`a demo job was refused: ${result.code}`);
      last = result.position;
    }
  }
  if (last) await waitFor(last);
  log.info({ jobs: created }, 'demo data seeded');
  return { jobs: created };
}
