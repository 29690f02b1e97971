import { kindOfLedgerType } from '../../../../contracts/marketplace/credits/credits';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { ledgerOf } from '../answers';

export async function getCreditLedger(deps: ApiDeps, input: CallIn<'getCreditLedger'>, ctx: CallContext): Answer<'getCreditLedger'> {
  return ledgerOf(deps, subject(ctx), input.type ? kindOfLedgerType(input.type) : undefined);
}
