import { getPayments } from '../../../../query/marketplace/payments/get-payments';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

// Exported as getPayments: named apart here so the query it answers with keeps its own name.
async function getPaymentsCall(deps: ApiDeps, input: CallIn<'getPayments'>, _ctx: CallContext): Answer<'getPayments'> {
  return { payments: await getPayments(deps.db, input.from, input.to) };
}

export { getPaymentsCall as getPayments };
