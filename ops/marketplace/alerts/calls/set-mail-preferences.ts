import { setMailPreferences as setPreferences } from '../../../../command/marketplace/alerts/alert-commands';
import { mailPreferencesOf } from '../../../../command/marketplace/alerts/facts';
import { alertMessages } from '../../../../contracts/marketplace/alerts/messages';
import { said } from '../../../../contracts/core/messages';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function setMailPreferences(deps: ApiDeps, input: CallIn<'setMailPreferences'>, ctx: CallContext): Answer<'setMailPreferences'> {
  const userId = signedIn(ctx).id;
  const set = await setPreferences(deps, { userId, change: input, via: 'settings' }, ctx.command);
  return replyTo(set, async () => ({ preferences: await mailPreferencesOf(deps, userId), ...said(alertMessages, 'MailPreferencesSaved') }));
}
