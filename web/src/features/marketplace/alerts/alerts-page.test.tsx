import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Alert } from '@contracts/marketplace/alerts/alert';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { AlertsPage } from './alerts-page';
import { en } from './locales/en';

beforeAll(() => {
  i18n.addResourceBundle('en', 'alerts', en, true, true);
});

const alert = (id: string, query: string, change: Partial<Alert> = {}): Alert => ({
  _id: id,
  alertQuery: query,
  alertHistogramType: 'jobs',
  alertLocationLat: 32.0853,
  alertLocationLng: 34.781768,
  alertLocationName: 'Tel Aviv',
  alertLocationCountry: 'Israel',
  filters: { tags: ['Selenium'] },
  frequency: 'daily',
  url: '/jobs/qa-jobs-SRCH_Q0,2',
  createdAt: '2026-11-29T08:00:00.000Z',
  lastSentAt: null,
  ...change,
});
const preferences = { preferences: { alerts: true, digests: true, news: true, language: 'en' } };

describe('the alerts page', () => {
  it('lists the alerts with their frequency, asks "Delete this alert?" before deleting one, and shows the list the answer gives', async () => {
    let alerts = [alert('a1', 'QA'), alert('a2', 'Designer', { alertHistogramType: 'resumes', frequency: 'weekly' })];
    const server = fakeServer({
      getAlerts: () => ({ body: { alerts } }),
      getMailPreferences: () => ({ body: preferences }),
      removeAlert: (body) => {
        alerts = alerts.filter((a) => a._id !== (body as { alertId: string }).alertId);
        return { body: { alerts, message: 'Alert deleted', messageCode: 'AlertRemoved' } };
      },
    });
    renderWithApp(<AlertsPage />, { token: 'user-token', kind: 'user' });
    expect(await screen.findByRole('link', { name: 'QA · Tel Aviv' })).toBeTruthy();
    expect(screen.getAllByText('Selenium')).toHaveLength(2);
    expect(screen.getAllByRole('combobox', { name: 'How often' }).map((c) => c.textContent)).toEqual(['Daily', 'Weekly']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the alert QA · Tel Aviv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('removeAlert')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the alert QA · Tel Aviv' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this alert?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'QA · Tel Aviv' })).toBeNull());
    expect(server.callsTo('removeAlert').map((c) => c.body)).toEqual([{ alertId: 'a1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Designer · Tel Aviv' })).toBeTruthy();
  });

  it('changes how often an alert mails', async () => {
    let alerts = [alert('a1', 'QA')];
    const server = fakeServer({
      getAlerts: () => ({ body: { alerts } }),
      getMailPreferences: () => ({ body: preferences }),
      setFrequency: (body) => {
        alerts = [{ ...alerts[0]!, frequency: (body as { frequency: Alert['frequency'] }).frequency }];
        return { body: { alerts, message: 'Alert frequency saved', messageCode: 'AlertFrequencySaved' } };
      },
    });
    renderWithApp(<AlertsPage />, { token: 'user-token', kind: 'user' });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'How often' }));
    fireEvent.click(screen.getByRole('option', { name: 'As they happen' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'How often' }).textContent).toBe('As they happen'));
    expect(server.callsTo('setFrequency').map((c) => c.body)).toEqual([{ alertId: 'a1', histogramType: 'jobs', frequency: 'instant' }]);
  });

  it('says there are no alerts yet and where to make one', async () => {
    fakeServer({ getAlerts: () => ({ body: { alerts: [] } }), getMailPreferences: () => ({ body: preferences }) });
    renderWithApp(<AlertsPage />, { token: 'user-token', kind: 'user' });
    expect(await screen.findByText('No alerts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe('/jobs');
    // the mail preferences are in the settings, one link away
    expect(screen.getByRole('link', { name: 'Mail preferences in Settings' }).getAttribute('href')).toBe('/settings#mail-preferences');
  });
});
