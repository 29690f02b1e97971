import { getProductSettings as readSettings } from '../../../../query/backoffice/settings/get-product-settings';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getProductSettings(deps: ApiDeps, _input: CallIn<'getProductSettings'>, _ctx: CallContext): Answer<'getProductSettings'> {
  return readSettings(deps.db, deps.settingDefaults);
}
