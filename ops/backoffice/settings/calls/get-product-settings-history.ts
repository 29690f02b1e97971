import { productSettingsStreamId } from '../../../../contracts/backoffice/settings/ids';
import { streamHistory } from '../../../../query/core/stream-history';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getProductSettingsHistory(deps: ApiDeps, input: CallIn<'getProductSettingsHistory'>, _ctx: CallContext): Answer<'getProductSettingsHistory'> {
  return streamHistory(deps.db, [productSettingsStreamId()], input.page, input.pageSize);
}
