import { proPlans } from '../../../../contracts/marketplace/payments/plans';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getProPlans(_deps: ApiDeps, _input: CallIn<'getProPlans'>, _ctx: CallContext): Answer<'getProPlans'> {
  return { plans: [...proPlans] };
}
