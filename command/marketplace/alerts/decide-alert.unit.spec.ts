import { describe, it } from 'vitest';
import { say } from '../../../contracts/core/messages';
import { MAX_ALERTS, type StoredAlertQuery } from '../../../contracts/marketplace/alerts/alert';
import type { AlertEvent } from '../../../contracts/marketplace/alerts/events';
import { alertMessages as m } from '../../../contracts/marketplace/alerts/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { alertDecider, type AlertCommand } from './decide-alert';
import { mailPreferencesDecider } from './decide-mail-preferences';

const given = DeciderSpecification.for(alertDecider);
const now = new Date('2026-11-29T08:00:00.000Z');
const at = now.toISOString();
const query: StoredAlertQuery = { queryString: 'qa', location: { lat: 32.08, lng: 34.78, text: 'Tel Aviv' } };
const base = { alertId: 'a1', histogramType: 'jobs' as const, query, url: '/jobs/qa', frequency: 'daily' as const, language: 'en' as const, now, kept: 0, sameSearch: false };
const addForAccount: AlertCommand = { type: 'AddAlert', ...base, userId: 'u1', email: null };
const addForVisitor: AlertCommand = { type: 'AddAlert', ...base, userId: null, email: 'visitor@example.com' };
const added = (userId: string | null, email: string | null): AlertEvent => ({
  type: 'AlertAdded',
  data: { alertId: 'a1', userId, email, histogramType: 'jobs', query, url: '/jobs/qa', frequency: 'daily', language: 'en', approved: userId !== null, addedAt: at },
});

describe('the alert decider', () => {
  it("adds an account's alert that mails at once, and a visitor's that waits for its link", () => {
    given([]).when(addForAccount).then([added('u1', null)]);
    given([]).when(addForVisitor).then([added(null, 'visitor@example.com')]);
  });

  it('adds nothing when the alert is there already (a retried request)', () => {
    given([added('u1', null)]).when(addForAccount).thenNothingHappens();
  });

  it('refuses the same search twice and more than the maximum of alerts', () => {
    given([]).when({ ...addForAccount, sameSearch: true }).thenFails('AlertRefused', m.AlertSameSearch);
    given([]).when({ ...addForAccount, kept: MAX_ALERTS }).thenFails('AlertRefused', say(m.AlertTooMany, { maximum: MAX_ALERTS }));
  });

  it("approves a visitor's alert once, and answers AlertNotFound for one removed", () => {
    given([added(null, 'visitor@example.com')]).when({ type: 'ApproveAlert', alertId: 'a1', now }).then([{ type: 'AlertApproved', data: { alertId: 'a1', approvedAt: at } }]);
    given([added('u1', null)]).when({ type: 'ApproveAlert', alertId: 'a1', now }).thenNothingHappens();
    given([added(null, 'v@example.com'), { type: 'AlertRemoved', data: { alertId: 'a1', via: 'link', removedAt: at } }]).when({ type: 'ApproveAlert', alertId: 'a1', now }).thenFails('AlertNotFound');
  });

  it("sets the frequency of one's own alert only, and records no change", () => {
    given([added('u1', null)]).when({ type: 'SetAlertFrequency', alertId: 'a1', userId: 'u1', frequency: 'weekly', now }).then([{ type: 'AlertFrequencySet', data: { alertId: 'a1', frequency: 'weekly', setAt: at } }]);
    given([added('u1', null)]).when({ type: 'SetAlertFrequency', alertId: 'a1', userId: 'u1', frequency: 'daily', now }).thenNothingHappens();
    given([added('u1', null)]).when({ type: 'SetAlertFrequency', alertId: 'a1', userId: 'u2', frequency: 'weekly', now }).thenFails('AlertNotFound');
  });

  it('removes an alert from its page (its owner only) or by its link, and a link used twice lands unsubscribed again', () => {
    const removed: AlertEvent = { type: 'AlertRemoved', data: { alertId: 'a1', via: 'page', removedAt: at } };
    given([added('u1', null)]).when({ type: 'RemoveAlert', alertId: 'a1', userId: 'u1', via: 'page', now }).then([removed]);
    given([added('u1', null)]).when({ type: 'RemoveAlert', alertId: 'a1', userId: 'u2', via: 'page', now }).thenFails('AlertNotFound');
    given([added('u1', null)]).when({ type: 'RemoveAlert', alertId: 'a1', userId: null, via: 'link', now }).then([{ ...removed, data: { ...removed.data, via: 'link' } }]);
    given([added('u1', null), removed]).when({ type: 'RemoveAlert', alertId: 'a1', userId: null, via: 'link', now }).thenNothingHappens();
    given([added('u1', null), removed]).when({ type: 'RemoveAlert', alertId: 'a1', userId: 'u1', via: 'page', now }).thenFails('AlertNotFound');
    given([]).when({ type: 'RemoveAlert', alertId: 'a1', userId: null, via: 'link', now }).thenFails('AlertNotFound');
  });
});

describe('the mail preferences decider', () => {
  const prefs = DeciderSpecification.for(mailPreferencesDecider);
  const set = (data: Partial<{ alerts: boolean; digests: boolean; news: boolean; language: string }>, via = 'settings'): AlertEvent => ({
    type: 'MailPreferencesSet',
    data: { userId: 'u1', alerts: true, digests: true, news: true, language: 'en', ...data, via, setAt: at },
  });

  it('keeps what is not sent as it was', () => {
    prefs([]).when({ type: 'SetMailPreferences', userId: 'u1', change: { news: false }, via: 'settings', now }).then([set({ news: false })]);
    prefs([set({ news: false })]).when({ type: 'SetMailPreferences', userId: 'u1', change: { language: 'he' }, via: 'settings', now }).then([set({ news: false, language: 'he' })]);
  });

  it('records nothing when nothing changes (an unsubscribe link opened twice)', () => {
    prefs([set({ alerts: false }, 'link')]).when({ type: 'SetMailPreferences', userId: 'u1', change: { alerts: false }, via: 'link', now }).thenNothingHappens();
  });
});
