import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { clientsTable } from '@contracts/backoffice/clients-status/clients-table';
import type { ClientRow, ClientsAnswer } from '@contracts/backoffice/clients-status/calls';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { en as journey } from '../../coaching/journey/locales/en';
import { en } from './locales/en';
import { ClientsStatusPage } from './clients-status-page';
import { amountProblem, changesOf, draftOf } from './client-draft';

beforeAll(() => {
  i18n.addResourceBundle('en', 'clientsStatus', en, true, true);
  i18n.addResourceBundle('en', 'journey', journey, true, true);
});

const noa: ClientRow = {
  _id: 'c-noa', name: 'Noa Shapiro', email: 'noa@example.com', phone: null, status: 'published', plan: 'standard pro',
  manager: 'Dana Coach', managerId: 'coach', amount: 3900, startedAt: '2026-10-01T08:00:00.000Z', signedDate: null,
};
const answer = (data: ClientRow[], isCAdmin: boolean): { body: ClientsAnswer } => ({
  body: {
    data, cells: [...clientsTable.columns], count: data.length, statuses: ['signed', 'published', 'freezed'], plans: ['standard pro', 'standard executive'],
    CSManagers: [{ _id: 'coach', name: 'Dana Coach', email: 'coach@example.com' }, { _id: 'cs2', name: 'Avi Ben-David', email: 'avi@example.com' }],
    hasPermmision: true, isCAdmin,
  },
});
const staffUser = (roles: Record<string, boolean>) => () => ({ body: { user: sampleUser({ isCSManager: true, ...roles }) } });
const open = async () => {
  const rendered = renderWithApp(<ClientsStatusPage />, { token: 'staff-token', kind: 'user' });
  await act(() => rendered.router.navigate('/jobhunt-clients-status?from=2026-01-01&to=2026-12-31&plan=standard%20pro'));
  return rendered;
};

describe('the edit dialog’s draft', () => {
  it('sends only what changed, an emptied amount as null, and says what is wrong with an amount', () => {
    expect(changesOf(noa, draftOf(noa))).toBeNull();
    expect(changesOf(noa, { ...draftOf(noa), amount: '4500.5', manager: '' })).toEqual({ amount: 4500.5, manager: null });
    expect(changesOf(noa, { ...draftOf(noa), amount: '', status: 'signed' })).toEqual({ amount: null, status: 'signed' });
    expect(amountProblem('-1')).toBe('An amount is 0 or more');
    expect(amountProblem('1.234')).toBe('Use at most 2 decimals');
    expect(amountProblem('abc')).toBe('An amount is a number');
    expect(amountProblem(' ')).toBeNull();
  });
});

describe('the clients status page', () => {
  it('asks for the dates and the plan of the address, and shows the rows read-only to staff who are not the client admin', { timeout: 15_000 }, async () => {
    const server = fakeServer({ getUserData: staffUser({}), getSynamediaClientsData: () => answer([noa], false) });
    await open();
    const table = await screen.findByRole('table', { name: 'Clients status' });
    expect(server.callsTo('getSynamediaClientsData').at(-1)?.body).toEqual({
      extraSearch: { from: '2026-01-01', to: '2026-12-31', plan: 'standard pro' }, page: 1, pageSize: 100, sort: { column: 'startedAt', direction: 'desc' },
    });
    const row = within(table).getByText('Noa Shapiro').closest('tr')!;
    expect(row.textContent).toContain('published');
    expect(row.textContent).toContain('3,900');
    expect(within(row).getByRole('button', { name: 'History of Noa Shapiro' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit Noa Shapiro' })).toBeNull();
    expect(screen.getByText(en.readOnly)).toBeTruthy();
  });

  it('lets the client admin change an amount, sending only it with the page to answer, and shows the answer', { timeout: 20_000 }, async () => {
    const server = fakeServer({
      getUserData: staffUser({ isCAdmin: true }),
      getSynamediaClientsData: () => answer([noa], true),
      editClientsData: () => answer([{ ...noa, amount: 4250.75 }], true),
    });
    await open();
    const table = await screen.findByRole('table', { name: 'Clients status' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Noa Shapiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Noa Shapiro' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '-3' } });
    expect(within(dialog).getByText('An amount is 0 or more')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '4250.75' } });
    fireEvent.click(save);
    await waitFor(() => expect(server.callsTo('editClientsData')).toHaveLength(1));
    expect(server.callsTo('editClientsData')[0]!.body).toEqual({
      id: 'c-noa',
      newData: { amount: 4250.75 },
      searchParams: { extraSearch: { from: '2026-01-01', to: '2026-12-31', plan: 'standard pro' }, page: 1, pageSize: 100, sort: { column: 'startedAt', direction: 'desc' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Noa Shapiro' })).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Clients status' })).getByText('4,250.75')).toBeTruthy();
    expect(server.callsTo('getSynamediaClientsData')).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s refusal', { timeout: 15_000 }, async () => {
    fakeServer({
      getUserData: staffUser({ isCAdmin: true }),
      getSynamediaClientsData: () => answer([noa], true),
      editClientsData: () => ({ status: 409, body: { error: 'The plan must be one of the journey plans', code: 'ClientEditRefused', messageCode: 'ClientPlanUnknown' } }),
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Noa Shapiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Noa Shapiro' });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('The plan must be one of the journey plans');
  });
});
