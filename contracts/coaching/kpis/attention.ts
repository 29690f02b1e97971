import { z } from 'zod';
import { addMonths } from '../../marketplace/payments/plans';
import { isSafetyNetActive, todayOf } from '../journey/journey';
import { FROZEN_STATUS, WAITING_FOR_APPROVAL } from '../journey/lists';

// The need-attention flags of a journey (coaching spec §4), computed at the moment they are read
// from the dates the KPI projection keeps: cheap, and never stale the way a stored flag would be.

export const attentionFlags = [
  'lastPublishOld',
  'firstPartWeek',
  'manyCycles',
  'lastPublication',
  'frozenLong',
  'meetingScheduled',
  'meetingNotScheduled',
  'safetyNetActive',
  'safetyNetInactive',
  'waitingForApproval',
  'nextPaySoon',
] as const;
export type AttentionFlag = (typeof attentionFlags)[number];
export const attentionFlagSchema = z.enum(attentionFlags);

export const ATTENTION = {
  lastPublishDays: 14,
  firstPartDays: 7,
  manyCycles: 10,
  frozenDays: 60,
  nextPayDays: 7,
  // the last publication of a plan: its cycle count
  lastCycleOfPlan: { 'standard pro': 5, 'standard executive': 6 } as Readonly<Record<string, number>>,
} as const;

export { WAITING_FOR_APPROVAL };

// The dates and counts the flags are computed from: one row per journey in the KPI read model.
export type AttentionFacts = {
  status: string | null;
  plan: string | null;
  currentStep: number;
  cycles: number;
  // the open cycle's first part, if it has one out
  openCycleFirstPart: string | null;
  lastPublishAt: string | null;
  frozenSince: string | null;
  safetyNetActive: boolean;
  safetyNetExpireDate: string | null;
  publishStatus: string;
  // when billing started (the service's start, else the journey's), and when an ended subscription stops
  billingAnchor: string | null;
  subscriptionEndDate: string | null;
  // the onboarding's first meeting is booked and not cancelled
  meetingScheduled: boolean;
};

const daysSince = (iso: string, now: Date): number => Math.floor((now.getTime() - Date.parse(iso)) / 86_400_000);

// The next monthly payment after now, counted from the anchor; none once the subscription ends first.
export function nextPayDate(anchor: string | null, subscriptionEnd: string | null, now: Date): string | null {
  if (!anchor || Number.isNaN(Date.parse(anchor))) return null;
  const from = new Date(anchor);
  let months = 1;
  while (addMonths(from, months) <= now) months++;
  const next = addMonths(from, months);
  if (subscriptionEnd && Date.parse(subscriptionEnd) <= next.getTime()) return null;
  return next.toISOString().slice(0, 10);
}

export function attentionOf(f: AttentionFacts, now: Date): { flags: AttentionFlag[]; nextPay: string | null; daysToNextPay: number | null } {
  const flags: AttentionFlag[] = [];
  const nextPay = nextPayDate(f.billingAnchor, f.subscriptionEndDate, now);
  const daysToNextPay = nextPay ? Math.ceil((Date.parse(nextPay) - now.getTime()) / 86_400_000) : null;
  if (f.lastPublishAt && daysSince(f.lastPublishAt, now) >= ATTENTION.lastPublishDays) flags.push('lastPublishOld');
  // from the 7th day after the open cycle's first part was sent, while that cycle runs
  if (f.openCycleFirstPart && daysSince(f.openCycleFirstPart, now) >= ATTENTION.firstPartDays) flags.push('firstPartWeek');
  if (f.cycles >= ATTENTION.manyCycles) flags.push('manyCycles');
  if (f.plan && ATTENTION.lastCycleOfPlan[f.plan] === f.cycles) flags.push('lastPublication');
  if (f.status === FROZEN_STATUS && f.frozenSince && daysSince(f.frozenSince, now) >= ATTENTION.frozenDays) flags.push('frozenLong');
  flags.push(f.meetingScheduled ? 'meetingScheduled' : 'meetingNotScheduled');
  flags.push(isSafetyNetActive(f.safetyNetActive, f.safetyNetExpireDate, todayOf(now)) ? 'safetyNetActive' : 'safetyNetInactive');
  if (f.status === WAITING_FOR_APPROVAL || f.publishStatus === 'requested') flags.push('waitingForApproval');
  if (daysToNextPay !== null && daysToNextPay <= ATTENTION.nextPayDays) flags.push('nextPaySoon');
  return { flags, nextPay, daysToNextPay };
}
