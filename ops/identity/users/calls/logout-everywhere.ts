import { nothingAppended } from '../../../../command/core/handle-command';
import { endSessions } from '../../../../command/identity/users/end-sessions';
import { reply, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

export async function logoutEverywhere(deps: ApiDeps, _input: CallIn<'logoutEverywhere'>, ctx: CallContext): Answer<'logoutEverywhere'> {
  await endSessions(deps, { userId: signedIn(ctx).id });
  return reply(nothingAppended, async () => ({ success: true, ...said(identityMessages, 'SignedOutEverywhere') }));
}
