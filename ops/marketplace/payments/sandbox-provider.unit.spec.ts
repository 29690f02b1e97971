import { describe, expect, it } from 'vitest';
import { checkCard, paymentProviderFor } from './sandbox-provider';

const now = new Date('2026-06-15T00:00:00.000Z');
const form = (number: string, expiry = '12/30', cvc = '123') => ({ name: 'Noa Levi', number, expiry, cvc });

describe('the sandbox provider', () => {
  it('runs outside production by default, and in production only when chosen', () => {
    expect(paymentProviderFor({}, 'http://x.test')?.name).toBe('sandbox');
    expect(paymentProviderFor({ NODE_ENV: 'production' }, 'http://x.test')).toBeNull();
    expect(paymentProviderFor({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, 'http://x.test')?.name).toBe('sandbox');
    expect(paymentProviderFor({ PAYMENT_PROVIDER: 'none' }, 'http://x.test')).toBeNull();
  });

  it('hosts its checkout under the public url', async () => {
    const provider = paymentProviderFor({}, 'https://jobs.example.com')!;
    expect(await provider.checkoutUrl({ kind: 'pro', paymentId: 'abc', amount: 69.9, currency: 'ILS', description: 'Pro' })).toBe('https://jobs.example.com/pay/sandbox/abc');
    expect(await provider.checkoutUrl({ kind: 'paymentLink', paymentId: 'l1', amount: 1500, currency: 'ILS', description: 'Coaching' })).toBe('https://jobs.example.com/pay/sandbox/link/l1');
  });

  it('pays with 4242…, declines 4000…0002, whatever the spacing', () => {
    expect(checkCard(form('4242 4242 4242 4242'), now)).toEqual({ outcome: 'paid', last4: '4242' });
    expect(checkCard(form('4000-0000-0000-0002'), now)).toEqual({ outcome: 'declined', last4: '0002' });
  });

  it('says what is wrong with the form', () => {
    expect(checkCard({ name: ' ', number: '4242 4242 4242 4241', expiry: '05/26', cvc: '12' }, now)).toEqual({
      errors: {
        name: 'Enter the name on the card',
        number: 'Enter a valid card number',
        expiry: 'This card has expired',
        cvc: 'Enter the 3 or 4 digits on the back of the card',
      },
    });
    expect(checkCard(form('5555 5555 5555 4444'), now)).toEqual({ errors: { number: 'This sandbox takes only the test cards listed on this page' } });
    expect(checkCard(form('4242424242424242', '13/30'), now)).toEqual({ errors: { expiry: 'Enter the expiry date as MM/YY' } });
    // a card is good through the last day of its expiry month
    expect(checkCard(form('4242424242424242', '06/26'), now)).toEqual({ outcome: 'paid', last4: '4242' });
  });
});
