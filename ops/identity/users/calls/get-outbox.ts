import { getOutbox as outboxOf } from '../../../../query/identity/users/get-outbox';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getOutbox(deps: ApiDeps, input: CallIn<'getOutbox'>, _ctx: CallContext): Answer<'getOutbox'> {
  return { list: await outboxOf(deps.db, input.limit) };
}
