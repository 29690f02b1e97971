import { confirmEmail as confirmUserEmail } from '../../../../command/identity/users/confirm-email';
import { nothingAppended } from '../../../../command/core/handle-command';
import { reply, replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

// The link's token names the account; a bad or expired one is answered, not refused.
export async function confirmEmail(deps: ApiDeps, input: CallIn<'confirmEmail'>, ctx: CallContext): Answer<'confirmEmail'> {
  const claims = await deps.tokens.verify(input.token, 'confirm-email');
  if (!claims) return reply(nothingAppended, async () => ({ confirmed: false, ...said(identityMessages, 'ConfirmLinkInvalid') }));
  if (claims.expired) return reply(nothingAppended, async () => ({ confirmed: false, ...said(identityMessages, 'ConfirmLinkExpired') }));
  const confirmed = await confirmUserEmail(deps, { userId: claims.sub }, ctx.command);
  return replyTo(confirmed, () => ({ confirmed: true, ...said(identityMessages, 'EmailConfirmed') }));
}
