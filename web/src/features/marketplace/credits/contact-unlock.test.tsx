import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { loadTestStrings, sampleUser } from '../../../test/samples';
import { closeProDialog, useProDialogState } from '../payments/pro-dialog-state';
import { ContactUnlock } from './contact-unlock';

beforeAll(loadTestStrings);
afterEach(() => {
  vi.unstubAllGlobals();
  closeProDialog();
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  type: 'job',
  profileId: 'owner-1',
  jobId: 'job-1',
  email: 'owner@example.com',
  phone: null,
  emailState: 'shown',
  phoneState: 'missing',
  access: 'credit',
  ...overrides,
});
const answer = (overrides: Record<string, unknown> = {}) => ({ notPro: false, limitReached: false, contact: contact(), contacts: [], contactCredit: 2, ...overrides });

const ProProbe = () => <span data-testid="pro">{useProDialogState().open ? 'open' : 'closed'}</span>;

const renderUnlock = (fetchContact: () => { body: unknown }, getUserData = () => ({ body: { user: sampleUser() } as unknown, status: 200 })) => {
  const server = fakeServer({ getUserData, fetchContact });
  const view = renderWithApp(
    <>
      <ContactUnlock jobId="job-1" />
      <ProProbe />
    </>,
    { token: 'user-token', kind: 'user' },
  );
  return { ...server, store: view.store };
};

describe('contact unlock', () => {
  it("shows 'Hidden Email' and 'Hidden Phone', then the email as a mailto link and 'Missing Phone'", async () => {
    const server = renderUnlock(() => ({ body: answer() }));
    await screen.findByRole('button', { name: 'Hidden Phone' });
    fireEvent.click(await screen.findByRole('button', { name: 'Hidden Email' }));
    const email = await screen.findByRole('link', { name: 'owner@example.com' });
    expect(email.getAttribute('href')).toBe('mailto:owner@example.com');
    expect(screen.getByRole('button', { name: 'Missing Phone' }).hasAttribute('disabled')).toBe(true);
    expect(server.callsTo('fetchContact')[0]?.body).toEqual({ jobId: 'job-1' });
  });

  it('opens the Pro dialog for a seeker when the server answers notPro', async () => {
    renderUnlock(() => ({ body: answer({ notPro: true, contact: contact({ email: null, emailState: 'hidden', access: 'locked' }) }) }));
    await waitFor(() => expect(screen.getByTestId('pro').textContent).toBe('closed'));
    fireEvent.click(await screen.findByRole('button', { name: 'Hidden Email' }));
    await waitFor(() => expect(screen.getByTestId('pro').textContent).toBe('open'));
    expect(screen.getByRole('button', { name: 'Hidden Email' })).toBeTruthy();
  });

  it("says 'Get Contact Details' / 'You reached your limit' when no contact credit is left", async () => {
    const { store } = renderUnlock(() => ({ body: answer({ limitReached: true, contact: contact({ email: null, emailState: 'hidden', access: 'locked' }) }) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hidden Email' }));
    await waitFor(() => expect(store.getState().notice.dialog).toEqual({ kind: 'message', title: 'Get Contact Details', text: 'You reached your limit' }));
  });

  it('unlocks for a signed-in user whose own data has not arrived yet, without asking them to sign in', async () => {
    const server = renderUnlock(
      () => ({ body: answer() }),
      () => ({ status: 503, body: { error: 'Try again in a moment' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hidden Email' }));
    await screen.findByRole('link', { name: 'owner@example.com' });
    expect(server.callsTo('fetchContact')).toHaveLength(1);
    expect(server.store.getState().auth.dialog.open).toBe(false);
  });
});
