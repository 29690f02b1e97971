import { domainError, type DomainError } from '../../../contracts/core/errors';
import { accountSettingsEvents, type AccountSettingsEvent } from '../../../contracts/identity/account-settings/events';
import { accountSettingsMessages as m } from '../../../contracts/identity/account-settings/messages';
import type { Decider } from '../../core/decider';

// What the email change needs of user-{id}: the change asked for last and not done yet.
export type EmailChangeState = { pending: { email: string; requestedAt: string; expiresAt: string } | null };
export const initialEmailChange: EmailChangeState = { pending: null };

export const evolveEmailChange = (state: EmailChangeState, event: AccountSettingsEvent): EmailChangeState => {
  if (event.type === 'EmailChangeRequested') return { pending: { email: event.data.newEmail, requestedAt: event.data.requestedAt, expiresAt: event.data.expiresAt } };
  return { pending: null };
};

// currentEmail: the address the account signs in with now. requestedAt: the request the opened link
// was mailed for (milliseconds): only the newest request's link changes the email.
export type EmailChangeCommand =
  | { type: 'RequestEmailChange'; userId: string; currentEmail: string; newEmail: string; now: Date; validForMs: number }
  | { type: 'ConfirmEmailChange'; userId: string; currentEmail: string; requestedAt: number; now: Date };

const LINK_INVALID = domainError('ValidationFailed', m.EmailChangeLinkInvalid);

function decide(c: EmailChangeCommand, state: EmailChangeState): AccountSettingsEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'RequestEmailChange') {
    if (c.newEmail === c.currentEmail) return domainError('ValidationFailed', m.EmailChangeSame);
    return [{ type: 'EmailChangeRequested', data: { userId: c.userId, newEmail: c.newEmail, requestedAt: at, expiresAt: new Date(c.now.getTime() + c.validForMs).toISOString() } }];
  }
  const { pending } = state;
  if (!pending || Date.parse(pending.requestedAt) !== c.requestedAt) return LINK_INVALID;
  if (c.now.getTime() > Date.parse(pending.expiresAt)) return domainError('ValidationFailed', m.EmailChangeLinkExpired);
  return [{ type: 'EmailChanged', data: { userId: c.userId, email: pending.email, previousEmail: c.currentEmail, changedAt: at } }];
}

export const emailChangeDecider: Decider<EmailChangeState, EmailChangeCommand, AccountSettingsEvent> = {
  events: accountSettingsEvents,
  initialState: initialEmailChange,
  evolve: evolveEmailChange,
  decide,
};

// The link's token names the account and the request it confirms.
export const emailChangeSubject = (userId: string, requestedAt: string): string => `${userId}|${Date.parse(requestedAt)}`;
export const fromEmailChangeSubject = (subject: string): { userId: string; requestedAt: number } | null => {
  const [userId, at] = subject.split('|');
  const requestedAt = Number(at);
  return userId && Number.isFinite(requestedAt) ? { userId, requestedAt } : null;
};
