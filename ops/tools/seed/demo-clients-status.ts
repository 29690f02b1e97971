import { editClient } from '../../../command/backoffice/clients-status/edit-client';
import { actOnOffers } from '../../../command/coaching/offers/act-on-offers';
import type { CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import { journeyPlans } from '../../../contracts/coaching/journey/lists';

const DAY = 86_400_000;
const found = [
  { company: 'Taboola', title: 'Data Analyst', salary: 21000 },
  { company: 'Payoneer', title: 'Backend Developer', salary: 28000 },
  { company: 'Monday', title: 'UX Designer', salary: 19500 },
];

// The clients status table's and the jobs found table's demo: what some clients pay, set by the
// client admin, and three more jobs found after the service started. Returns the last position.
export async function seedDemoClientsStatus(deps: CommandDeps, people: { clientAdmin: string; coach: string; clients: readonly string[]; statuses: readonly string[] }): Promise<Position | null> {
  const { clientAdmin, coach, clients, statuses } = people;
  let last: Position | null = null;
  const priced = clients.filter((_, i) => i % 3 !== 2);
  for (const [i, userId] of priced.entries()) {
    const edit = { amount: [3900, 4500, 2990.5, 5200][i % 4]! };
    const done = await editClient(deps, { userId, edit, statuses, plans: journeyPlans }, { actor: clientAdmin, correlationId: 'seed' });
    if (isDomainError(done)) throw new Error(`a demo amount was refused: ${done.code} ${done.message ?? ''}`);
    last = done.position ?? last;
  }
  const day = (offset: number) => new Date(deps.clock().getTime() + offset * DAY).toISOString().slice(0, 10);
  for (const [i, job] of found.entries()) {
    const userId = clients[2 + i * 4];
    if (!userId) continue;
    const done = await actOnOffers(
      deps,
      { type: 'AddJob', userId, jobId: deps.newId(), job: { type: 'After Service', ...job, titleGroup: '', titleCategories: [], seniority: 'Mid-Level', salaryCurrency: 'ILS', salaryFrequency: 'MONTH', dateStart: day(10 + i * 7), description: '' } },
      { actor: coach, onBehalfOf: userId, correlationId: 'seed' },
    );
    if (isDomainError(done)) throw new Error(`a demo job found was refused: ${done.code} ${done.message ?? ''}`);
    last = done.position ?? last;
  }
  return last;
}
