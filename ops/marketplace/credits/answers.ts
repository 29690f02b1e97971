import type { CreditKind } from '../../../contracts/marketplace/credits/credits';
import { getBalances, getCreditLedger } from '../../../query/marketplace/credits/get-credits';
import type { ApiDeps } from '../../server/feature';

// A user's balances and the movements of one ledger (both when kind is left out), as
// administrators see them.
export const ledgerOf = async (deps: ApiDeps, userId: string, kind?: CreditKind) => ({
  ...(await getBalances(deps.db, userId)),
  movements: await getCreditLedger(deps.db, userId, kind),
});
