import type { DomainError } from '../../../contracts/core/errors';
import { recruiterContactsStreamId } from '../../../contracts/coaching/recruiter-contacts/ids';
import type { RecruiterContactsEvent } from '../../../contracts/coaching/recruiter-contacts/events';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { contactsDecider, type Contact, type Contacts } from './recruiter-contacts';

// The recruiter contact list: added (merged by email) or removed.
export async function changeContacts(
  deps: CommandDeps,
  change: { type: 'AddContacts'; contacts: readonly Contact[]; source: 'add' | 'csv' } | { type: 'RemoveContact'; email: string },
  ctx: CommandContext,
): Promise<Handled<Contacts, RecruiterContactsEvent> | DomainError> {
  return handleCommand(deps.store, recruiterContactsStreamId, contactsDecider, () => ({ ...change, now: deps.clock() }), metadataOf(ctx));
}
