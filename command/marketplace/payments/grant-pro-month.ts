import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { combineAppended, type Appended } from '../../core/handle-command';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { adjustCredits } from '../credits/adjust-credits';
import { monthGrantKey } from './decide-payment';

// One month (2..n) of a plan and the credits it brings, as queued at purchase.
export type GrantProMonth = { userId: string; grantId: string; month: number; paymentId: string | null; contacts: number; promotes: number };

// The queued grant of one month of a plan: once per month, whatever the retries.
export async function grantProMonth(deps: CommandDeps, command: GrantProMonth, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId, grantId, month, paymentId } = command;
  const appended: Appended[] = [];
  for (const [kind, amount] of [['contact', command.contacts], ['promote', command.promotes]] as const) {
    const granted = await adjustCredits(deps, { userId, kind, amount, reason: 'pro-monthly', grantKey: monthGrantKey(grantId, month, kind), paymentId, note: null }, ctx);
    if (isDomainError(granted)) return granted;
    appended.push(granted);
  }
  return combineAppended(...appended);
}
