import { aboutClients, defineAccessRows, staff } from '../../core/access-matrix';
import { kpiCalls } from './calls';

// Each caller names themselves (self); where there is no self (the acts-for test) the call names
// someoneElse, whom staff act for and a client may not (ActsForOthers).
const forOther = (ids: { self: string; someoneElse: string }) => ({ userId: ids.self || ids.someoneElse });

export const kpiAccess = defineAccessRows(kpiCalls, {
  getKpisData: { expect: aboutClients(200), body: forOther },
  getClientsNeedingAttention: { expect: staff(200) },
});
