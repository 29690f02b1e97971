import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { PaymentLinkEvent } from '../../../contracts/coaching/payment-link/events';
import { PAYMENT_LINK_CURRENCY, type LinkData, type TransType } from '../../../contracts/coaching/payment-link/link';
import { paymentLinkMessages as m } from '../../../contracts/coaching/payment-link/messages';
import type { Decider } from '../../core/decider';
import { evolvePaymentLink, initialPaymentLink, paymentLinkFolder, type PaymentLinkState } from './payment-link';

// CreateLink: plans are the journey's plans as the command is made; url the provider's checkout.
// PayLink: userId is the account found or made for the link's email.
export type PaymentLinkCommand =
  | { type: 'CreateLink'; linkId: string; transType: TransType; linkData: LinkData; plans: readonly string[]; provider: string; url: string; now: Date }
  | { type: 'PayLink'; userId: string; accountCreated: boolean; cardLast4: string | null; now: Date };

function decide(c: PaymentLinkCommand, state: PaymentLinkState): PaymentLinkEvent[] | DomainError {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'CreateLink': {
      // a link id is new each time: one already used is a fault of the caller
      if (state.status !== 'none') return domainError('PaymentLinkRefused');
      const d = c.linkData;
      if (!c.plans.includes(d.plan)) return domainError('PaymentLinkRefused', m.LinkPlanUnknown);
      return [
        {
          type: 'PaymentLinkCreated',
          data: {
            linkId: c.linkId,
            transType: c.transType,
            email: d.email,
            firstName: d.firstName,
            lastName: d.lastName,
            phone: d.phone,
            amount: d.amount,
            currency: PAYMENT_LINK_CURRENCY,
            plan: d.plan,
            months: d.months,
            description: d.description,
            provider: c.provider,
            url: c.url,
            createdAt: at,
          },
        },
      ];
    }
    case 'PayLink': {
      if (state.status === 'none') return domainError('PaymentLinkNotFound');
      if (state.status === 'paid') return domainError('PaymentLinkAlreadyPaid');
      const { linkId, amount, currency, plan, months, provider, createdAt } = state;
      return [{ type: 'PaymentLinkPaid', data: { linkId, userId: c.userId, accountCreated: c.accountCreated, amount, currency, plan, months, provider, cardLast4: c.cardLast4, createdAt, paidAt: at } }];
    }
  }
}

export const paymentLinkDecider: Decider<PaymentLinkState, PaymentLinkCommand, PaymentLinkEvent> = {
  ...paymentLinkFolder,
  initialState: initialPaymentLink,
  evolve: evolvePaymentLink,
  decide,
};
