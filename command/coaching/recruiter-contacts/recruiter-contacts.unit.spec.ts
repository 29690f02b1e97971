import { describe, it } from 'vitest';
import type { RecruiterContactsEvent } from '../../../contracts/coaching/recruiter-contacts/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { contactsDecider } from './recruiter-contacts';

const now = new Date('2026-11-23T09:00:00.000Z');
const at = now.toISOString();
const earlier = '2026-11-20T09:00:00.000Z';

describe('the recruiter contacts', () => {
  const given = DeciderSpecification.for(contactsDecider);
  const contact = (email: string, name: string | null = null) => ({ email, name, company: null });
  const added: RecruiterContactsEvent = { type: 'RecruiterContactsAdded', data: { contacts: [contact('a@x.test', 'Ann')], source: 'add', addedAt: earlier } };

  it('adds addresses in lower case, one entry per address, the last of one winning', () => {
    given([]).when({ type: 'AddContacts', contacts: [contact('A@x.test', 'Ann'), contact('b@x.test'), contact('a@X.test', 'Anna')], source: 'csv', now }).then([
      { type: 'RecruiterContactsAdded', data: { contacts: [contact('a@x.test', 'Anna'), contact('b@x.test')], source: 'csv', addedAt: at } },
    ]);
    given([]).when({ type: 'AddContacts', contacts: [], source: 'add', now }).thenNothingHappens();
  });

  it('removes an address that is on the list', () => {
    const remove = { type: 'RemoveContact' as const, email: 'a@x.test', now };
    given([]).when(remove).thenFails('PublishItemNotFound');
    given([added]).when(remove).then([{ type: 'RecruiterContactRemoved', data: { email: 'a@x.test', removedAt: at } }]);
    given([added, { type: 'RecruiterContactRemoved', data: { email: 'a@x.test', removedAt: earlier } }]).when(remove).thenFails('PublishItemNotFound');
  });
});
