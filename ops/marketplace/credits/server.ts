import { creditsFeature } from '../../../contracts/marketplace/credits/feature';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { creditLedgerProjection } from '../../../projections/marketplace/credits/credit-ledger.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { defineServerFeature } from '../../server/feature';
import { fetchContact } from './calls/fetch-contact';
import { getCreditLedger } from './calls/get-credit-ledger';
import { getMyCredits } from './calls/get-my-credits';
import { grantCredits } from './calls/grant-credits';
import { promoteObject } from './calls/promote-object';
import { promotionExpiryTask } from './tasks/promotion-expiry';

export const creditsServer = defineServerFeature({
  contract: creditsFeature,
  projections: [creditLedgerProjection],
  migrations: [],
  reads: {
    fetchContact: [creditLedgerProjection, userAccountProjection],
    promoteObject: [creditLedgerProjection, userAccountProjection, jobProjection],
    grantCredits: [creditLedgerProjection, userAccountProjection],
  },
  tasks: [promotionExpiryTask],
  calls: { fetchContact, promoteObject, getMyCredits, getCreditLedger, grantCredits },
});
