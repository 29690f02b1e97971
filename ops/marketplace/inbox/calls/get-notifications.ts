import { getNotifications as inboxOf } from '../../../../query/marketplace/inbox/get-notifications';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getNotifications(deps: ApiDeps, input: CallIn<'getNotifications'>, ctx: CallContext): Answer<'getNotifications'> {
  return inboxOf(deps.db, subject(ctx), input);
}
