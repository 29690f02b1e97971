import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductSettings } from '@contracts/backoffice/settings/settings';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { ProductSettingsPage } from './product-settings-page';
import { loadSettingsStrings } from './settings-strings';

beforeAll(loadSettingsStrings);
afterEach(() => vi.unstubAllGlobals());

const times = ['08:00', '09:00', '10:00'];
const admin = { id: 'a1', name: 'Ada Admin' };
const settings = (overrides: Partial<Record<keyof ProductSettings['settings'], unknown>> = {}, revision = 3): ProductSettings => ({
  revision,
  settings: {
    brandName: { value: 'JobHunt', default: 'JobHunt', changedBy: null, changedAt: null },
    publishTimes: { value: times, default: times, changedBy: null, changedAt: null },
    parts: { value: [1, 2, 3, 4], default: [1, 2, 3, 4], changedBy: null, changedAt: null },
    defaultJobLimit: { value: 8, default: 5, changedBy: admin, changedAt: '2026-11-20T08:30:00.000Z' },
    mailFrom: { value: 'JobSwipe <no-reply@jobswipe.local>', default: 'JobSwipe <no-reply@jobswipe.local>', changedBy: null, changedAt: null },
    ...overrides,
  } as ProductSettings['settings'],
});
const noHistory = () => ({ body: { list: [], total: 0 } });
const asAdmin = () => ({ body: { user: sampleUser({ isAdmin: true, lookingforwork: false }) } });
const open = async () => {
  renderWithApp(<ProductSettingsPage />, { token: 'admin-token', kind: 'user' });
  return screen.findByRole('form', { name: 'Product settings' });
};
const section = (name: string) => screen.getByRole('region', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

describe('the settings screen', () => {
  // several steps, each a round trip and a render: more time than one assertion on a busy machine
  it('shows each value with its default and last change, saves after a confirmation listing the changes, and shows the answer', { timeout: 15_000 }, async () => {
    const saved = settings({ brandName: { value: 'Career Up', default: 'JobHunt', changedBy: admin, changedAt: '2026-11-28T10:00:00.000Z' }, publishTimes: { value: ['09:00', '10:00', '16:30'], default: times, changedBy: admin, changedAt: '2026-11-28T10:00:00.000Z' } }, 5);
    const server = fakeServer({ getUserData: asAdmin, getProductSettings: () => ({ body: settings() }), getProductSettingsHistory: noHistory, changeProductSettings: () => ({ body: { ...saved, message: 'The settings are saved', messageCode: 'SettingsSaved' } }) });
    await open();
    expect(within(section('Default active-job limit')).getByText(/Changed by Ada Admin on 20\.11\.2026/)).toBeTruthy();
    expect(within(section('Coaching brand name')).getByText('Never changed: the default applies')).toBeTruthy();
    expect(save().disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Coaching brand name' }), { target: { value: 'Career Up' } });
    const publishTimes = section('Publish times');
    fireEvent.click(within(publishTimes).getByRole('button', { name: 'Remove 08:00' }));
    fireEvent.change(within(publishTimes).getByLabelText('Time to add'), { target: { value: '16:30' } });
    fireEvent.keyDown(within(publishTimes).getByLabelText('Time to add'), { key: 'Enter' });
    expect(within(publishTimes).getAllByRole('listitem').map((li) => li.querySelector('bdi')?.textContent)).toEqual(['09:00', '10:00', '16:30']);
    expect(screen.getByRole('status').textContent).toBe('2 settings changed');
    expect(save().disabled).toBe(false);

    fireEvent.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Coaching brand nameJobHunt → Career Up', 'Publish timesadded \u206616:30\u2069 · removed \u206608:00\u2069']);
    expect(server.callsTo('changeProductSettings')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(section('Coaching brand name')).getByText(/Changed by Ada Admin on 28\.11\.2026/)).toBeTruthy());
    expect(server.callsTo('changeProductSettings')[0]?.body).toEqual({ revision: 3, changes: { brandName: 'Career Up', publishTimes: ['09:00', '10:00', '16:30'] } });
    // the answer filled the screen: no second read of the settings
    expect(server.callsTo('getProductSettings')).toHaveLength(1);
    expect(save().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('No changes to save');
  });

  it('says what to fix on the field before sending anything', async () => {
    const server = fakeServer({ getUserData: asAdmin, getProductSettings: () => ({ body: settings() }), getProductSettingsHistory: noHistory });
    await open();
    fireEvent.change(screen.getByRole('textbox', { name: 'Coaching brand name' }), { target: { value: 'J' } });
    fireEvent.click(save());
    expect(await screen.findByText('Use 2 to 40 characters')).toBeTruthy();
    expect(server.callsTo('changeProductSettings')).toHaveLength(0);
  });

  it("shows the server's issue on its field and keeps what was typed; a stale save offers a reload and still keeps it", { timeout: 15_000 }, async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { error: 'An address such as Name <no-reply@example.com> or no-reply@example.com', code: 'ValidationFailed', issues: [{ path: 'changes.mailFrom', message: 'An address such as Name <no-reply@example.com> or no-reply@example.com', code: 'MailFromInvalid' }] },
    };
    const server = fakeServer({ getUserData: asAdmin, getProductSettings: () => ({ body: settings() }), getProductSettingsHistory: noHistory, changeProductSettings: () => answer });
    await open();
    const sender = screen.getByRole('textbox', { name: 'Mail sender' }) as HTMLInputElement;
    fireEvent.change(sender, { target: { value: 'Careers <careers@careerup.example>' } });
    fireEvent.click(save());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section('Mail sender')).getByText('An address such as Name <no-reply@example.com> or no-reply@example.com')).toBeTruthy());
    expect(sender.value).toBe('Careers <careers@careerup.example>');
    expect(screen.getByRole('alert').textContent).toBe('Some settings need your attention');

    answer = { status: 409, body: { error: 'Someone changed the settings since you opened them: reload to see their changes, then save again', code: 'ProductSettingsStale' } };
    fireEvent.click(save());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    const stale = await screen.findByText(/Someone changed the settings since you opened them/);
    expect(stale.closest('[role="alert"]')?.textContent).toContain('Your changes are kept');
    expect(sender.value).toBe('Careers <careers@careerup.example>');
    // the confirmation closes first: the page is hidden from the reader until it has
    fireEvent.click(await screen.findByRole('button', { name: 'Reload the settings' }));
    await waitFor(() => expect(server.callsTo('getProductSettings')).toHaveLength(2));
    expect(sender.value).toBe('Careers <careers@careerup.example>');
    expect(save().disabled).toBe(false);
  });

  it('lists the changes of the history, newest first', async () => {
    fakeServer({
      getUserData: asAdmin,
      getProductSettings: () => ({ body: settings() }),
      getProductSettingsHistory: () => ({
        body: {
          total: 1,
          list: [{ position: '10', version: 0, type: 'DefaultJobLimitChanged', at: '2026-11-20T08:30:00.000Z', actor: admin, onBehalfOf: null, requestId: 'r1', change: { key: 'settings.defaultJobLimit', params: { from: 5, to: 8 } } }],
        },
      }),
    });
    await open();
    const history = await screen.findByRole('region', { name: 'History of changes' });
    expect(await within(history).findByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Default active-job limit: 5 → 8')).toBeTruthy();
    expect(within(history).getByText(/Ada Admin · 20\.11\.2026/)).toBeTruthy();
  });

  describe('in Hebrew', () => {
    inHebrew(loadSettingsStrings);
    it('reads right to left in its own words', async () => {
      fakeServer({ getUserData: asAdmin, getProductSettings: () => ({ body: settings() }), getProductSettingsHistory: noHistory });
      renderWithApp(<ProductSettingsPage />, { token: 'admin-token', kind: 'user' });
      expect(await screen.findByRole('heading', { name: 'הגדרות המוצר', level: 1 })).toBeTruthy();
      expect(await screen.findByRole('region', { name: 'שם מותג הליווי' })).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
    });
  });
});
