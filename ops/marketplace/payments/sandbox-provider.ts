import type { PaymentProvider } from '../../../contracts/marketplace/payments/provider';

// The built-in provider: its checkout page is served by this app (sandbox-routes.ts), takes test
// cards only and moves no money. A real card processor implements the same port.
export const SANDBOX_PATH = '/pay/sandbox';
export const SANDBOX_LINK_PATH = '/pay/sandbox/link';

export const sandboxProvider = (publicUrl: string): PaymentProvider => ({
  name: 'sandbox',
  checkoutUrl: async ({ kind, paymentId }) => `${publicUrl}${kind === 'paymentLink' ? SANDBOX_LINK_PATH : SANDBOX_PATH}/${encodeURIComponent(paymentId)}`,
});

// The sandbox grants Pro for a test card: in production it runs only when PAYMENT_PROVIDER=sandbox
// says so. null: no provider, getPaymentUrl answers PaymentsUnavailable.
export const paymentProviderFor = (env: NodeJS.ProcessEnv, publicUrl: string): PaymentProvider | null => {
  const chosen = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox');
  return chosen === 'sandbox' ? sandboxProvider(publicUrl) : null;
};

// The test cards the page lists: one is paid, one is declined.
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
} as const;

export type CardForm = { name: string; number: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardForm | 'form', string>>;

const luhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

export type CardCheck = { errors: CardErrors } | { outcome: 'paid' | 'declined'; last4: string };

// What a card processor would say about the form, for the sandbox's two cards.
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: CardErrors = {};
  const digits = form.number.replace(/[\s-]/g, '');
  if (!form.name.trim()) errors.name = 'Enter the name on the card';
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) errors.number = 'Enter a valid card number';
  else if (digits !== SANDBOX_CARDS.success && digits !== SANDBOX_CARDS.declined) errors.number = 'This sandbox takes only the test cards listed on this page';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (Date.UTC(2000 + Number(expiry[2]), month, 1) <= now.getTime()) errors.expiry = 'This card has expired';
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back of the card';
  if (Object.keys(errors).length) return { errors };
  return { outcome: digits === SANDBOX_CARDS.success ? 'paid' : 'declined', last4: digits.slice(-4) };
}
