import { getProStatus as proStatusOf } from '../../../../query/marketplace/payments/get-payments';
import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getProStatus(deps: ApiDeps, _input: CallIn<'getProStatus'>, ctx: CallContext): Answer<'getProStatus'> {
  return proStatusOf(deps.db, signedIn(ctx).id);
}
