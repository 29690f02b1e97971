import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PushHistoryEntry } from '@contracts/backoffice/push/push';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { SendPushPage } from './send-push-page';
import { loadPushStrings } from './push-strings';

beforeAll(loadPushStrings);

const entry = (overrides: Partial<PushHistoryEntry> = {}): PushHistoryEntry => ({
  _id: 'p1', messageTitle: 'Webinar', message: 'Thursday at 15:00', query: { role: 'all', pro: false, journeyUsers: true, location: '' }, registeredUsers: [], recipients: 34, status: 'sent', by: 'a1', byName: 'Maya Admin', at: '2026-11-28T10:00:00.000Z', ...overrides,
});
const asAdmin = () => ({ body: { user: sampleUser({ isAdmin: true, lookingforwork: false }) } });
const history = (list: PushHistoryEntry[]) => () => ({ body: { list, total: list.length } });
const open = async () => {
  renderWithApp(<SendPushPage />, { token: 'admin-token', kind: 'user' });
  return screen.findByRole('form', { name: 'Message' });
};
const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });

describe('the push screen', () => {
  it('sends to a query only after the confirmation, says how many it reached and lists it', { timeout: 15_000 }, async () => {
    const sent = entry({ _id: 'p2', messageTitle: 'New jobs', message: 'Twelve new jobs', query: { role: 'seeker', pro: true, journeyUsers: false, location: 'Haifa' }, recipients: 12 });
    const server = fakeServer({
      getUserData: asAdmin,
      getPushNotificationHistory: history([entry()]),
      sendPushNotifications: () => ({ body: { pushId: 'p2', recipients: 12, devices: 3, entry: sent, message: 'Sent. People reached: 12. Their devices with notifications on: 3.', messageCode: 'PushSent' } }),
    });
    await open();
    type('Title', 'New jobs');
    type('Message', 'Twelve new jobs');
    expect(screen.getByText('8 / 60')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Who' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Job seekers' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pro members only' }));
    type('Location', 'Haifa');
    fireEvent.click(screen.getByRole('button', { name: 'Send Push Notification' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send Push Notification?' });
    expect(server.callsTo('sendPushNotifications')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    const result = await screen.findByRole('dialog', { name: 'Success' });
    expect(result.textContent).toContain('People reached: 12.');
    expect(server.callsTo('sendPushNotifications')[0]?.body).toEqual({ messageTitle: 'New jobs', message: 'Twelve new jobs', query: { role: 'seeker', pro: true, journeyUsers: false, location: 'Haifa' }, registeredUsers: [] });
    fireEvent.click(within(result).getByRole('button', { name: 'Close' }));
    const list = await screen.findByRole('region', { name: 'History' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual(['New jobs', 'Webinar']));
    expect(within(list).getByText('Job seekers · Pro members only · Haifa')).toBeTruthy();
    expect(server.callsTo('getPushNotificationHistory')).toHaveLength(1);
  });

  it('keeps the limits before sending anything, and asks for someone when people are to be picked', async () => {
    const server = fakeServer({ getUserData: asAdmin, getPushNotificationHistory: history([]) });
    await open();
    type('Title', 'x'.repeat(61));
    fireEvent.click(screen.getByRole('button', { name: 'Send Push Notification' }));
    expect(await screen.findByText('A title of 1 to 60 characters')).toBeTruthy();
    expect(screen.getByText('A message of 1 to 240 characters')).toBeTruthy();
    type('Title', 'Hello');
    type('Message', 'World');
    fireEvent.click(screen.getByRole('radio', { name: 'People I pick' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Push Notification' }));
    expect(await screen.findByText('Pick at least one person')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('sendPushNotifications')).toHaveLength(0);
  });

  it("shows the server's refusal in an 'Error' dialog", async () => {
    fakeServer({ getUserData: asAdmin, getPushNotificationHistory: history([]), sendPushNotifications: () => ({ status: 409, body: { error: 'Nobody matches: widen the query or pick people', code: 'PushNoRecipients' } }) });
    await open();
    type('Title', 'Hello');
    type('Message', 'World');
    fireEvent.click(screen.getByRole('button', { name: 'Send Push Notification' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send Push Notification?' })).getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain('Nobody matches: widen the query or pick people');
  });

  it('removes an entry from the history after a confirmation, and uses one again', async () => {
    const server = fakeServer({ getUserData: asAdmin, getPushNotificationHistory: history([entry(), entry({ _id: 'p0', messageTitle: 'Older', status: 'saved', recipients: 0 })]), removePushNotificationHisotry: () => ({ body: { removed: 'p0' } }) });
    await open();
    const list = await screen.findByRole('region', { name: 'History' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Remove: Older' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove from the history?' });
    expect(server.callsTo('removePushNotificationHisotry')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).queryByText('Older')).toBeNull());
    expect(server.callsTo('removePushNotificationHisotry')[0]?.body).toEqual({ id: 'p0' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Use: Webinar' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Webinar'));
    expect((screen.getByRole('checkbox', { name: 'JobHunt users only' }) as HTMLInputElement).checked).toBe(true);
  });

  describe('in Hebrew', () => {
    inHebrew(loadPushStrings);
    it('reads right to left in its own words', async () => {
      fakeServer({ getUserData: asAdmin, getPushNotificationHistory: history([entry()]) });
      renderWithApp(<SendPushPage />, { token: 'admin-token', kind: 'user' });
      expect(await screen.findByRole('heading', { name: 'התראות פוש', level: 1 })).toBeTruthy();
      expect(await screen.findByText('נשלחה · 34 אנשים')).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
    });
  });
});
