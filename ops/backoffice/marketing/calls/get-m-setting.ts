import { marketingSettings } from '../../../../contracts/backoffice/marketing/settings';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getMSetting(_deps: ApiDeps, _input: CallIn<'getMSetting'>, _ctx: CallContext): Answer<'getMSetting'> {
  return marketingSettings;
}
