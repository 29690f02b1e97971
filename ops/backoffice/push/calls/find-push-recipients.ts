import { findPushRecipients as find } from '../../../../query/backoffice/push/get-push-history';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function findPushRecipients(deps: ApiDeps, input: CallIn<'findPushRecipients'>, _ctx: CallContext): Answer<'findPushRecipients'> {
  return { users: await find(deps.db, input.search) };
}
