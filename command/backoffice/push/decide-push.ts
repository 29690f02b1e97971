import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { PushEvent } from '../../../contracts/backoffice/push/events';
import { PUSH_MAX_RECIPIENTS, type PushSend } from '../../../contracts/backoffice/push/push';
import type { Decider } from '../../core/decider';
import { pushFolder, type PushState } from './push-notification';

// Send: recipients are the people the push goes to, resolved as the command is made (the picked
// ones that exist, or the query's matches). Save keeps it in the history unsent.
export type PushCommand =
  | { type: 'Send'; pushId: string; push: PushSend; recipients: readonly string[]; test: boolean; now: Date }
  | { type: 'Save'; pushId: string; push: PushSend; now: Date }
  | { type: 'RemoveFromHistory'; pushId: string; now: Date };

function decide(c: PushCommand, state: PushState): PushEvent[] | DomainError {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'Send': {
      if (state.status !== 'none') return domainError('Conflict');
      if (c.recipients.length === 0) return domainError('PushNoRecipients');
      if (c.recipients.length > PUSH_MAX_RECIPIENTS) return domainError('PushTooManyRecipients');
      const { messageTitle, message, query, registeredUsers } = c.push;
      return [{ type: 'PushNotificationSent', data: { pushId: c.pushId, messageTitle, message, query, registeredUsers, recipients: [...c.recipients], test: c.test, sentAt: at } }];
    }
    case 'Save': {
      if (state.status !== 'none') return domainError('Conflict');
      const { messageTitle, message, query, registeredUsers } = c.push;
      return [{ type: 'PushNotificationSaved', data: { pushId: c.pushId, messageTitle, message, query, registeredUsers, savedAt: at } }];
    }
    case 'RemoveFromHistory':
      // a test push was never in the history; a removed one is not there any more
      if (state.status === 'none' || state.status === 'removed' || state.test) return domainError('PushHistoryEntryNotFound');
      return [{ type: 'PushHistoryEntryRemoved', data: { pushId: c.pushId, removedAt: at } }];
  }
}

export const pushDecider: Decider<PushState, PushCommand, PushEvent> = { ...pushFolder, decide };
