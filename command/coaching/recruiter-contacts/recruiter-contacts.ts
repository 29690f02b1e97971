import { domainError, type DomainError } from '../../../contracts/core/errors';
import { recruiterContactsEvents, type RecruiterContactsEvent } from '../../../contracts/coaching/recruiter-contacts/events';
import type { Decider } from '../../core/decider';

// The recruiter contact list (recruiter-contacts): one entry per address.
export type Contacts = ReadonlySet<string>;
export type Contact = { email: string; name: string | null; company: string | null };
export type ContactsCommand = { type: 'AddContacts'; contacts: readonly Contact[]; source: 'add' | 'csv'; now: Date } | { type: 'RemoveContact'; email: string; now: Date };

export function evolveContacts(state: Contacts, event: RecruiterContactsEvent): Contacts {
  if (event.type === 'RecruiterContactsAdded') return new Set([...state, ...event.data.contacts.map((c) => c.email)]);
  if (event.type === 'RecruiterContactRemoved') {
    const next = new Set(state);
    next.delete(event.data.email);
    return next;
  }
  return state;
}

export function decideContacts(command: ContactsCommand, state: Contacts): RecruiterContactsEvent[] | DomainError {
  const at = command.now.toISOString();
  if (command.type === 'RemoveContact') {
    if (!state.has(command.email)) return domainError('PublishItemNotFound');
    return [{ type: 'RecruiterContactRemoved', data: { email: command.email, removedAt: at } }];
  }
  // duplicates by email are merged: the last of an address wins
  const byEmail = new Map<string, Contact>();
  for (const c of command.contacts) byEmail.set(c.email.toLowerCase(), { ...c, email: c.email.toLowerCase() });
  if (!byEmail.size) return [];
  return [{ type: 'RecruiterContactsAdded', data: { contacts: [...byEmail.values()], source: command.source, addedAt: at } }];
}

export const contactsDecider: Decider<Contacts, ContactsCommand, RecruiterContactsEvent> = {
  events: recruiterContactsEvents,
  initialState: new Set<string>(),
  evolve: evolveContacts,
  decide: decideContacts,
};
