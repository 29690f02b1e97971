// The payment provider port: ops/ builds the real one (the built-in sandbox, or a card processor).
// The provider hosts the checkout page; when the buyer pays or gives up, ops/ completes the payment
// with a command and sends the buyer back to the web app.
export type CheckoutRequest = {
  // what is paid for: a Pro plan (paymentId: the payment's), or a coaching payment link (its link id)
  kind: 'pro' | 'paymentLink';
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
};

export type PaymentProvider = {
  name: string;
  // where to send the buyer to pay
  checkoutUrl(request: CheckoutRequest): Promise<string>;
};

// Where the buyer lands in the web app afterwards (the spec's query-string triggers).
export const PAYMENT_RETURN = { success: '/?proSuccess', error: '/?proError', cancelled: '/?payment=cancelled' } as const;
