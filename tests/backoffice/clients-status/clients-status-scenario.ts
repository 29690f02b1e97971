import { sampleInterview } from '../../../contracts/coaching/tracker/access';
import { activeClient, personWith, signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';

// The client admin prices a client and changes their status, plan and manager on the clients
// status table; the client's interview and the job they found reach the reports.
export async function runClientsStatusScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const coach = await personWith(t, admin, { isCSManager: true });
  const cadmin = await personWith(t, admin, { isCAdmin: true, isCSManager: true });
  const client = await personWith(t, admin, activeClient, { first_name: 'Tal', last_name: 'Priced' });
  const steps: [string, unknown, string][] = [
    ['changePersonalJourneyStatus', { userId: client.userId, status: 'published' }, coach.token],
    ['createEditTalentInterview', { userId: client.userId, newData: sampleInterview }, coach.token],
    ['addTalentJob', { userId: client.userId, newJobData: { type: 'After Service', title: 'Analyst', company: 'Found Co' } }, coach.token],
    // last: its answer waits for the history too, so the read models have every event when read
    ['editClientsData', { id: client.userId, newData: { amount: 4500, status: 'signed', plan: 'standard pro', manager: coach.userId } }, cadmin.token],
    ['editClientsData', { id: client.userId, newData: { amount: 3900.5 } }, cadmin.token],
  ];
  for (const [name, body, token] of steps) {
    const done = await t.call(name, body, token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
  }
}
