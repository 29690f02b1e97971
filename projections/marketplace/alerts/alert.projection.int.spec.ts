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
  const preferences = (userId: string) => db().selectFrom('mail_preference').selectAll().where('user_id', '=', userId).executeTakeFirst();

  it('keeps an alert with its search, approves a visitor’s, sets its frequency and removes it', async () => {
    const [mine, visitors] = [randomUUID(), randomUUID()];
    const first = added(mine, 'u1');
    await spec.given(first, added(visitors, null));
    expect(await alert(mine)).toEqual({
      id: mine, user_id: 'u1', email: null, histogram_type: 'jobs', query_string: 'QA', location_lat: 32.08, location_lng: 34.78, location_name: 'Tel Aviv', location_country: 'Israel',
      filters: { tags: ['Selenium'] }, url: '/jobs/qa', search_key: '["jobs","qa",[32.08,34.78],null,["selenium"],null,null,null]', frequency: 'daily', language: 'en', approved: true,
      created_at: new Date(at), last_position: first.position,
    });
    expect(await alert(visitors)).toMatchObject({ user_id: null, email: 'v@example.com', approved: false });
    await spec.given(storedEvent('AlertApproved', { alertId: visitors, approvedAt: at }), storedEvent('AlertFrequencySet', { alertId: mine, frequency: 'weekly', setAt: at }));
    expect(await alert(visitors)).toMatchObject({ approved: true });
    expect(await alert(mine)).toMatchObject({ frequency: 'weekly' });
    await spec.given(storedEvent('AlertRemoved', { alertId: mine, via: 'page', removedAt: at }));
    expect(await alert(mine)).toBeUndefined();
  });

  it('keeps an alert with no search text and no place: an empty text and no location', async () => {
    const alertId = randomUUID();
    const event = storedEvent('AlertAdded', { alertId, userId: 'u1', email: null, histogramType: 'jobs', query: { location: null }, url: '/jobs', frequency: 'weekly', language: 'he', approved: true, addedAt: at });
    await spec.given(event);
    expect(await alert(alertId)).toEqual({
      id: alertId, user_id: 'u1', email: null, histogram_type: 'jobs', query_string: '', location_lat: null, location_lng: null, location_name: null, location_country: null,
      filters: {}, url: '/jobs', search_key: '["jobs","",null,null,null,null,null,null]', frequency: 'weekly', language: 'he', approved: true, created_at: new Date(at), last_position: event.position,
    });
  });

  it('starts the mail preferences of an account made in Hebrew in Hebrew, and keeps none for an account made in another language', async () => {
    const [hebrew, english, before] = [randomUUID(), randomUUID(), randomUUID()];
    const registered = (userId: string, language?: string) =>
      storedEvent('UserRegistered', {
        userId, email: `${userId}@example.com`, first_name: 'Dana', last_name: 'Levi', lookingforwork: true, isAdmin: false, card_color: 1, source: 'site', registeredAt: at, ...(language === undefined ? {} : { language }),
      });
    const first = registered(hebrew, 'he');
    // an account from before the choice at sign-up reads the defaults, as one made in English does
    await spec.given(first, registered(english, 'en'), registered(before));
    expect(await preferences(hebrew)).toEqual({ user_id: hebrew, alerts: true, digests: true, news: true, language: 'he', last_position: first.position });
    expect(await preferences(english)).toBeUndefined();
    expect(await preferences(before)).toBeUndefined();
  });

  it('keeps English as the language of mail set in any language but Hebrew', async () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    const set = (id: string, language: string) => storedEvent('MailPreferencesSet', { userId: id, alerts: true, digests: false, news: true, language, via: 'settings', setAt: at });
    const [hebrew, english, french] = [set(userId, 'he'), set(userId, 'en'), set(other, 'fr')];
    await spec.given(hebrew, english, french);
    expect(await preferences(userId)).toEqual({ user_id: userId, alerts: true, digests: false, news: true, language: 'en', last_position: english.position });
    expect(await preferences(other)).toEqual({ user_id: other, alerts: true, digests: false, news: true, language: 'en', last_position: french.position });
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
