import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { alertProjection } from './alert.projection';

const at = '2026-11-29T08:00:00.000Z';
const query = { queryString: 'QA', tags: ['Selenium'], location: { lat: 32.08, lng: 34.78, text: 'Tel Aviv', country: 'Israel' } };
const added = (alertId: string, userId: string | null) =>
  storedEvent('AlertAdded', { alertId, userId, email: userId ? null : 'v@example.com', histogramType: 'jobs', query, url: '/jobs/qa', frequency: 'daily', language: 'en', approved: userId !== null, addedAt: at });

describeProjection(alertProjection, (spec, db) => {
  const alert = (id: string) => db().selectFrom('alert').selectAll().where('id', '=', id).executeTakeFirst();

  it('keeps an alert with its search, approves a visitor’s, sets its frequency and removes it', async () => {
    const [mine, visitors] = [randomUUID(), randomUUID()];
    await spec.given(added(mine, 'u1'), added(visitors, null));
    expect(await alert(mine)).toMatchObject({ user_id: 'u1', query_string: 'QA', location_name: 'Tel Aviv', location_country: 'Israel', filters: { tags: ['Selenium'] }, approved: true, frequency: 'daily' });
    expect(await alert(visitors)).toMatchObject({ user_id: null, email: 'v@example.com', approved: false });
    await spec.given(storedEvent('AlertApproved', { alertId: visitors, approvedAt: at }), storedEvent('AlertFrequencySet', { alertId: mine, frequency: 'weekly', setAt: at }));
    expect(await alert(visitors)).toMatchObject({ approved: true });
    expect(await alert(mine)).toMatchObject({ frequency: 'weekly' });
    await spec.given(storedEvent('AlertRemoved', { alertId: mine, via: 'page', removedAt: at }));
    expect(await alert(mine)).toBeUndefined();
  });

  it('keeps the mail preferences as last set, and forgets a deleted account’s alerts and preferences', async () => {
    const userId = randomUUID();
    const alertId = randomUUID();
    await spec.given(added(alertId, userId), storedEvent('MailPreferencesSet', { userId, alerts: false, digests: true, news: false, language: 'he', via: 'settings', setAt: at }));
    expect(await db().selectFrom('mail_preference').selectAll().where('user_id', '=', userId).executeTakeFirst()).toMatchObject({ alerts: false, digests: true, news: false, language: 'he' });
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: at }));
    expect(await alert(alertId)).toBeUndefined();
    expect(await db().selectFrom('mail_preference').selectAll().where('user_id', '=', userId).executeTakeFirst()).toBeUndefined();
  });
});
