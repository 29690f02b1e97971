import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { pushHistoryProjection } from './push-history.projection';

const at = '2026-11-28T10:00:00.000Z';
const query = { role: 'seeker', pro: false, journeyUsers: false, location: 'Haifa' };

describeProjection(pushHistoryProjection, {}, (spec, db) => {
  const rows = () => db().selectFrom('push_history').select(['id', 'title', 'recipients', 'status', 'query', 'registered_users']).orderBy('id').execute();

  it('lists a push sent with how many it went to and one kept unsent, leaves out the tests, and drops a removed one', async () => {
    await spec.given(
      storedEvent('PushNotificationSent', { pushId: 'h1', messageTitle: 'Jobs', message: 'New jobs', query, registeredUsers: [], recipients: ['u1', 'u2', 'u3'], test: false, sentAt: at }),
      storedEvent('PushNotificationSent', { pushId: 'h2', messageTitle: 'Test', message: 'Only me', query, registeredUsers: ['me'], recipients: ['me'], test: true, sentAt: at }),
      storedEvent('PushNotificationSaved', { pushId: 'h3', messageTitle: 'Later', message: 'Kept', query, registeredUsers: ['u9'], savedAt: at }),
    );
    expect(await rows()).toEqual([
      { id: 'h1', title: 'Jobs', recipients: 3, status: 'sent', query, registered_users: [] },
      { id: 'h3', title: 'Later', recipients: 0, status: 'saved', query, registered_users: ['u9'] },
    ]);
    await spec.given(storedEvent('PushHistoryEntryRemoved', { pushId: 'h3', removedAt: at }));
    expect((await rows()).map((r) => r.id)).toEqual(['h1']);
  });
});
