import { decidePartnerClient, decidePartnerSettings } from '../../../command/backoffice/partners/partner-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import type { PartnerStatus } from '../../../contracts/backoffice/partners/partner-client';
import type { Known } from './seed';
import { seedJourneyAccounts, type DemoPerson } from './demo-journeys';

// The partner companies' demo users (password demo1234), listed in the README.
export const demoPartnerAccounts: readonly DemoPerson[] = [
  { role: 'partner', email: 'partner@demo.jobswipe.local', first_name: 'Shani', last_name: 'Partner', roles: { partner: 'first' } },
  { role: 'bfl', email: 'bfl@demo.jobswipe.local', first_name: 'Boaz', last_name: 'Lerner', roles: { partner: 'second' } },
];

const monthsAgo = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
};

// The partner dashboards' demo: the two partner users; eight journey clients of the first partner
// (five approved, in several statuses, three waiting) with two prepaid packages and an emails list;
// four of the second partner, priced by the client admin, three with a split, two approved, one paid.
// `clients` are the journeys' clients in seed order; `priced` says which have an amount.
export async function seedDemoPartners(
  deps: CommandDeps,
  people: { adminId: string; jhAdmin: string; clients: readonly string[]; priced: (index: number) => boolean; known: Known['accounts'] },
): Promise<Position | null> {
  const accounts = await seedJourneyAccounts(deps, people.adminId, demoPartnerAccounts, people.known);
  let last = accounts.last;
  const staff: CommandContext = { actor: people.jhAdmin, correlationId: 'seed' };
  const ok = <T extends { position: Position | null }>(done: T | DomainError, what: string) => {
    if (isDomainError(done)) throw new Error(`a demo ${what} was refused: ${done.code} ${done.message ?? ''}`);
    last = done.position ?? last;
  };
  const firstClients = people.clients.slice(5, 13);
  const statuses: (PartnerStatus | null)[] = ['Found a Job', 'Interviewing', 'Interviewing', 'Freeze', null];
  for (const [i, userId] of firstClients.entries()) {
    ok(await decidePartnerClient(deps, { type: 'AssignPartnerClient', userId, partner: 'first' }, staff), 'partner client');
    if (i >= statuses.length) continue;
    ok(await decidePartnerClient(deps, { type: 'ApprovePartnerClient', userId, partner: 'first' }, { actor: accounts.ids[0]!, correlationId: 'seed' }), 'approval');
    const status = statuses[i];
    if (status) ok(await decidePartnerClient(deps, { type: 'UpdatePartnerClient', userId, partner: 'first', edit: { status } }, staff), 'partner status');
  }
  const now = deps.clock();
  ok(await decidePartnerSettings(deps, { type: 'AddPartnerQuota', partner: 'first', count: 4, date: monthsAgo(now, 3) }, staff), 'package');
  ok(await decidePartnerSettings(deps, { type: 'AddPartnerQuota', partner: 'first', count: 6, date: monthsAgo(now, 1) }, staff), 'package');
  ok(await decidePartnerSettings(deps, { type: 'SetPartnerEmails', partner: 'first', emails: ['hr@partner.example'] }, staff), 'emails list');
  const secondClients = people.clients.map((userId, i) => ({ userId, i })).filter(({ i }) => i >= 13 && people.priced(i)).slice(0, 4);
  for (const [k, { userId }] of secondClients.entries()) {
    ok(await decidePartnerClient(deps, { type: 'AssignPartnerClient', userId, partner: 'second' }, staff), 'partner client');
    if (k === 3) continue;
    ok(await decidePartnerClient(deps, { type: 'SetPartnerSplit', userId, partner: 'second', partnerPart: [900, 1200, 750][k]!, approve: k < 2, paid: k === 0 }, staff), 'split');
  }
  ok(await decidePartnerSettings(deps, { type: 'SetPartnerEmails', partner: 'second', emails: ['pay@bfl.example'] }, staff), 'emails list');
  return last;
}
