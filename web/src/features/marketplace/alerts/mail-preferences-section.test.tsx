import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { MailPreferencesSection } from './mail-preferences-section';

beforeAll(() => {
  i18n.addResourceBundle('en', 'alerts', en, true, true);
});

// The section on its own, as the settings page places it: no route around it.
describe('the mail preferences section', () => {
  it('shows each kind of mail and saves a change at once with what the answer says', async () => {
    let preferences = { alerts: true, digests: true, news: true, language: 'en' as 'en' | 'he' };
    const server = fakeServer({
      getMailPreferences: () => ({ body: { preferences } }),
      setMailPreferences: (body) => {
        preferences = { ...preferences, ...(body as object) };
        return { body: { preferences, message: 'Mail preferences saved', messageCode: 'MailPreferencesSaved' } };
      },
    });
    renderWithApp(<MailPreferencesSection />, { token: 'user-token', kind: 'user' });
    const news = (await screen.findByRole('switch', { name: /Product news/ })) as HTMLInputElement;
    expect(news.checked).toBe(true);
    fireEvent.click(news);
    await waitFor(() => expect((screen.getByRole('switch', { name: /Product news/ }) as HTMLInputElement).checked).toBe(false));
    expect(server.callsTo('setMailPreferences').map((c) => c.body)).toEqual([{ news: false }]);
    expect((screen.getByRole('switch', { name: /Alerts/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a retry when the preferences could not be loaded', async () => {
    fakeServer({ getMailPreferences: () => ({ status: 500, body: { error: 'Something went wrong', correlationId: 'c1' } }) });
    renderWithApp(<MailPreferencesSection />, { token: 'user-token', kind: 'user' });
    expect(await screen.findByText('Your mail preferences could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
