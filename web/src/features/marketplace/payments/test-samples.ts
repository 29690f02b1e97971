import type { Payment } from '@contracts/marketplace/payments/calls';

// A paid three-month plan; tests change what they are about.
export const samplePayment = (over: Partial<Payment> = {}): Payment => ({
  _id: 'p1',
  userId: 'u1',
  email: 'dana@example.com',
  name: 'Dana Levi',
  method: 'pro',
  months: 3,
  amount: 142.05,
  currency: 'ILS',
  provider: 'sandbox',
  status: 'succeeded',
  cardLast4: '4242',
  failureReason: null,
  startedAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:01:00.000Z',
  ...over,
});
