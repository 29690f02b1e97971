import { creditsFeature } from '../../../contracts/marketplace/credits/feature';
import { CallFailure } from '../../../contracts/core/errors';
import { kindOfLedgerType, type Contact, type ContactValueState } from '../../../contracts/marketplace/credits/credits';
import { PROMOTION_EXPIRY_JOB } from '../../../contracts/marketplace/credits/ids';
import { expirePromotion, fetchContact, grantCredits, promoteObject, type UnlockResult } from '../../../command/marketplace/credits/handlers';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { getUserData } from '../../../query/identity/users/get-user-data';
import { getBalances, getCreditLedger, getPromotions, getUnlockedContacts } from '../../../query/marketplace/credits/get-credits';
import { getUserJobs } from '../../../query/marketplace/jobs/get-job';
import { defineTask } from '../../tasks/task-definition';
import { defineServerFeature, reply, signedIn, subject } from '../../server/feature';

const stateOf = (value: string | null, shown: boolean): ContactValueState => (value === null ? 'missing' : shown ? 'shown' : 'hidden');

// A locked contact says only whether each value exists ('Hidden Email' or 'Missing Email').
export const toContact = (unlocked: UnlockResult): Contact => {
  const { target, access } = unlocked;
  const shown = access !== 'locked';
  return {
    type: target.type,
    profileId: target.ownerId,
    jobId: target.jobId,
    email: shown ? target.email : null,
    phone: shown ? target.phone : null,
    emailState: stateOf(target.email, shown),
    phoneState: stateOf(target.phone, shown),
    access,
  };
};

// The queued end of a promotion (scheduled by promoteObject for its expiresAt).
const promotionExpiryJob = defineTask({
  name: PROMOTION_EXPIRY_JOB,
  async handle(deps, data, ctx) {
    if (typeof data.userId !== 'string' || typeof data.promotionId !== 'string') throw new Error('promotion-expiry needs userId and promotionId');
    await expirePromotion(deps, ctx, data.userId, data.promotionId);
  },
});

export const creditsServer = defineServerFeature({
  contract: creditsFeature,
  projections: [creditLedgerProjection],
  migrations: [],
  reads: {
    fetchContact: [creditLedgerProjection, userAccountProjection],
    promoteObject: [creditLedgerProjection, userAccountProjection, jobProjection],
    grantCredits: [creditLedgerProjection, userAccountProjection],
  },
  tasks: [promotionExpiryJob],
  handlers: (deps) => ({
    fetchContact: async (input, ctx) => {
      const user = signedIn(ctx);
      const unlocked = await fetchContact(deps, ctx.command, user, input);
      return reply(unlocked, async () => ({
        notPro: unlocked.refused === 'NotPro',
        limitReached: unlocked.refused === 'LimitReached',
        contact: toContact(unlocked),
        contacts: await getUnlockedContacts(deps.db, user.id),
        contactCredit: (await getBalances(deps.db, user.id)).contactCredit,
      }));
    },
    promoteObject: async (input, ctx) => {
      const user = signedIn(ctx);
      const promoted = await promoteObject(deps, ctx.command, user.id, input.type, input.objectId);
      return reply(promoted, async () => {
        const promotes = await getPromotions(deps.db, user.id);
        const promotion = promoted.promotionId
          ? promotes.find((p) => p.promotionId === promoted.promotionId)
          : promotes.find((p) => p.active && p.type === input.type && p.objectId === input.objectId);
        const userData = await getUserData(deps.db, user.id);
        if (!userData) throw new Error(`account ${user.id} missing from the read model`);
        return {
          notPro: promoted.refused === 'NotPro',
          limitReached: promoted.refused === 'LimitReached',
          alreadyPromoted: promoted.alreadyPromoted,
          promotion: promotion ?? null,
          results: await getUserJobs(deps.db, user.id),
          promotes,
          userData,
        };
      });
    },
    getMyCredits: async (_input, ctx) => {
      const { id } = signedIn(ctx);
      const [balances, contacts, promotes] = await Promise.all([getBalances(deps.db, id), getUnlockedContacts(deps.db, id), getPromotions(deps.db, id)]);
      return { ...balances, contacts, promotes };
    },
    getCreditLedger: async (input, ctx) => ({
      ...(await getBalances(deps.db, subject(ctx))),
      movements: await getCreditLedger(deps.db, subject(ctx), input.type ? kindOfLedgerType(input.type) : undefined),
    }),
    grantCredits: async (input, ctx) => {
      const admin = signedIn(ctx);
      const target = await deps.db.selectFrom('user_account').select('id').where('id', '=', subject(ctx)).executeTakeFirst();
      if (!target) throw new CallFailure('UserNotFound');
      const kind = kindOfLedgerType(input.type);
      const granted = await grantCredits(deps, ctx.command, subject(ctx), {
        kind,
        amount: input.amount,
        reason: 'admin',
        actorId: admin.id,
        grantKey: null,
        paymentId: null,
        note: input.note ?? null,
      });
      return reply(granted, async () => ({ ...(await getBalances(deps.db, subject(ctx))), movements: await getCreditLedger(deps.db, subject(ctx), kind) }));
    },
  }),
});
