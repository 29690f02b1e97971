import { mailPreferencesOf } from '../../../../command/marketplace/alerts/facts';
import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getMailPreferences(deps: ApiDeps, _input: CallIn<'getMailPreferences'>, ctx: CallContext): Answer<'getMailPreferences'> {
  return { preferences: await mailPreferencesOf(deps, signedIn(ctx).id) };
}
