import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { proPlans } from '@contracts/marketplace/payments/plans';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { loadTestStrings } from '../../../test/samples';
import { ProDialog } from './pro-dialog';
import { closeProDialog, openProDialog, takeReturnPath } from './pro-dialog-state';

beforeAll(loadTestStrings);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  closeProDialog();
});

describe('the Pro dialog', () => {
  it('offers the three plans with 3 months chosen, and goes to the checkout after storing where the buyer was', async () => {
    const server = fakeServer({
      getProPlans: () => ({ body: { plans: proPlans } }),
      getPaymentUrl: () => ({ body: { url: 'https://pay.example/checkout/1', paymentId: 'p1' } }),
    });
    const leaveTo = vi.fn();
    openProDialog('likeLimitReached');
    const { router } = renderWithApp(<ProDialog leaveTo={leaveTo} />, { token: 'user-token', kind: 'user' });
    await act(() => router.navigate('/jobs?q=react'));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Our Most Exclusive Features' });
    expect(dialog.textContent).toContain('You reached your limit of free applications');
    const three = await screen.findByRole('radio', { name: /3 months/ });
    expect((three as HTMLInputElement).checked).toBe(true);
    expect(dialog.textContent).toContain('Most Popular');
    expect(dialog.textContent).toContain('Best Value');
    expect(dialog.textContent).toContain('Save 52%');

    fireEvent.click(screen.getByRole('radio', { name: /6 months/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(server.callsTo('getPaymentUrl')[0]?.body).toEqual({ method: 'pro', months: 6 });
    expect(takeReturnPath()).toBe('/jobs?q=react');
  });

  it('turns the features every 10 seconds until paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ getProPlans: () => ({ body: { plans: proPlans } }) });
    openProDialog();
    renderWithApp(<ProDialog leaveTo={() => undefined} />, { token: 'user-token', kind: 'user' });
    await screen.findByText('Unlimited applications');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Contact details without a match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the features' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Contact details without a match')).toBeTruthy();
  });
});
