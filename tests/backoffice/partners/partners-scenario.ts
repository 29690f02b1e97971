import { activeClient, personWith, signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';
import { openJourney } from '../clients-status/clients-support';
import { assign, partnerUser } from './partners-support';

// The partners' dashboards as staff and partners keep them: clients assigned to each partner, a
// package bought, a client approved and its status set, the second partner's split, approval and
// payment, both emails lists. Every event of the partners' read models.
export async function runPartnersScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const jhadmin = await personWith(t, admin, { isJHAdmin: true });
  const coach = await personWith(t, admin, { isCSManager: true });
  const cadmin = await personWith(t, admin, { isCAdmin: true, isCSManager: true });
  const first = await partnerUser(t, admin, 'first');
  const one = await personWith(t, admin, activeClient, { first_name: 'Paz', last_name: 'Partnered' });
  const two = await personWith(t, admin, activeClient, { first_name: 'Ron', last_name: 'Revenue' });
  const call = async (name: string, body: unknown, token: string) => {
    const res = await t.call(name, body, token);
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
  };
  await assign(t, jhadmin, one.userId, 'first');
  await assign(t, jhadmin, two.userId, 'second');
  await call('addSynamediaQuota', { count: 5, date: '2026-10-01' }, jhadmin.token);
  await call('approveSynamediaClient', { clientId: one.userId }, first.token);
  await call('updateSynamediaClientData', { id: one.userId, newData: { status: 'Interviewing', originalTitle: 'QA lead' } }, jhadmin.token);
  await call('updateSynamediaEmailsList', { synamediaEmails: ['hr@partner.scenario.test'] }, jhadmin.token);
  await openJourney(t, coach.token, two.userId, 'signed', 'standard pro');
  await call('editClientsData', { id: two.userId, newData: { amount: 3000 } }, cadmin.token);
  await call('updateBflClientData', { id: two.userId, bflPart: 1000, approve: true }, jhadmin.token);
  await call('updateBflClientData', { id: two.userId, paid: true }, jhadmin.token);
  await call('updateBflEmailsList', { bflEmails: ['pay@bfl.scenario.test'] }, admin.token);
}
