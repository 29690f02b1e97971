import { isDomainError } from '../../../../contracts/core/errors';
import { nothingAppended } from '../../../../command/core/handle-command';
import { registerUser } from '../../../../command/identity/users/register-user';
import { reply, replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { scheduleExistingAccountNotice } from '../tasks/mail-existing-account';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

const sent = said(identityMessages, 'CheckYourInbox');

export async function register(deps: ApiDeps, input: CallIn<'register'>, ctx: CallContext): Answer<'register'> {
  const { email, password, first_name, last_name, captchaToken, lookingforwork, language } = input;
  const registered = await registerUser(deps, { email, password, first_name, last_name, captchaToken, lookingforwork, language }, ctx.command);
  // a taken address answers like a free one: only its owner's inbox hears of the attempt
  if (isDomainError(registered) && registered.code === 'EmailTaken') {
    await scheduleExistingAccountNotice(deps, email, ctx.command.correlationId);
    return reply(nothingAppended, async () => sent);
  }
  return replyTo(registered, () => sent);
}
