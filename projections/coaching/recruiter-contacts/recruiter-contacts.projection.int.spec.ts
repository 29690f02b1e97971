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
});
