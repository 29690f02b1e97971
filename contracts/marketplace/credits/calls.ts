import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { userDataSchema } from '../../identity/users/user';
import { jobSchema } from '../jobs/job';
import { contactSchema, creditLedgerTypeSchema, creditMovementSchema, creditObjectTypeSchema, promotionSchema, unlockedContactSchema } from './credits';
import { creditMessages } from './messages';

const id = z.string().trim().min(1).max(200);

// Which contact: a job's (its phone and its owner's email) when jobId is given without profileId
// or with its owner's id; otherwise the profile's (the seeker's email and phone), jobId then naming
// the job the two meet over.
export const fetchContactInput = z
  .object({ profileId: id.optional(), jobId: id.optional() })
  .refine((v) => v.profileId !== undefined || v.jobId !== undefined, { path: ['profileId'], message: creditMessages.NameProfileOrJob });

export const creditCalls = defineCalls({
  fetchContact: {
    kind: 'command',
    access: 'authed',
    summary:
      'Email and phone of a job or profile. Free for its owner, for the two people of a match and for Pro subscribers; otherwise one contact credit unlocks it for good. ' +
      'None left: limitReached; a user who never had contact credits: notPro (the Pro dialog). contactCredit is the balance left.',
    input: fetchContactInput,
    output: z.object({
      notPro: z.boolean(),
      limitReached: z.boolean(),
      contact: contactSchema,
      contacts: z.array(unlockedContactSchema),
      contactCredit: z.number(),
    }),
  },
  promoteObject: {
    kind: 'command',
    access: 'authed',
    summary:
      'Promote one of my active jobs or my own profile for 24 hours with a promote credit; it ranks first in search and expires by itself. ' +
      'Promoting what is already promoted changes nothing and uses no credit (alreadyPromoted). None left: limitReached; never had promote credits: notPro.',
    input: z.object({ type: creditObjectTypeSchema, objectId: id }),
    output: z.object({
      notPro: z.boolean(),
      limitReached: z.boolean(),
      alreadyPromoted: z.boolean(),
      promotion: promotionSchema.nullable(),
      // my jobs, as My Jobs lists them (promoted flags included)
      results: z.array(jobSchema),
      promotes: z.array(promotionSchema),
      userData: userDataSchema,
    }),
  },
  getMyCredits: {
    kind: 'query',
    access: 'authed',
    summary: 'My credit balances (contactCredit and promoteCredit are what is left), the contacts I unlocked and my promotions, newest first.',
    input: z.object({}).strict().default({}),
    output: z.object({ contactCredit: z.number(), promoteCredit: z.number(), contacts: z.array(unlockedContactSchema), promotes: z.array(promotionSchema) }),
  },
  getCreditLedger: {
    kind: 'query',
    access: 'admin',
    actsFor: { field: 'userId', subject: 'account' },
    summary: "Every movement of a user's contact or promote credits (both when type is left out), newest first: how many, why, by whom, for what.",
    input: z.object({ userId: id, type: creditLedgerTypeSchema.optional() }).strict(),
    output: z.object({ contactCredit: z.number(), promoteCredit: z.number(), movements: z.array(creditMovementSchema) }),
  },
  grantCredits: {
    kind: 'command',
    access: 'admin',
    actsFor: { field: 'userId', subject: 'account' },
    summary: "Add (positive amount) or take away (negative) a user's contact or promote credits; never below zero. Recorded with the administrator and the note.",
    input: z
      .object({
        userId: id,
        type: creditLedgerTypeSchema,
        amount: z.number().int().min(-1000).max(1000).refine((n) => n !== 0, creditMessages.AmountNotZero),
        note: z.string().trim().max(500).optional(),
      })
      .strict(),
    output: z.object({ contactCredit: z.number(), promoteCredit: z.number(), movements: z.array(creditMovementSchema) }),
  },
});
