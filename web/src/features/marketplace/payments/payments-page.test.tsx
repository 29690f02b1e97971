import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paymentsTable, type PaymentsSummary } from '@contracts/marketplace/payments/payments-table';
import type { Payment } from '@contracts/marketplace/payments/calls';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { loadTestStrings, sampleUser } from '../../../test/samples';
import { PaymentsPage } from './payments-page';
import { samplePayment } from './test-samples';

beforeAll(loadTestStrings);

const payment = samplePayment;
const noSummary: PaymentsSummary = { succeeded: 0, failed: 0, unfinished: 0, revenue: [] };
const answer = (data: Payment[], summary = noSummary, count = data.length) => ({ body: { data, cells: [...paymentsTable.columns], count, summary } });
const firstPage = { page: 1, pageSize: 25, sort: { column: 'startedAt', direction: 'desc' } };

describe('the payments page', () => {
  it('shows an admin a page of the chosen days with what they brought in, and asks again when the days change', { timeout: 15_000 }, async () => {
    const server = fakeServer({
      getUserData: () => ({ body: { user: sampleUser({ isAdmin: true, lookingforwork: false }) } }),
      getPayments: (body) =>
        (body as { extraSearch: { from: string } }).extraSearch.from === '2026-11-01'
          ? answer(
              [
                payment({}),
                payment({ _id: 'p2', name: 'Omer Cohen', email: 'omer@example.com', months: 6, amount: 199.26 }),
                payment({ _id: 'p3', name: null, email: null, status: 'failed', failureReason: 'Card declined', cardLast4: null }),
              ],
              { succeeded: 2, failed: 1, unfinished: 0, revenue: [{ currency: 'ILS', amount: 341.31 }] },
            )
          : answer([]),
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-11-01&to=2026-11-30'));

    const summary = await screen.findByRole('group', { name: 'Summary' });
    expect(summary.textContent).toContain('2 paid');
    expect(summary.textContent).toMatch(/341\.31 received/);
    expect(summary.textContent).toContain('1 failed');
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Name', 'Email', 'Plan', 'Amount', 'Status', 'Card']);
    const omer = within(table).getByText('Omer Cohen').closest('tr')!;
    expect(omer.textContent).toContain('Pro, 6 months');
    expect(omer.textContent).toMatch(/199\.26/);
    expect(within(omer).getByRole('link', { name: 'omer@example.com' }).getAttribute('href')).toBe('mailto:omer@example.com');
    // 10:00 UTC in November is 12:00 in Israel
    expect(omer.textContent).toContain('20.11.2026 12:00');
    expect(screen.getByText('Deleted account')).toBeTruthy();
    expect(screen.getByText('Card declined')).toBeTruthy();
    expect(server.callsTo('getPayments').at(-1)?.body).toEqual({ extraSearch: { from: '2026-11-01', to: '2026-11-30' }, ...firstPage });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await screen.findByText('No payments in these days');
    expect(server.callsTo('getPayments').at(-1)?.body).toEqual({ extraSearch: { from: '2026-10-01', to: '2026-11-30' }, ...firstPage });
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-11-30');
  });

  // several steps, each a round trip and a render: more time than one assertion on a busy machine
  it('sorts by a column and searches in the chosen columns, from the first page', { timeout: 20_000 }, async () => {
    const server = fakeServer({
      getUserData: () => ({ body: { user: sampleUser({ isAdmin: true }) } }),
      getPayments: () => answer([payment({ _id: 'p1' }), payment({ _id: 'p2' })], noSummary, 60),
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-11-01&to=2026-11-30'));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(server.callsTo('getPayments').at(-1)?.body).toMatchObject({ page: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(() => expect(server.callsTo('getPayments').at(-1)?.body).toMatchObject({ page: 1, sort: { column: 'amount', direction: 'desc' } }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'omer' } });
    await waitFor(() => expect(server.callsTo('getPayments').at(-1)?.body).toMatchObject({ page: 1, search: 'omer' }));
  });

  it('says what is wrong with the days and asks nothing until they are right', async () => {
    const server = fakeServer({
      getUserData: () => ({ body: { user: sampleUser({ isAdmin: true }) } }),
      getPayments: () => answer([]),
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-12-01&to=2026-11-30'));
    await screen.findByText('The first day must come before the last');
    expect(server.callsTo('getPayments')).toHaveLength(0);
  });

  it("shows the server's error in red with a retry when the payments cannot be loaded", async () => {
    let fail = true;
    fakeServer({
      getUserData: () => ({ body: { user: sampleUser({ isAdmin: true }) } }),
      getPayments: () => (fail ? { status: 503, body: { error: 'The service is briefly unavailable, please try again in a few seconds', code: 'Unavailable' } } : answer([payment({})])),
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-11-01&to=2026-11-30'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is briefly unavailable, please try again in a few seconds');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Dana Levi')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the same query as a CSV file, titled in the reader’s words', async () => {
    fakeServer({ getUserData: () => ({ body: { user: sampleUser({ isAdmin: true }) } }), getPayments: () => answer([payment({})]) });
    const json = globalThis.fetch;
    const asked: { accept: string | null; body: unknown }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const accept = new Headers(init?.headers).get('Accept');
      if (accept !== 'text/csv') return json(input, init);
      asked.push({ accept, body: JSON.parse(String(init?.body)) });
      return Promise.resolve(new Response('\uFEFF"Date"\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="payments-2026-11-30.csv"' } }));
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-11-01&to=2026-11-30'));
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['payments-2026-11-30.csv']));
    expect(asked[0].body).toEqual({
      extraSearch: { from: '2026-11-01', to: '2026-11-30' },
      sort: { column: 'startedAt', direction: 'desc' },
      headers: { startedAt: 'Date', name: 'Name', email: 'Email', months: 'Plan', amount: 'Amount', currency: 'Currency', status: 'Status', failureReason: 'Failure reason', cardLast4: 'Card', completedAt: 'Completed', provider: 'Provider', userId: 'User id', _id: 'Payment id' },
    });
    click.mockRestore();
  });

  it('tells someone who is not an admin that the page is not theirs, and asks for nothing', async () => {
    const server = fakeServer({ getUserData: () => ({ body: { user: sampleUser() } }), getPayments: () => answer([]) });
    renderWithApp(<PaymentsPage />, { token: 'user-token', kind: 'user' });
    await screen.findByRole('heading', { name: 'Payments' });
    await waitFor(() => expect(screen.getByRole('link', { name: /home/i })).toBeTruthy());
    expect(server.callsTo('getPayments')).toHaveLength(0);
  });
});
