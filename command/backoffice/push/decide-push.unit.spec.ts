import { describe, expect, it } from 'vitest';
import type { PushEvent } from '../../../contracts/backoffice/push/events';
import { everyoneQuery, PUSH_MAX_RECIPIENTS, pushSendSchema, type PushSend } from '../../../contracts/backoffice/push/push';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { pushDecider } from './decide-push';

const given = DeciderSpecification.for(pushDecider);
const now = new Date('2026-11-28T10:00:00.000Z');
const at = now.toISOString();
const push: PushSend = pushSendSchema.parse({ messageTitle: 'New jobs in Haifa', message: 'Twelve new jobs match your tags.', query: { role: 'seeker', location: 'Haifa' } });
const query = { ...everyoneQuery, role: 'seeker' as const, location: 'Haifa' };
const sent: PushEvent = { type: 'PushNotificationSent', data: { pushId: 'p1', messageTitle: 'New jobs in Haifa', message: 'Twelve new jobs match your tags.', query, registeredUsers: [], recipients: ['u1', 'u2'], test: false, sentAt: at } };
const saved: PushEvent = { type: 'PushNotificationSaved', data: { pushId: 'p1', messageTitle: 'New jobs in Haifa', message: 'Twelve new jobs match your tags.', query, registeredUsers: [], savedAt: at } };
const removed: PushEvent = { type: 'PushHistoryEntryRemoved', data: { pushId: 'p1', removedAt: at } };

describe('the push decider', () => {
  it('records a push sent with its query and the people it went to', () => {
    given([]).when({ type: 'Send', pushId: 'p1', push, recipients: ['u1', 'u2'], test: false, now }).then([sent]);
  });

  it('refuses a push nobody would receive, and one to more people than the limit', () => {
    given([]).when({ type: 'Send', pushId: 'p1', push, recipients: [], test: false, now }).thenFails('PushNoRecipients');
    const many = Array.from({ length: PUSH_MAX_RECIPIENTS + 1 }, (_, i) => `u${i}`);
    given([]).when({ type: 'Send', pushId: 'p1', push, recipients: many, test: false, now }).thenFails('PushTooManyRecipients');
    // exactly the limit goes
    expect(given([]).when({ type: 'Send', pushId: 'p1', push, recipients: many.slice(1), test: false, now }).result()).toMatchObject([{ type: 'PushNotificationSent' }]);
  });

  it('never sends or keeps the same push twice', () => {
    given([sent]).when({ type: 'Send', pushId: 'p1', push, recipients: ['u1'], test: false, now }).thenFails('Conflict');
    given([saved]).when({ type: 'Save', pushId: 'p1', push, now }).thenFails('Conflict');
  });

  it('keeps a push in the history without sending it', () => {
    given([]).when({ type: 'Save', pushId: 'p1', push, now }).then([saved]);
  });

  it('takes a sent or kept push out of the history once', () => {
    given([sent]).when({ type: 'RemoveFromHistory', pushId: 'p1', now }).then([removed]);
    given([saved]).when({ type: 'RemoveFromHistory', pushId: 'p1', now }).then([removed]);
    given([sent, removed]).when({ type: 'RemoveFromHistory', pushId: 'p1', now }).thenFails('PushHistoryEntryNotFound');
    given([]).when({ type: 'RemoveFromHistory', pushId: 'p1', now }).thenFails('PushHistoryEntryNotFound');
  });

  it('finds no history entry for a test push', () => {
    const test: PushEvent = { type: 'PushNotificationSent', data: { ...sent.data, recipients: ['me'], test: true } } as PushEvent;
    given([test]).when({ type: 'RemoveFromHistory', pushId: 'p1', now }).thenFails('PushHistoryEntryNotFound');
  });
});
