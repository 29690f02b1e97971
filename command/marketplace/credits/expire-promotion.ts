import type { DomainError } from '../../../contracts/core/errors';
import { creditsStreamId } from '../../../contracts/marketplace/credits/ids';
import { handleCommand, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { creditLedgerDecider } from './decide-credits';

// The promotion of whose ledger to end.
export type ExpirePromotion = { userId: string; promotionId: string };

// The scheduled end of a promotion. Running early (a clock ahead of this node's) is a Conflict the
// task turns into a retry later; running twice appends nothing the second time.
export async function expirePromotion(deps: CommandDeps, command: ExpirePromotion, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId, promotionId } = command;
  return handleCommand(deps.store, creditsStreamId(userId), creditLedgerDecider, () => ({ type: 'ExpirePromotion' as const, userId, promotionId, now: deps.clock() }), metadataOf(ctx));
}
