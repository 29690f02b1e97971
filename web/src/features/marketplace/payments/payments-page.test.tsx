import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { loadTestStrings, sampleUser } from '../../../test/samples';
import { PaymentsPage } from './payments-page';
import { samplePayment } from './test-samples';

beforeAll(loadTestStrings);

const payment = samplePayment;

describe('the payments page', () => {
  it('shows an admin the payments of the chosen days with what they brought in, and asks again when the days change', async () => {
    const server = fakeServer({
      getUserData: () => ({ body: { user: sampleUser({ isAdmin: true, lookingforwork: false }) } }),
      getPayments: (body) =>
        (body as { from: string }).from === '2026-11-01'
          ? {
              body: {
                payments: [
                  payment({}),
                  payment({ _id: 'p2', name: 'Omer Cohen', email: 'omer@example.com', months: 6, amount: 199.26 }),
                  payment({ _id: 'p3', name: null, email: null, status: 'failed', failureReason: 'Card declined', cardLast4: null }),
                ],
              },
            }
          : { body: { payments: [] } },
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-11-01&to=2026-11-30'));

    const summary = await screen.findByRole('group', { name: 'Summary' });
    expect(summary.textContent).toContain('2 paid');
    expect(summary.textContent).toMatch(/341\.31 received/);
    expect(summary.textContent).toContain('1 failed');
    expect(screen.getByText('Omer Cohen')).toBeTruthy();
    expect(screen.getByText('Pro, 6 months')).toBeTruthy();
    expect(screen.getByText('Deleted account')).toBeTruthy();
    expect(screen.getByText('Card declined')).toBeTruthy();
    expect(server.callsTo('getPayments').at(-1)?.body).toEqual({ from: '2026-11-01', to: '2026-11-30' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await screen.findByText('No payments in these days');
    expect(server.callsTo('getPayments').at(-1)?.body).toEqual({ from: '2026-10-01', to: '2026-11-30' });
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-11-30');
  });

  it('says what is wrong with the days and asks nothing until they are right', async () => {
    const server = fakeServer({
      getUserData: () => ({ body: { user: sampleUser({ isAdmin: true }) } }),
      getPayments: () => ({ body: { payments: [] } }),
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-12-01&to=2026-11-30'));
    await screen.findByText('The first day must come before the last');
    expect(server.callsTo('getPayments')).toHaveLength(0);
  });

  it('offers a retry when the payments cannot be loaded', async () => {
    let fail = true;
    fakeServer({
      getUserData: () => ({ body: { user: sampleUser({ isAdmin: true }) } }),
      getPayments: () => (fail ? { status: 500, body: { error: 'Something went wrong', code: 'Internal', correlationId: 'c1' } } : { body: { payments: [payment({})] } }),
    });
    const { router } = renderWithApp(<PaymentsPage />, { token: 'admin-token', kind: 'user' });
    await act(() => router.navigate('/payments?from=2026-11-01&to=2026-11-30'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the payments");
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Dana Levi')).toBeTruthy());
  });

  it('tells someone who is not an admin that the page is not theirs, and asks for nothing', async () => {
    const server = fakeServer({ getUserData: () => ({ body: { user: sampleUser() } }), getPayments: () => ({ body: { payments: [] } }) });
    renderWithApp(<PaymentsPage />, { token: 'user-token', kind: 'user' });
    await screen.findByRole('heading', { name: 'Payments' });
    await waitFor(() => expect(screen.getByRole('link', { name: /home/i })).toBeTruthy());
    expect(server.callsTo('getPayments')).toHaveLength(0);
  });
});
