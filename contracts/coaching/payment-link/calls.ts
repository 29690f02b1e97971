import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { linkDataSchema, linkFieldSchema, paymentLinkSchema, PAYMENT_LINK_CURRENCY, transTypeSchema } from './link';

// The links a screen lists: the newest this many.
export const PAYMENT_LINKS_LISTED = 20;

const transType = transTypeSchema.default('credit');

// The payment link generator (/{product}-payment, back-office spec §2, §7 "Payment link"): a coach
// makes a link for a client, the client pays it on the provider's page and becomes a journey client.
export const paymentLinkCalls = defineCalls({
  getJHPaymentLinkData: {
    kind: 'query',
    access: 'journeyAdmin',
    summary:
      'The payment link form for a transaction type (only credit): fields and extraFields say each field of linkData, its input and its rule; linkData has the values a new form starts with; ' +
      'transTypes the types offered. links: the newest links made, with whether they are paid.',
    input: z.object({ transType }).strict().default({ transType: 'credit' }),
    output: z.object({
      fields: z.array(linkFieldSchema),
      extraFields: z.array(linkFieldSchema),
      linkData: z.object({ email: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string(), amount: z.number().nullable(), plan: z.string(), months: z.number(), description: z.string(), currency: z.literal(PAYMENT_LINK_CURRENCY) }),
      transTypes: z.array(z.object({ value: transTypeSchema, label: z.string() })),
      links: z.array(paymentLinkSchema),
    }),
  },
  getJHPaymentUrl: {
    kind: 'command',
    access: 'journeyAdmin',
    summary:
      "Make a payment link: answers the provider's checkout url for the client to pay. Each rule of linkData is checked (400 with the issue on its field; plan must be one of the journey's plans). " +
      'When the client pays, an account is found or made for the email, it becomes a journey client with the plan, and the payment is listed in getPayments.',
    input: z.object({ transType, linkData: linkDataSchema }).strict(),
    output: z.object({ url: z.string(), link: paymentLinkSchema }),
  },
});
