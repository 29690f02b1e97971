import { switchAnonymousSearch } from '../../../../command/marketplace/payments/switch-anonymous-search';
import { getProStatus } from '../../../../query/marketplace/payments/get-payments';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function setAnonymousSearch(deps: ApiDeps, input: CallIn<'setAnonymousSearch'>, ctx: CallContext): Answer<'setAnonymousSearch'> {
  const { id } = signedIn(ctx);
  const set = await switchAnonymousSearch(deps, { anonymous: input.anonymous }, ctx.command);
  return replyTo(set, async ({ notPro }) => ({ notPro, ...(await getProStatus(deps.db, id)) }));
}
