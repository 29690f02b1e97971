import { changePasswordWithCode } from '../../../../command/identity/users/change-password-with-code';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

export async function updateUserPassword(deps: ApiDeps, input: CallIn<'updateUserPassword'>, ctx: CallContext): Answer<'updateUserPassword'> {
  const changed = await changePasswordWithCode(deps, { email: input.email, password: input.password, code: input.code }, ctx.command);
  return replyTo(changed, () => ({ success: true, ...said(identityMessages, 'PasswordChanged') }));
}
