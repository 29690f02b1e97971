import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentLink } from '@contracts/coaching/payment-link/link';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { PaymentLinkPage } from './payment-link-page';
import { loadPaymentLinkStrings } from './payment-link-strings';

beforeAll(loadPaymentLinkStrings);
afterEach(() => vi.unstubAllGlobals());

const field = (name: string, type: string, required: boolean, extra: Record<string, unknown> = {}) => ({ name, type, required, ...extra });
const formData = (links: PaymentLink[] = []) => ({
  fields: [
    field('email', 'email', true),
    field('firstName', 'text', true),
    field('lastName', 'text', true),
    field('phone', 'tel', false),
    field('amount', 'number', true, { min: 0.01, max: 100000, step: 0.01 }),
    field('plan', 'select', true, { options: ['standard pro', 'standard executive'] }),
    field('months', 'number', true, { min: 1, max: 24, step: 1 }),
  ],
  extraFields: [field('description', 'textarea', false, { maxLength: 300 })],
  linkData: { email: '', firstName: '', lastName: '', phone: '', amount: null, plan: 'standard pro', months: 3, description: '', currency: 'ILS' },
  transTypes: [{ value: 'credit', label: 'Credit' }],
  links,
});
const link: PaymentLink = {
  _id: 'l1', email: 'noa@example.com', name: 'Noa Levi', amount: 1500, currency: 'ILS', plan: 'standard pro', months: 3, status: 'created',
  url: 'http://localhost/pay/sandbox/link/l1', createdBy: 'c1', createdByName: 'Dana Coach', createdAt: '2026-11-28T10:00:00.000Z', paidAt: null, userId: null,
};
const asCoach = () => ({ body: { user: sampleUser({ isJHAdmin: true, lookingforwork: false }) } });
const open = async () => {
  renderWithApp(<PaymentLinkPage />, { token: 'coach-token', kind: 'user' });
  return screen.findByRole('form', { name: 'New link' });
};
const fill = (name: string, value: string) => fireEvent.change(screen.getByRole(name === 'Amount (₪)' || name === 'Months' ? 'spinbutton' : 'textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }), { target: { value } });

describe('the payment link screen', () => {
  it('builds its form from the fields the server describes, makes the link, opens it in a new tab and lists it', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const openWindow = vi.fn(() => tab);
    vi.stubGlobal('open', openWindow);
    const server = fakeServer({ getUserData: asCoach, getJHPaymentLinkData: () => ({ body: formData() }), getJHPaymentUrl: () => ({ body: { url: link.url, link } }) });
    await open();
    expect(screen.getByText('No links yet: the ones you make appear here.')).toBeTruthy();
    fill('Client email', 'Noa@Example.com');
    fill('First name', 'Noa');
    fill('Last name', 'Levi');
    fill('Amount (₪)', '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Get Link' }));
    await waitFor(() => expect(server.callsTo('getJHPaymentUrl')).toHaveLength(1));
    expect(server.callsTo('getJHPaymentUrl')[0]?.body).toEqual({ transType: 'credit', linkData: { email: 'noa@example.com', firstName: 'Noa', lastName: 'Levi', phone: '', amount: 1500, plan: 'standard pro', months: 3, description: '' } });
    await waitFor(() => expect(tab.location.href).toBe(link.url));
    expect(openWindow).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(await screen.findByText(link.url)).toBeTruthy();
    // the answer filled the list: no second read
    const recent = screen.getByRole('region', { name: 'Recent links' });
    expect(within(recent).getByText('noa@example.com')).toBeTruthy();
    expect(within(recent).getByText('Waiting for payment')).toBeTruthy();
    expect(server.callsTo('getJHPaymentLinkData')).toHaveLength(1);
  });

  it('says what to fix on the field before sending anything, and opens no tab', async () => {
    const openWindow = vi.fn();
    vi.stubGlobal('open', openWindow);
    const server = fakeServer({ getUserData: asCoach, getJHPaymentLinkData: () => ({ body: formData([link]) }) });
    await open();
    fill('Client email', 'noa@');
    fill('Amount (₪)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Get Link' }));
    expect(await screen.findByText('An amount above 0, at most 100,000, with up to 2 decimals')).toBeTruthy();
    expect(screen.getByText('Enter the client’s email address, such as name@example.com')).toBeTruthy();
    expect(screen.getAllByText('A name of 1 to 60 characters')).toHaveLength(2);
    expect(server.callsTo('getJHPaymentUrl')).toHaveLength(0);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on its field and closes the tab it opened", async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal('open', vi.fn(() => tab));
    fakeServer({
      getUserData: asCoach,
      getJHPaymentLinkData: () => ({ body: formData() }),
      getJHPaymentUrl: () => ({ status: 400, body: { error: 'Choose one of the plans offered', code: 'PaymentLinkRefused', issues: [{ path: 'linkData.plan', message: 'Choose one of the plans offered' }] } }),
    });
    await open();
    fill('Client email', 'noa@example.com');
    fill('First name', 'Noa');
    fill('Last name', 'Levi');
    fill('Amount (₪)', '99.5');
    fireEvent.click(screen.getByRole('button', { name: 'Get Link' }));
    expect(await screen.findByText('Choose one of the plans offered')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check the marked fields');
    expect(tab.close).toHaveBeenCalled();
  });

  describe('in Hebrew', () => {
    inHebrew(loadPaymentLinkStrings);
    it('reads right to left in its own words', async () => {
      fakeServer({ getUserData: asCoach, getJHPaymentLinkData: () => ({ body: formData([link]) }) });
      renderWithApp(<PaymentLinkPage />, { token: 'coach-token', kind: 'user' });
      expect(await screen.findByRole('heading', { name: 'קישור לתשלום', level: 1 })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'קבלת קישור' })).toBeTruthy();
      expect(screen.getByText('ממתין לתשלום')).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
    });
  });
});
