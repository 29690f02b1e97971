import { describe, expect, it, beforeAll } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JourneySettings, ListSetting } from '@contracts/backoffice/journey-settings/lists';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { JourneySettingsPage } from './journey-settings-page';
import { loadJourneySettingsStrings } from './journey-settings-strings';

beforeAll(loadJourneySettingsStrings);

const jo = { id: 'j1', name: 'Jo Brand' };
const at = (value: string[], changed = false): ListSetting => ({ value, default: value, changedBy: changed ? jo : null, changedAt: changed ? '2026-11-29T08:30:00.000Z' : null });
const settings = (overrides: Partial<JourneySettings['lists']> = {}): JourneySettings => ({
  lists: {
    emailsToSendTest: at([]),
    statuses: at(['signed', 'freezed', 'waiting for approval', 'not in JobHunt']),
    scheduledMeetingStatuses: at(['scheduled', 'held']),
    plans: at(['standard pro', 'standard executive']),
    questionnaireStatuses: at(['new', 'follow up']),
    summaryTypes: at(['intro call'], true),
    newsLetterEmails: at([]),
    ...overrides,
  },
});
const asJourneyAdmin = () => ({ body: { user: sampleUser({ isJHAdmin: true }) } });
const open = async () => {
  renderWithApp(<JourneySettingsPage />, { token: 'jh-token', kind: 'user' });
  return screen.findByRole('region', { name: 'Journey statuses' });
};
const chips = (section: HTMLElement) => within(section).queryAllByRole('listitem').map((li) => li.querySelector('bdi')?.textContent);
const addTo = (section: HTMLElement, label: string, text: string) => {
  const box = within(section).getByRole('textbox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
};

describe('a journey list editor', () => {
  it('adds a value trimmed and lowercased, refuses one already there whatever its case, and saves the list by its own call', { timeout: 15_000 }, async () => {
    const saved = settings({ statuses: { value: ['signed', 'freezed', 'waiting for approval', 'not in JobHunt', 'on hold'], default: ['signed', 'freezed', 'waiting for approval', 'not in JobHunt'], changedBy: jo, changedAt: '2026-11-29T09:00:00.000Z' } });
    const server = fakeServer({ getUserData: asJourneyAdmin, getJourneySettings: () => ({ body: settings() }), updatePersonalJourneyStatuses: () => ({ body: { ...saved, message: 'The list is saved', messageCode: 'ListSaved' } }) });
    const statuses = await open();
    expect(within(statuses).getByText('Never changed: the default applies')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Summary types' })).getByText(/Changed by Jo Brand on 29\.11\.2026/)).toBeTruthy();
    const save = within(statuses).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    addTo(statuses, 'Add to Journey statuses', '  On Hold ');
    expect(chips(statuses)).toEqual(['signed', 'freezed', 'waiting for approval', 'not in JobHunt', 'on hold']);
    addTo(statuses, 'Add to Journey statuses', 'NOT IN JOBHUNT');
    expect(within(statuses).getByText('not in jobhunt is on the list already')).toBeTruthy();
    expect(chips(statuses)).toHaveLength(5);
    addTo(statuses, 'Add to Journey statuses', '   ');
    expect(within(statuses).getByText('A value cannot be empty')).toBeTruthy();
    // the statuses the service acts on stay: no remove button, a word why
    expect(within(statuses).queryByRole('button', { name: 'Remove freezed' })).toBeNull();
    expect(within(statuses).getByLabelText('freezed: always on the list, the service acts on it')).toBeTruthy();
    expect(within(statuses).getByRole('button', { name: 'Remove not in JobHunt' })).toBeTruthy();

    fireEvent.click(save);
    await waitFor(() => expect(within(statuses).getByText(/Changed by Jo Brand on 29\.11\.2026/)).toBeTruthy());
    // the contract's own rule goes with the call: every value lowercased
    expect(server.callsTo('updatePersonalJourneyStatuses')[0]?.body).toEqual({ statuses: ['signed', 'freezed', 'waiting for approval', 'not in jobhunt', 'on hold'] });
    // the answer filled the screen: no second read of the lists
    expect(server.callsTo('getJourneySettings')).toHaveLength(1);
    expect((within(statuses).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before a save that removes values, and Cancel brings the list back', { timeout: 15_000 }, async () => {
    const server = fakeServer({ getUserData: asJourneyAdmin, getJourneySettings: () => ({ body: settings() }), updatePersonalJourneyPlans: () => ({ body: settings({ plans: at(['standard pro'], true) }) }) });
    await open();
    const plans = screen.getByRole('region', { name: 'Plans' });
    fireEvent.click(within(plans).getByRole('button', { name: 'Remove standard executive' }));
    expect(chips(plans)).toEqual(['standard pro']);
    fireEvent.click(within(plans).getByRole('button', { name: 'Cancel' }));
    expect(chips(plans)).toEqual(['standard pro', 'standard executive']);

    fireEvent.click(within(plans).getByRole('button', { name: 'Remove standard executive' }));
    fireEvent.click(within(plans).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Plans?' });
    expect(within(dialog).getByText('These values will no longer be offered: standard executive')).toBeTruthy();
    expect(server.callsTo('updatePersonalJourneyPlans')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove and save' }));
    await waitFor(() => expect(server.callsTo('updatePersonalJourneyPlans')[0]?.body).toEqual({ plans: ['standard pro'] }));
  });

  it("checks an address before adding it, and shows the server's refusal keeping what was typed", { timeout: 15_000 }, async () => {
    fakeServer({
      getUserData: asJourneyAdmin,
      getJourneySettings: () => ({ body: settings() }),
      updateNewsLetterEmails: () => ({ status: 400, body: { error: 'Invalid input', code: 'ValidationFailed', issues: [{ path: 'newsLetterEmails.0', message: 'Write a valid email address, such as name@example.com', code: 'ListEmailInvalid' }] } }),
    });
    await open();
    const news = screen.getByRole('region', { name: 'Newsletter addresses' });
    expect(within(news).getByText('No values yet')).toBeTruthy();
    addTo(news, 'Add to Newsletter addresses', 'not an address');
    expect(within(news).getByText('Write a valid email address, such as name@example.com')).toBeTruthy();
    addTo(news, 'Add to Newsletter addresses', 'News@Example.com');
    expect(chips(news)).toEqual(['news@example.com']);
    fireEvent.click(within(news).getByRole('button', { name: 'Save' }));
    expect(await within(news).findByRole('alert')).toBeTruthy();
    expect(chips(news)).toEqual(['news@example.com']);
  });
});
