import { kindOfLedgerType } from '../../../../contracts/marketplace/credits/credits';
import { adjustCredits } from '../../../../command/marketplace/credits/adjust-credits';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { ledgerOf } from '../answers';

export async function grantCredits(deps: ApiDeps, input: CallIn<'grantCredits'>, ctx: CallContext): Answer<'grantCredits'> {
  const userId = subject(ctx);
  const kind = kindOfLedgerType(input.type);
  const granted = await adjustCredits(deps, { userId, kind, amount: input.amount, reason: 'admin', grantKey: null, paymentId: null, note: input.note ?? null }, ctx.command);
  return replyTo(granted, () => ledgerOf(deps, userId, kind));
}
