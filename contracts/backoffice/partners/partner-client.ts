import { z } from 'zod';
import { listSchemas } from '../journey-settings/lists';
import { partnersMessages as m } from './messages';

// The statuses an approved client of the first partner carries, each with its colour (spec §4).
export const partnerStatuses = ['Found a Job', 'Freeze', 'Finished', 'Interviewing', 'Waiting to start'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];
export const partnerStatusColours: Record<PartnerStatus, string> = {
  // dark enough for white text on the table's chips (WCAG AA)
  'Found a Job': '#2e7d32',
  Freeze: '#01579b',
  Finished: '#6a1b9a',
  Interviewing: '#8a4b00',
  'Waiting to start': '#616161',
};
export const FOUND_A_JOB: PartnerStatus = 'Found a Job';
// how long a client who found a job is told about on the dashboard's load (newFoundJob)
export const NEW_FOUND_JOB_DAYS = 7;

// Prepaid packages (spec §9): shown as remaining over total, from the last package. quotasTotal is
// the clients all packages prepaid; the clients approved beyond the earlier packages use the last
// one: remaining = count − (approved − (quotasTotal − count)) = quotasTotal − approved.
export type PartnerQuota = { count: number; date: string };
export const prepaidPackages = (quotas: readonly PartnerQuota[], approved: number): { remaining: number; total: number } => {
  const last = quotas.at(-1);
  if (!last) return { remaining: 0, total: 0 };
  const quotasTotal = quotas.reduce((sum, q) => sum + q.count, 0);
  return { remaining: last.count - (approved - (quotasTotal - last.count)), total: last.count };
};

// The second partner's split: the talent gets the total pay minus the partner's part (spec §5).
export const talentPartOf = (totalPay: number, partnerPart: number): number => Math.round((totalPay - partnerPart) * 100) / 100;

export const partnerEmailsSchema = listSchemas.newsLetterEmails;

export const partnerClientEditSchema = z
  .object({
    status: z.enum(partnerStatuses, m.PartnerStatusUnknown).optional(),
    originalTitle: z.string().trim().max(200).optional(),
  })
  .strict()
  .refine((edit) => edit.status !== undefined || edit.originalTitle !== undefined, { message: m.PartnerEditEmpty });
export type PartnerClientEdit = z.infer<typeof partnerClientEditSchema>;

export const partnerPartSchema = z
  .number({ error: m.PartnerPartNumber })
  .min(0, m.PartnerPartNotNegative)
  .max(100_000_000, m.PartnerPartAboveTotal);
