import { CallFailure } from '../../../../contracts/core/errors';
import { getMailOutbox as outboxOf, getMailOutboxMessage as messageOf } from '../../../../query/marketplace/alerts/get-mail-outbox';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

// Admins may always read the outbox; anyone may while mail is not sent for real (MAIL_OUTBOX).
const mayRead = (deps: ApiDeps, ctx: CallContext) => {
  if (!deps.mailOutboxOpen && !ctx.roles.has('admin')) throw new CallFailure('OutboxClosed');
};

export async function getMailOutbox(deps: ApiDeps, input: CallIn<'getMailOutbox'>, ctx: CallContext): Answer<'getMailOutbox'> {
  mayRead(deps, ctx);
  return { list: await outboxOf(deps.db, input) };
}

export async function getMailOutboxMessage(deps: ApiDeps, input: CallIn<'getMailOutboxMessage'>, ctx: CallContext): Answer<'getMailOutboxMessage'> {
  mayRead(deps, ctx);
  const message = await messageOf(deps.db, input.id);
  if (!message) throw new CallFailure('MailNotFound');
  return message;
}
