import { getPushHistory } from '../../../../query/backoffice/push/get-push-history';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getPushNotificationHistory(deps: ApiDeps, input: CallIn<'getPushNotificationHistory'>, _ctx: CallContext): Answer<'getPushNotificationHistory'> {
  return getPushHistory(deps.db, input.page, input.pageSize);
}
