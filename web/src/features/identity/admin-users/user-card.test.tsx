import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { UserData } from '@contracts/identity/users/user';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { en } from './locales/en';
import { UserCard } from './user-card';

beforeAll(() => {
  i18n.addResourceBundle('en', 'adminUsers', en, true, true);
});

const noa = sampleUser({ _id: 'u-noa', email: 'noa@example.com', first_name: 'Noa', last_name: 'Bar', name: 'Noa Bar', contactCredit: 3, promoteCredit: 1 }) as UserData;
const search = { email: 'noa' };
const card = () => screen.getByRole('article', { name: 'User Noa Bar' });
const contacts = () => within(card()).getByLabelText('Contact credits') as HTMLInputElement;
const proUntil = () => within(card()).getByLabelText('Pro until') as HTMLInputElement;
const button = (name: string) => within(card()).getByRole('button', { name }) as HTMLButtonElement;

describe("a user card's credits and Pro end date", () => {
  it('marks the card changed while edited, and Cancel puts the saved values back without a call', async () => {
    const server = fakeServer({});
    renderWithApp(<UserCard user={noa} search={search} onExtraInfo={() => undefined} />, { token: 'admin-token', kind: 'user' });
    expect(button('Save').disabled).toBe(true);
    expect(within(card()).queryByText('Changed')).toBeNull();
    fireEvent.change(contacts(), { target: { value: '12' } });
    expect(within(card()).getByText('Changed')).toBeTruthy();
    expect(button('Save').disabled).toBe(false);
    fireEvent.click(button('Cancel'));
    expect(contacts().value).toBe('3');
    expect(within(card()).queryByText('Changed')).toBeNull();
    expect(server.callsTo('setAdminUserData')).toEqual([]);
  });

  it('saves only what changed, with the search to answer again, and shows the saved values', async () => {
    const server = fakeServer({
      setAdminUserData: () => ({ body: { user: { ...noa, contactCredit: 12 }, users: [{ ...noa, contactCredit: 12 }], total: 1 } }),
    });
    renderWithApp(<UserCard user={noa} search={search} onExtraInfo={() => undefined} />, { token: 'admin-token', kind: 'user' });
    fireEvent.change(contacts(), { target: { value: '12' } });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(server.callsTo('setAdminUserData')).toHaveLength(1));
    expect(server.callsTo('setAdminUserData')[0]!.body).toEqual({ userId: 'u-noa', data: { contactCredit: 12 }, fetchParams: { email: 'noa' } });
    // the card shows the user it is given: the list (here, the test) gives it the saved one
    await waitFor(() => expect(within(card()).queryByText('Changed')).toBeNull());
  });

  it('shows a rule the browser knows on its field, before any call', async () => {
    const server = fakeServer({});
    renderWithApp(<UserCard user={noa} search={search} onExtraInfo={() => undefined} />, { token: 'admin-token', kind: 'user' });
    fireEvent.change(contacts(), { target: { value: '-2' } });
    fireEvent.click(button('Save'));
    expect(await within(card()).findByText('Enter a whole number of 0 or more')).toBeTruthy();
    expect(contacts().value).toBe('-2');
    expect(server.callsTo('setAdminUserData')).toEqual([]);
  });

  it("keeps what was typed when the server refuses, with its message on the field", async () => {
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    fakeServer({
      setAdminUserData: () => ({
        status: 400,
        body: { error: 'The Pro end date must be after today', code: 'ValidationFailed', issues: [{ path: 'data.proEndDate', message: 'The Pro end date must be after today' }] },
      }),
    });
    renderWithApp(<UserCard user={noa} search={search} onExtraInfo={() => undefined} />, { token: 'admin-token', kind: 'user' });
    fireEvent.change(proUntil(), { target: { value: day } });
    fireEvent.click(button('Save'));
    expect(await within(card()).findByText('The Pro end date must be after today')).toBeTruthy();
    expect(proUntil().value).toBe(day);
    expect(within(card()).getByText('Changed')).toBeTruthy();
  });
});
