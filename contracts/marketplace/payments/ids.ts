// One stream per checkout: started, then succeeded, failed or cancelled.
export const paymentStreamId = (paymentId: string): string => `payment-${paymentId}`;

// A user's Pro plan: every extension and its end.
export const proPlanStreamId = (userId: string): string => `pro-${userId}`;

// Queued work: the plan ends by itself at its end date; months 2..n of a plan bring their credits
// on their day.
export const PRO_PLAN_END_JOB = 'pro-plan-end';
export const proPlanEndKey = (userId: string, until: string): string => `pro-plan-end-${userId}-${until}`;
export const PRO_MONTHLY_CREDITS_JOB = 'pro-monthly-credits';
// also the ledger's grant key: a month's credits are granted once however often the job runs
export const proMonthlyCreditsKey = (grantId: string, month: number): string => `pro-credits-${grantId}-${month}`;
