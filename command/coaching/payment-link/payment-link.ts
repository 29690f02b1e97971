import { paymentLinkEvents, type PaymentLinkEvent } from '../../../contracts/coaching/payment-link/events';

// What a link's rules need of paylink-{linkId}: whether it exists and is paid, and what it asks for.
export type PaymentLinkState =
  | { status: 'none' }
  | {
      status: 'created' | 'paid';
      linkId: string;
      email: string;
      firstName: string;
      lastName: string;
      amount: number;
      currency: string;
      plan: string;
      months: number;
      description: string;
      provider: string;
      createdAt: string;
    };
export const initialPaymentLink: PaymentLinkState = { status: 'none' };

export const evolvePaymentLink = (state: PaymentLinkState, event: PaymentLinkEvent): PaymentLinkState => {
  switch (event.type) {
    case 'PaymentLinkCreated': {
      const { linkId, email, firstName, lastName, amount, currency, plan, months, description, provider, createdAt } = event.data;
      return { status: 'created', linkId, email, firstName, lastName, amount, currency, plan, months, description, provider, createdAt };
    }
    case 'PaymentLinkPaid':
      return state.status === 'none' ? state : { ...state, status: 'paid' };
  }
};

export const paymentLinkFolder = { events: paymentLinkEvents, initialState: initialPaymentLink, evolve: evolvePaymentLink };
