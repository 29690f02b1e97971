import { DateTime } from 'luxon';
import { actOnJourney, type JourneyRequest } from '../../../command/coaching/journey/act-on-journey';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { confirmEmail } from '../../../command/identity/users/confirm-email';
import { registerUser } from '../../../command/identity/users/register-user';
import { setRoles } from '../../../command/identity/users/set-roles';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import type { UserRoles } from '../../../contracts/identity/users/events';
import { LAST_STEP, TEST_EMAIL_STEP, journeyPlans, journeyStatuses } from '../../../contracts/coaching/journey/lists';
import { seededRandom } from './demo-jobs';
import { seedDemoInterviews } from './demo-interviews';
import { seedDemoExplanations } from './demo-explanations';
import { seedDemoOffers } from './demo-offers';
import { seedDemoClientsStatus } from './demo-clients-status';
import { seedDemoPartners } from './demo-partners';
import { seedDemoLeads } from './demo-leads';
import { seedDemoQuestionnaires } from './demo-questionnaires';
import { seedDemoApplications } from './demo-applications';
import { seedDemoPaymentLinks } from './demo-payment-links';
import { seedDemoPushes } from './demo-pushes';
import { seedDemoCompanies } from './demo-companies';
import { seedDemoForum } from './demo-forum';
import { seedDemoEvents } from './demo-events';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoTemplates } from './demo-templates';
import { seedDemoMarketing } from './demo-marketing';
import { MEETING_ZONE } from '../../../contracts/coaching/onboarding/onboarding';
import { seedDemoOnboarding, seedHeldOnboardings } from './demo-onboarding';
import { seedDemoPublications, type DemoPublication } from './demo-publications';
import type { Known } from './seed';

const DEMO_PASSWORD = 'demo1234';
// seeded this many at a time: hashing passwords is the slow part of a first start
const BATCH = 6;

export type DemoPerson = { email: string; first_name: string; last_name: string; roles: Partial<UserRoles>; role: string };

// The coaching service's demo accounts, listed in the start banner and the README.
export const demoJourneyAccounts: readonly DemoPerson[] = [
  { role: 'jhadmin', email: 'jhadmin@demo.jobswipe.local', first_name: 'Dana', last_name: 'Mizrahi', roles: { isJHAdmin: true } },
  { role: 'csm', email: 'csm@demo.jobswipe.local', first_name: 'Avi', last_name: 'Ben-David', roles: { isCSManager: true } },
  { role: 'cadmin', email: 'cadmin@demo.jobswipe.local', first_name: 'Rina', last_name: 'Katz', roles: { isCAdmin: true, isCSManager: true } },
  { role: 'client', email: 'client@demo.jobswipe.local', first_name: 'Noa', last_name: 'Shapiro', roles: { isJHUser: true, isActiveJHUser: true } },
  { role: 'client2', email: 'client2@demo.jobswipe.local', first_name: 'Omer', last_name: 'Peretz', roles: { isJHUser: true, isActiveJHUser: true } },
];

const firstNames = ['Tamar', 'Eitan', 'Shira', 'Yonatan', 'Lior', 'Michal', 'Ido', 'Gali', 'Amit', 'Roni', 'Yael', 'Nadav', 'Hila', 'Itai', 'Maya'];
const lastNames = ['Levi', 'Cohen', 'Friedman', 'Azoulay', 'Biton', 'Katz', 'Golan', 'Shalom', 'Avraham', 'Dahan'];
const titles = ['Product Manager', 'Data Analyst', 'Backend Developer', 'UX Designer', 'QA Engineer', 'Marketing Manager', 'DevOps Engineer', 'Customer Success Lead'];
const seniorities = ['Junior', 'Mid-Level', 'Senior'] as const;

const MORE_JOURNEYS = 30;
const inBatches = async <T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> => {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(...(await Promise.all(items.slice(i, i + BATCH).map((item, j) => work(item, i + j)))));
  return out;
};

// What a stopped seed already did: the accounts the read model knows, the parts it marked done.
// stopped(): leave between two clients' scripts or two parts, never inside one.
export type JourneyResume = { known: Known['accounts']; done: ReadonlySet<string>; mark(part: string): Promise<void>; scriptDone?(): void; stopped?(): boolean };
const fresh: JourneyResume = { known: new Map(), done: new Set(), mark: async () => {} };

const morePeople = (): DemoPerson[] =>
  Array.from({ length: MORE_JOURNEYS }, (_, i) => ({
    role: 'client',
    email: `journey${i + 1}@demo.jobswipe.local`,
    first_name: firstNames[i % firstNames.length]!,
    last_name: lastNames[(i * 3) % lastNames.length]!,
    // every fifth is a journey user whose service has not started
    roles: { isJHUser: true, isActiveJHUser: i % 5 !== 4 },
  }));
export const JOURNEYS = demoJourneyAccounts.length - 3 + MORE_JOURNEYS;

// Accounts with their roles, each step only if it is missing; the last position appended (null when
// nothing was). adminId is the site admin who gives the roles.
export async function seedJourneyAccounts(deps: CommandDeps, adminId: string, people: readonly DemoPerson[], known: Known['accounts']): Promise<{ ids: string[]; last: Position | null }> {
  const seedCtx: CommandContext = { actor: null, correlationId: 'seed' };
  let last: Position | null = null;
  const ids = await inBatches(people, async (p) => {
    const found = known.get(p.email);
    let userId = found?.id;
    if (!userId) {
      const registered = await registerUser(deps, { email: p.email, password: DEMO_PASSWORD, first_name: p.first_name, last_name: p.last_name, lookingforwork: true, isAdmin: false, source: 'seed', sendConfirmation: false }, seedCtx);
      if (isDomainError(registered)) throw new Error(`the demo account ${p.email} was refused: ${registered.code}`);
      userId = registered.userId;
    }
    if (!found?.verified) await confirmEmail(deps, { userId }, seedCtx);
    const rolesHeld = found && Object.entries(p.roles).every(([role, on]) => found.roles[role as keyof typeof found.roles] === on);
    if (!rolesHeld) {
      const set = await setRoles(deps, { userId, roles: p.roles }, { actor: adminId, onBehalfOf: userId, correlationId: 'seed' });
      if (isDomainError(set)) throw new Error(`the demo roles of ${p.email} were refused: ${set.code}`);
      last = set.position ?? last;
    }
    return userId;
  });
  return { ids, last };
}

// The coaching demo: a coaching admin, a customer-success manager, a client admin, two active
// clients past onboarding and thirty more journeys in every step and status, publications on the
// publish grid, all through the commands staff and clients use. adminId is the site admin who gives the roles. A part done before
// a stop (resume.done) is not done again: each client's script, the offers, the onboardings, the
// interviews, the publications.
export async function seedDemoJourneys(deps: CommandDeps, adminId: string, waitFor: (p: Position) => Promise<boolean>, product: string, resume: JourneyResume = fresh): Promise<number> {
  const random = seededRandom(7);
  const people = [...demoJourneyAccounts, ...morePeople()];
  const accounts = await seedJourneyAccounts(deps, adminId, people, resume.known);
  const ids = accounts.ids;
  let last = accounts.last;
  // journeys are opened for accounts the read model knows, with managers it knows as staff
  if (last) await waitFor(last);
  const [coach, csm] = [ids[0]!, ids[1]!];
  const statuses = journeyStatuses(product);
  const plan = (i: number) => journeyPlans[i % journeyPlans.length]!;
  const scripts = people.slice(3).map((p, i) => {
    const userId = ids[i + 3]!;
    const staff = i % 2 === 0 ? coach : csm;
    // the two named clients are well under way; the others spread over every step and status
    const step = i < 2 ? 3 - i : i % 6;
    const status = i < 2 ? 'signed' : statuses[i % statuses.length]!;
    const asStaff: CommandContext = { actor: staff, onBehalfOf: userId, correlationId: 'seed' };
    const asClient: CommandContext = { actor: userId, correlationId: 'seed' };
    const title = titles[i % titles.length]!;
    const requests: [JourneyRequest, CommandContext][] = [
      [{ type: 'ChangeManager', userId, manager: staff }, asStaff],
      [{ type: 'ChangePlan', userId, plan: plan(i), plans: journeyPlans }, asStaff],
      [{ type: 'ChangeStatus', userId, status: 'signed', statuses }, asStaff],
      [{ type: 'UpdateAdminData', userId, fields: { services: [{ start: new Date(deps.clock().getTime() - (20 + i * 6) * 86_400_000).toISOString().slice(0, 10) }], cyclesLimit: i % 2 ? 6 : 5 } }, asStaff],
      ...(step > 0 ? [[{ type: 'UpdateData', userId, fields: { title, seniorityLevel: seniorities[i % 3]!, phone: `050-${String(1000000 + Math.floor(random() * 8999999))}` } }, asClient] as [JourneyRequest, CommandContext]] : []),
      ...Array.from({ length: Math.max(0, step - 1) }, (_, s): [JourneyRequest, CommandContext] => [{ type: 'FinishStep', userId, step: s + 1 }, asClient]),
      ...(status !== 'signed' ? [[{ type: 'ChangeStatus', userId, status, statuses }, asStaff] as [JourneyRequest, CommandContext]] : []),
      [{ type: 'AddComment', userId, authorId: staff, content: `<p>Welcome aboard, ${p.first_name}! Our first goal: a ${title} role.</p>` }, asStaff],
      ...(i % 3 === 0 ? [[{ type: 'UpdateSafetyNet', userId, active: true, expireDate: new Date(deps.clock().getTime() + 90 * 86_400_000).toISOString().slice(0, 10) }, asStaff] as [JourneyRequest, CommandContext]] : []),
    ];
    // the first meeting, held the day before the service began, at 10:00 in Israel
    const metAt = step > 0 ? DateTime.fromJSDate(deps.clock(), { zone: MEETING_ZONE }).minus({ days: 21 + i * 6 }).set({ hour: 10, minute: 0, second: 0, millisecond: 0 }).toJSDate() : null;
    return { userId, email: p.email, requests, step, active: p.roles.isActiveJHUser === true, staff, title, held: metAt && { userId, email: p.email, first_name: p.first_name, last_name: p.last_name, title, metAt } };
  });
  await inBatches(scripts, async ({ requests, email }) => {
    const part = `journey:${email}`;
    if (resume.done.has(part) || resume.stopped?.()) return;
    for (const [request, ctx] of requests) {
      const done = await actOnJourney(deps, request, ctx);
      if (isDomainError(done)) throw new Error(`a demo journey step was refused: ${done.code} ${done.message ?? ''}`);
      last = done.position ?? last;
    }
    await resume.mark(part);
    resume.scriptDone?.();
  });
  const once = async (part: string, seed: () => Promise<Position | null>) => {
    if (resume.done.has(part) || resume.stopped?.()) return;
    last = (await seed()) ?? last;
    await resume.mark(part);
  };
  await once('journeys:offers', () => seedDemoOffers(deps, { client: ids[3]!, client2: ids[4]!, coach }));
  // three journeys still onboarding, one at each part, and the coach's meeting slots
  const onboarding = [12, 18, 24].map((i) => ({ userId: ids[i + 3]!, email: people[i + 3]!.email, first_name: people[i + 3]!.first_name, last_name: people[i + 3]!.last_name, title: titles[i % titles.length]! }));
  await once('journeys:onboarding', () => seedDemoOnboarding(deps, coach, onboarding));
  await once('journeys:held', () => seedHeldOnboardings(deps, coach, scripts.flatMap((s) => (s.held ? [s.held] : []))));
  await once('journeys:interviews', () => seedDemoInterviews(deps, { clients: scripts.map((s) => s.userId), coach }));
  // amounts set by the client admin, and more jobs found
  await once('journeys:clients-status', () => seedDemoClientsStatus(deps, { clientAdmin: ids[2]!, coach, clients: scripts.map((s) => s.userId), statuses }));
  // the partner companies' users and clients (the clients status seed priced every third but one)
  await once('backoffice:partners', () => seedDemoPartners(deps, { adminId, jhAdmin: ids[0]!, clients: scripts.map((s) => s.userId), priced: (i) => i % 3 !== 2, known: resume.known }));
  // the publish grid: client@ and the journeys on the Publish step publishing, with parts placed;
  // two clients on the Test Email step approved and waiting for a part
  const publishing = scripts.filter((s, i) => i === 0 || (s.step === LAST_STEP && s.active));
  const waiting = scripts.filter((s, i) => i > 1 && s.step === TEST_EMAIL_STEP && s.active).slice(0, 2);
  const times = ['10:00', '11:00', '12:00', '14:00', '15:00'];
  const publication = (s: (typeof scripts)[number], step: number, parts: DemoPublication['parts']): DemoPublication => ({ userId: s.userId, title: s.title, staff: s.staff, step, parts });
  const publications = [
    ...publishing.map((s, k) => publication(s, LAST_STEP, k === 0 ? [{ part: 1, publishTime: '09:00' }, { part: 2, publishTime: '13:00' }] : [{ part: 1, publishTime: times[(k - 1) % times.length]! }])),
    ...waiting.map((s) => publication(s, TEST_EMAIL_STEP, [])),
  ];
  await once('journeys:publications', () => seedDemoPublications(deps, coach, publications));
  await once('journeys:explanations', () => seedDemoExplanations(deps, adminId));
  // the leads staff follow up at /leads, managed by the coach and the customer-success manager
  await once('journeys:leads', () => seedDemoLeads(deps, [csm, coach]));
  await once('journeys:questionnaires', () => seedDemoQuestionnaires(deps, csm));
  await once('journeys:applications', () => seedDemoApplications(deps, scripts.map((s) => s.userId)));
  await once('journeys:payment-links', () => seedDemoPaymentLinks(deps, coach));
  await once('backoffice:pushes', () => seedDemoPushes(deps, adminId, ids[3]!));
  // the demo jobs' companies with reviews and interview reviews, written by the journeys' clients
  await once('marketplace:companies', () => seedDemoCompanies(deps, scripts.map((s) => s.userId), waitFor));
  // the interviews forum's topics and replies, by visitors and the journeys' clients
  await once('backoffice:forum', () => seedDemoForum(deps, adminId, scripts.map((s) => s.userId)));
  await once('backoffice:events', () => seedDemoEvents(deps, adminId));
  await once('backoffice:reviews', () => seedDemoReviews(deps, adminId, waitFor));
  // a talent newsletter draft and an active one (after the publications: their test address)
  await once('backoffice:templates', () => seedDemoTemplates(deps, adminId));
  // a week of marketing posts, calendar events and tasks
  await once('backoffice:marketing', () => seedDemoMarketing(deps, [csm, coach], waitFor));
  if (last) await waitFor(last);
  return scripts.length;
}
