import { requestEmailChange } from '../../../../command/identity/account-settings/change-email';
import { CallFailure, isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { accountSettingsMessages } from '../../../../contracts/identity/account-settings/messages';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

// The refusals the form shows under a field.
const fieldOf: Readonly<Record<string, string>> = { [accountSettingsMessages.CurrentPasswordWrong]: 'password', [accountSettingsMessages.EmailChangeSame]: 'email' };

export async function changeEmail(deps: ApiDeps, input: CallIn<'changeEmail'>, ctx: CallContext): Answer<'changeEmail'> {
  const requested = await requestEmailChange(deps, { userId: signedIn(ctx).id, email: input.email, password: input.password }, ctx.command);
  const field = isDomainError(requested) && requested.message ? fieldOf[requested.message] : undefined;
  if (isDomainError(requested) && field) throw new CallFailure('ValidationFailed', requested.message, { issues: [{ path: field, message: requested.message }] });
  return replyTo(requested, () => said(accountSettingsMessages, 'EmailChangeSent', { email: input.email }));
}
