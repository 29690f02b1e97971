import type { DomainError } from '../../../contracts/core/errors';
import type { Appended } from '../../core/handle-command';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { appendPurchase } from './append-purchase';

// Months of Pro that staff give a user, with the plan's credits; the actor is recorded as the giver.
export type GiveProPlan = { userId: string; months: number };

export async function giveProPlan(deps: CommandDeps, command: GiveProPlan, ctx: CommandContext): Promise<Appended | DomainError> {
  const { userId, months } = command;
  const grantId = deps.newId();
  const now = deps.clock();
  return appendPurchase(deps, { paymentId: null, userId, grantId }, (monthly) => ({ type: 'ExtendProPlan', userId, months, actorId: ctx.actor, grantId, monthly, now }), ctx);
}
