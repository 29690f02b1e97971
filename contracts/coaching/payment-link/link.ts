import { z } from 'zod';
import { paymentLinkMessages as m } from './messages';

// The kinds of transaction a link may be for: the spec offers 'Credit' only (a card payment).
export const transTypes = ['credit'] as const;
export const transTypeSchema = z.enum(transTypes, { message: m.LinkOnlyCredit });
export type TransType = z.infer<typeof transTypeSchema>;

export const PAYMENT_LINK_CURRENCY = 'ILS';
export const PAYMENT_LINK_MAX_AMOUNT = 100_000;
export const PAYMENT_LINK_MAX_MONTHS = 24;
export const PAYMENT_LINK_DESCRIPTION_MAX = 300;

const name = z.string().trim().min(1, m.LinkNameLength).max(60, m.LinkNameLength);

// What a coach fills in for a client's link: who pays, how much, for which plan and how long.
export const linkDataSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email({ message: m.LinkEmailInvalid }).max(200, m.LinkEmailInvalid)),
    firstName: name,
    lastName: name,
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[\d\s-]{7,20})?$/, m.LinkPhoneInvalid)
      .default(''),
    amount: z
      .number({ message: m.LinkAmountInvalid })
      .gt(0, m.LinkAmountInvalid)
      .max(PAYMENT_LINK_MAX_AMOUNT, m.LinkAmountInvalid)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, m.LinkAmountInvalid),
    plan: z.string().trim().min(1, m.LinkPlanUnknown).max(80, m.LinkPlanUnknown),
    months: z.number({ message: m.LinkMonthsRange }).int(m.LinkMonthsRange).min(1, m.LinkMonthsRange).max(PAYMENT_LINK_MAX_MONTHS, m.LinkMonthsRange),
    description: z.string().trim().max(PAYMENT_LINK_DESCRIPTION_MAX, m.LinkDescriptionLength).default(''),
  })
  .strict();
export type LinkData = z.output<typeof linkDataSchema>;
export type LinkDataInput = z.input<typeof linkDataSchema>;

// One field of the form the screen builds: its name in linkData, the input it needs and its rule.
export const linkFieldSchema = z.object({
  name: z.enum(['email', 'firstName', 'lastName', 'phone', 'amount', 'plan', 'months', 'description']),
  type: z.enum(['email', 'text', 'tel', 'number', 'select', 'textarea']),
  required: z.boolean(),
  options: z.array(z.string()).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  maxLength: z.number().optional(),
});
export type LinkField = z.infer<typeof linkFieldSchema>;

// A link as the screen lists it.
export const paymentLinkSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  plan: z.string(),
  months: z.number(),
  status: z.enum(['created', 'paid']),
  url: z.string(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  userId: z.string().nullable(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;
