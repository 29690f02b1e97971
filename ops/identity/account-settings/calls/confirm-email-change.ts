import { confirmEmailChange as confirm } from '../../../../command/identity/account-settings/change-email';
import { fromEmailChangeSubject } from '../../../../command/identity/account-settings/email-change';
import { nothingAppended } from '../../../../command/core/handle-command';
import { isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { accountSettingsMessages } from '../../../../contracts/identity/account-settings/messages';
import { codeOfMessage } from '../../../../contracts/messages';
import { reply, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

type Code = keyof typeof accountSettingsMessages;
const notChanged = (code: Code) => reply(nothingAppended, async () => ({ changed: false, ...said(accountSettingsMessages, code) }));

// The link's token names the account and the request; a bad, old or expired link is answered, not refused.
export async function confirmEmailChange(deps: ApiDeps, input: CallIn<'confirmEmailChange'>, ctx: CallContext): Answer<'confirmEmailChange'> {
  const claims = await deps.tokens.verify(input.token, 'change-email');
  if (!claims) return notChanged('EmailChangeLinkInvalid');
  if (claims.expired) return notChanged('EmailChangeLinkExpired');
  const request = fromEmailChangeSubject(claims.sub);
  if (!request) return notChanged('EmailChangeLinkInvalid');
  const changed = await confirm(deps, request, ctx.command);
  if (isDomainError(changed)) {
    const code = codeOfMessage(changed.message ?? '')?.code as Code | undefined;
    return notChanged(code && code in accountSettingsMessages ? code : 'EmailChangeLinkInvalid');
  }
  return reply(changed, async () => ({ changed: true, ...said(accountSettingsMessages, 'EmailChangeDone') }));
}
