import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { CreditKind } from '../../../contracts/marketplace/credits/credits';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { handleCommand, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { creditLedgerDecider } from './decide-credits';

// How many credits of a kind a user should have left, as an admin sets it (the users screen).
export type SetCreditsLeft = { userId: string; kind: CreditKind; left: number };

// The ledger records the difference from what is left now, granted or withdrawn by the admin.
export async function setCreditsLeft(deps: CommandDeps, command: SetCreditsLeft, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId, kind, left } = command;
  const result = await handleCommand(
    deps.store,
    creditsStreamId(userId),
    creditLedgerDecider,
    (state) => ({ type: 'GrantCredits' as const, userId, kind, amount: left - state.balance[kind], reason: 'admin', actorId: ctx.actor, grantKey: null, paymentId: null, note: null, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) return result;
  return { position: result.position, types: result.types };
}
