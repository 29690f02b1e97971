import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { recruiterContactsProjection } from './recruiter-contacts.projection';

const at = '2026-11-20T09:00:00.000Z';

describeProjection(recruiterContactsProjection, (spec, db) => {
  it('merges recruiters added twice by email, keeping what the later add leaves empty', async () => {
    const email = `hr-${randomUUID()}@acme.example`;
    await spec.given(storedEvent('RecruiterContactsAdded', { contacts: [{ email, name: 'Rina', company: 'Acme' }], source: 'add', addedAt: at }));
    await spec.given(storedEvent('RecruiterContactsAdded', { contacts: [{ email, name: null, company: 'Acme Ltd' }], source: 'csv', addedAt: at }));
    expect(await db().selectFrom('recruiter_contact').select(['name', 'company']).where('email', '=', email).executeTakeFirst()).toEqual({ name: 'Rina', company: 'Acme Ltd' });
  });

  it('drops a removed recruiter from the list, keeping the others', async () => {
    const removed = `hr-${randomUUID()}@acme.example`;
    const kept = `hr-${randomUUID()}@acme.example`;
    await spec.given(storedEvent('RecruiterContactsAdded', { contacts: [{ email: removed, name: 'Rina', company: 'Acme' }, { email: kept, name: 'Dan', company: null }], source: 'csv', addedAt: at }));
    await spec.given(storedEvent('RecruiterContactRemoved', { email: removed, removedAt: at }));
    const rows = await db().selectFrom('recruiter_contact').select(['email', 'name', 'company']).where('email', 'in', [removed, kept]).execute();
    expect(rows).toEqual([{ email: kept, name: 'Dan', company: null }]);
  });
});
