import { requestPasswordReset } from '../../../../command/identity/users/request-password-reset';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

// the same answer either way: the form must not reveal which emails have accounts
const sent = said(identityMessages, 'ResetLinkSent');

export async function resetPassword(deps: ApiDeps, input: CallIn<'resetPassword'>, ctx: CallContext): Answer<'resetPassword'> {
  const requested = await requestPasswordReset(deps, { email: input.email, captchaToken: input.captchaToken }, ctx.command);
  return replyTo(requested, () => sent);
}
