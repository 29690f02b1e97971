import { z } from 'zod';

// Two kinds of credit: a contact credit unlocks one job's or profile's email and phone; a promote
// credit puts one job or profile first for PROMOTE_HOURS.
export const creditKinds = ['contact', 'promote'] as const;
export const creditKindSchema = z.enum(creditKinds);
export type CreditKind = z.infer<typeof creditKindSchema>;

// The spec's names for the two ledgers (getAdminExtraUserInfo type 'contacts' | 'promotes').
export const creditLedgerTypeSchema = z.enum(['contacts', 'promotes']);
export type CreditLedgerType = z.infer<typeof creditLedgerTypeSchema>;
export const kindOfLedgerType = (type: CreditLedgerType): CreditKind => (type === 'contacts' ? 'contact' : 'promote');

export const creditObjectTypes = ['job', 'profile'] as const;
export const creditObjectTypeSchema = z.enum(creditObjectTypes);
export type CreditObjectType = z.infer<typeof creditObjectTypeSchema>;

export const PROMOTE_HOURS = 24;
export const PROMOTE_MS = PROMOTE_HOURS * 3600_000;

// Why credits moved. Grants: a Pro purchase (first month), the monthly Pro grant of the following
// months, an administrator. Uses: a contact unlocked, an object promoted.
export const grantReasons = ['pro-purchase', 'pro-monthly', 'admin'] as const;
export type GrantReason = (typeof grantReasons)[number];

// One movement of a ledger as administrators see it: who, why, for what.
export const creditMovementSchema = z.object({
  id: z.string(),
  kind: creditKindSchema,
  // + granted, − used or withdrawn
  delta: z.number(),
  // remaining after this movement
  balance: z.number(),
  reason: z.string(),
  // who caused it; null for the system (a scheduled grant)
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  paymentId: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type CreditMovement = z.infer<typeof creditMovementSchema>;

// A contact the user unlocked with a credit (seeing it again is free).
export const unlockedContactSchema = z.object({ type: creditObjectTypeSchema, objectId: z.string(), unlockedAt: z.string() });
export type UnlockedContact = z.infer<typeof unlockedContactSchema>;

// One promotion of a job or profile; active until expiresAt, when a scheduled job ends it.
export const promotionSchema = z.object({
  promotionId: z.string(),
  type: creditObjectTypeSchema,
  objectId: z.string(),
  promotedAt: z.string(),
  expiresAt: z.string(),
  expiredAt: z.string().nullable(),
  active: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

// How a contact value is shown. 'shown': the value is in the answer. 'hidden': it exists but the
// viewer has not unlocked it ('Hidden Email', 'Hidden Phone'). 'missing': there is none to show
// ('Missing Email', 'Missing Phone'), unlocked or not.
export const contactValueStateSchema = z.enum(['shown', 'hidden', 'missing']);
export type ContactValueState = z.infer<typeof contactValueStateSchema>;

// Why the viewer sees it: their own object, a match between the two, a Pro plan, a credit spent
// now, a credit spent earlier; 'locked' when it stays hidden.
export const contactAccessSchema = z.enum(['own', 'match', 'pro', 'credit', 'unlocked', 'locked']);

export const contactSchema = z.object({
  type: creditObjectTypeSchema,
  // the profile's user, or the job's owner
  profileId: z.string(),
  jobId: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailState: contactValueStateSchema,
  phoneState: contactValueStateSchema,
  access: contactAccessSchema,
});
export type Contact = z.infer<typeof contactSchema>;
