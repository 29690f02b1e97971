import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { CreditKind } from '../../../contracts/marketplace/credits/credits';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { handleCommand, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { creditLedgerDecider } from './decide-credits';

// Credits of one user's ledger to add (positive amount) or take away (negative). Whoever acts is
// recorded as having granted or withdrawn them (nobody for a scheduled grant).
export type AdjustCredits = { userId: string; kind: CreditKind; amount: number; reason: string; grantKey: string | null; paymentId: string | null; note: string | null };

export async function adjustCredits(deps: CommandDeps, command: AdjustCredits, ctx: CommandContext): Promise<Appended | DomainError> {
  const result = await handleCommand(
    deps.store,
    creditsStreamId(command.userId),
    creditLedgerDecider,
    () => ({ type: 'GrantCredits' as const, ...command, actorId: ctx.actor, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) return result;
  return { position: result.position, types: result.types };
}
