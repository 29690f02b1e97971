import { createHash, randomBytes } from 'node:crypto';
import { emailReservationStreamId } from '../../../contracts/identity/users/ids';
import { loadStream } from '../../core/handle-command';
import type { CommandDeps } from '../../core/deps';
import { emailReservation } from './user';

// The write-side credential table: password hashes, reset codes and when sessions end, secrets that
// never enter an event. This module is the only one that reads or writes it on the command side.

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const normalEmail = (email: string) => email.trim().toLowerCase();

// The credential of the account that holds an email: the holder comes from the reservation stream
// (the write side, not a read model that may lag), so sign-in works the moment an account exists.
// A registration that lost its race may have left a credential row behind; it belongs to no holder.
export async function credentialOf(deps: CommandDeps, email: string) {
  const reservation = await loadStream(deps.store, emailReservationStreamId(email), emailReservation);
  if (!reservation.state.holder) return undefined;
  return deps.db
    .selectFrom('credential')
    .select(['user_id', 'password_hash', 'reset_code_hash', 'reset_expires_at'])
    .where('user_id', '=', reservation.state.holder)
    .executeTakeFirst();
}

export const credentialOfAccount = (deps: CommandDeps, userId: string) =>
  deps.db.selectFrom('credential').select(['email', 'password_hash']).where('user_id', '=', userId).executeTakeFirst();

// Written before the account exists, under the new id: until the registration's append it belongs
// to no account.
export async function createCredential(deps: CommandDeps, credential: { userId: string; email: string; passwordHash: string }): Promise<void> {
  await deps.db
    .insertInto('credential')
    .values({ user_id: credential.userId, email: credential.email, password_hash: credential.passwordHash, reset_code_hash: null, reset_expires_at: null, updated_at: deps.clock() })
    .execute();
}

// The address an account signs in with, once its change is appended.
export async function setCredentialEmail(deps: CommandDeps, userId: string, email: string): Promise<void> {
  await deps.db.updateTable('credential').set({ email, updated_at: deps.clock() }).where('user_id', '=', userId).execute();
}

export async function dropCredential(deps: CommandDeps, userId: string): Promise<void> {
  await deps.db.deleteFrom('credential').where('user_id', '=', userId).execute();
  deps.credentialChanged?.(userId);
}

// Ends every session begun before now: each call compares its token's issue time with this. Wall
// time, like the tokens' own issue times (a test clock must not revive or end sessions).
export async function endSessionsOf(deps: CommandDeps, userId: string): Promise<void> {
  await deps.db.updateTable('credential').set({ sessions_valid_after: new Date() }).where('user_id', '=', userId).execute();
  deps.credentialChanged?.(userId);
}

// A new password uses up the reset code that allowed it and ends every session begun before it.
export async function setPassword(deps: CommandDeps, userId: string, password: string): Promise<void> {
  await deps.db
    .updateTable('credential')
    .set({ password_hash: await deps.hasher.hash(password), reset_code_hash: null, reset_expires_at: null, sessions_valid_after: new Date(), updated_at: deps.clock() })
    .where('user_id', '=', userId)
    .execute();
  deps.credentialChanged?.(userId);
}

export const holdsResetCode = (credential: { reset_code_hash: string | null }, code: string): boolean =>
  credential.reset_code_hash !== null && credential.reset_code_hash === sha256(code);

// The code of one reset request, made when its mail is sent: it never enters an event or a task.
// One code per request: running its mail again after a failure makes no second one (that mail would
// not be sent twice). Mails of several requests may run in any order: the code sent last works, as
// the newest mail in the inbox. (A run that stops between storing the code and keeping the mail
// leaves no mail: the person asks again.)
export async function issueResetCode(deps: CommandDeps, request: { userId: string; requestedAt: Date; expiresAt: Date }): Promise<{ email: string; code: string } | undefined> {
  const code = randomBytes(24).toString('base64url');
  const issued = await deps.db
    .updateTable('credential')
    .set({ reset_code_hash: sha256(code), reset_expires_at: request.expiresAt, reset_requested_at: request.requestedAt, updated_at: deps.clock() })
    .where('user_id', '=', request.userId)
    .where('reset_requested_at', 'is distinct from', request.requestedAt)
    .returning('email')
    .executeTakeFirst();
  return issued ? { email: issued.email, code } : undefined;
}

// An expired reset code is useless, so it is not kept.
export async function forgetExpiredResetCodes(deps: CommandDeps): Promise<void> {
  await deps.db.updateTable('credential').set({ reset_code_hash: null, reset_expires_at: null }).where('reset_expires_at', '<', deps.clock()).execute();
}
