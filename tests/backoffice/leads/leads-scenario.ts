import type { LeadsAnswer } from '../../../contracts/backoffice/leads/calls';
import type { Lead } from '../../../contracts/backoffice/leads/lead';
import { personWith, signInAdmin } from '../../coaching/journey/journey-support';
import type { TestApp } from '../../support/test-app';

// A customer-success manager adds a lead whose meeting was cancelled, saves it as signed, adds
// another and deletes it: each of the leads' events.
export async function runLeadsScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const csm = await personWith(t, admin, { isCSManager: true }, { first_name: 'Lior', last_name: 'Manager' });
  const lead = { name: 'Maya Cohen', email: 'maya@leads.test', phone: '050-1234567', csManager: csm.userId, summary: 'Cancelled the intro' };
  const call = async <T>(name: string, body: unknown) => {
    const done = await t.call<T>(name, body, csm.token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  };
  const added = await call<{ lead: Lead; leads: LeadsAnswer | null }>('createEditLead', { newData: { _id: -1, ...lead, communicationChannel: 'Meeting cancellation' } });
  await call('createEditLead', { newData: { ...lead, _id: added.lead._id, communicationChannel: 'WhatsApp / Phone call', status: 'signed' } });
  const other = await call<{ lead: Lead }>('createEditLead', { newData: { _id: -1, name: 'Omer Levi', status: 'new' } });
  await call('deleteLead', { id: other.lead._id });
}
