import { z } from 'zod';
import { say } from '../../core/messages';
import { paymentMessages } from './messages';

// The Pro plans (marketplace spec §1, §9), declared once: the Pro dialog and the checkout read them.
export const PRO_CURRENCY = 'ILS';
export const proPlanMonths = [6, 3, 1] as const;
export const proPlanMonthsSchema = z.union([z.literal(6), z.literal(3), z.literal(1)]);
export type ProPlanMonths = z.infer<typeof proPlanMonthsSchema>;

export const proPlanSchema = z.object({
  months: proPlanMonthsSchema,
  pricePerMonth: z.number(),
  total: z.number(),
  currency: z.literal(PRO_CURRENCY),
  save: z.string().nullable(),
  label: z.string().nullable(),
  isDefault: z.boolean(),
});
export type ProPlan = z.infer<typeof proPlanSchema>;

// whole agorot: 6 × 33.21 = 199.26
const total = (months: number, pricePerMonth: number) => Math.round(months * pricePerMonth * 100) / 100;

export const proPlans: readonly ProPlan[] = [
  { months: 6, pricePerMonth: 33.21, total: total(6, 33.21), currency: PRO_CURRENCY, save: say(paymentMessages.SavePercent, { percent: 52 }), label: paymentMessages.BestValue, isDefault: false },
  { months: 3, pricePerMonth: 47.35, total: total(3, 47.35), currency: PRO_CURRENCY, save: say(paymentMessages.SavePercent, { percent: 32 }), label: paymentMessages.MostPopular, isDefault: true },
  { months: 1, pricePerMonth: 69.9, total: total(1, 69.9), currency: PRO_CURRENCY, save: null, label: null, isDefault: false },
];

export const proPlanOf = (months: ProPlanMonths): ProPlan => proPlans.find((p) => p.months === months)!;

// Each month of Pro brings these credits (spec §9); Pro recruiters get one boost a month (spec §1).
export const PRO_CONTACTS_PER_MONTH = 10;
export const PRO_PROMOTES_PER_MONTH = 10;
export const PRO_RECRUITER_PROMOTES_PER_MONTH = 1;

// Calendar months, as a subscription counts them: Jan 31 + 1 month = the last day of February.
export const addMonths = (from: Date, months: number): Date => {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
};
