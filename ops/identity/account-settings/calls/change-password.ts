import { changePassword as change } from '../../../../command/identity/account-settings/change-password';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { accountSettingsMessages } from '../../../../contracts/identity/account-settings/messages';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function changePassword(deps: ApiDeps, input: CallIn<'changePassword'>, ctx: CallContext): Answer<'changePassword'> {
  const changed = await change(deps, { userId: signedIn(ctx).id, currentPassword: input.currentPassword, password: input.password }, ctx.command);
  // the form shows a wrong current password under its field
  if (isDomainError(changed) && changed.message === accountSettingsMessages.CurrentPasswordWrong)
    throw new CallFailure('ValidationFailed', changed.message, { issues: [{ path: 'currentPassword', message: changed.message }] });
  return replyTo(changed, ({ token }) => ({ token, success: true, ...said(accountSettingsMessages, 'PasswordChangedHere') }));
}
