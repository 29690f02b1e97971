import { defineAccessRows, everyone, guests, signedIn } from '../../core/access-matrix';
import { alertCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
// The outbox is open while no mail server is configured, as in the tests.
export const alertsAccess = defineAccessRows(alertCalls, {
  getAlerts: { expect: signedIn(200) },
  addAlert: { expect: guests(200), body: () => ({ queryParams: { queryString: 'matrix' }, locationObj: { lat: 32.0853, lng: 34.781768, text: 'Tel Aviv' }, histogramType: 'jobs', url: '/jobs', email: 'matrix-visitor@example.com' }) },
  removeAlert: { expect: signedIn(404), body: () => ({ alertId: 'no-such-alert' }) },
  setFrequency: { expect: signedIn(404), body: () => ({ alertId: 'no-such-alert', frequency: 'weekly' }) },
  getMailPreferences: { expect: signedIn(200) },
  setMailPreferences: { expect: signedIn(200), body: () => ({ news: true }) },
  getMailOutbox: { expect: everyone(200) },
  getMailOutboxMessage: { expect: everyone(404), body: () => ({ id: '999999999' }) },
});
