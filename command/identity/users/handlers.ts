import { createHash, randomBytes } from 'node:crypto';
import { CallFailure, failWith, isDomainError } from '../../../contracts/core/errors';
import { identityEvents } from '../../../contracts/identity/users/events';
import type { SaveProfileInput } from '../../../contracts/identity/users/calls';
import { emailReservationStreamId, userStreamId } from '../../../contracts/identity/users/ids';
import { CARD_COLORS } from '../../../contracts/identity/users/user';
import { appendDecided, handleCommand, loadStream, loadStreams, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { userDecider } from './decide-user';
import { accountLockedMail, confirmationMail, existingAccountMail, resetPasswordMail } from './mails';
import { evolveEmailReservation, initialEmailReservationState } from './user';

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
const GUEST_TTL_SECONDS = 30 * 24 * 3600;
const CONFIRM_TTL_SECONDS = 7 * 24 * 3600;
const RESET_TTL_MS = 3600_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type RegisterInput = { email: string; password: string; first_name: string; last_name: string; captchaToken?: string; lookingforwork?: boolean };

const reservationPart = { events: identityEvents, initialState: initialEmailReservationState, evolve: evolveEmailReservation };

// The credential of the account that holds an email: the holder comes from the reservation stream
// (the write side, not a read model that may lag), so sign-in works the moment an account exists.
// A registration that lost its race may have left a credential row behind; it belongs to no holder.
async function credentialOf(deps: CommandDeps, email: string) {
  const reservation = await loadStream(deps.store, emailReservationStreamId(email), reservationPart);
  if (!reservation.state.holder) return undefined;
  return deps.db
    .selectFrom('credential')
    .select(['user_id', 'password_hash', 'reset_code_hash', 'reset_expires_at'])
    .where('user_id', '=', reservation.state.holder)
    .executeTakeFirst();
}

// Creates the account: the email reservation and the account's first event are appended together
// (all or nothing), so a failure never leaves an email taken by no account. The credential row is
// written first, under the new account's id: until the append succeeds it belongs to no account.
// Options let the seed make admins; the public call never sets them.
export async function registerUser(
  deps: CommandDeps,
  ctx: CommandContext,
  input: RegisterInput,
  options: { isAdmin?: boolean; source?: string; sendConfirmation?: boolean } = {},
): Promise<Appended & { userId: string }> {
  if (!(await deps.captcha.verify(input.captchaToken, ctx.remoteIp))) throw new CallFailure('CaptchaFailed');
  const email = input.email.trim().toLowerCase();
  const userId = deps.newId();
  const reservationId = emailReservationStreamId(email);
  const taken = async () => {
    const reservation = await loadStream(deps.store, reservationId, reservationPart);
    // a reservation without an account was left by a version that appended them apart
    const abandoned = reservation.state.holder !== null && (await deps.store.readStream(userStreamId(reservation.state.holder))).length === 0;
    return { reservation, taken: reservation.state.holder !== null && !abandoned };
  };
  // hashed before the check, so a taken address answers as slowly as a free one
  const passwordHash = await deps.hasher.hash(input.password);
  if ((await taken()).taken) throw new CallFailure('EmailTaken');
  // written before the account exists, under the new id: until the append it belongs to no account
  await deps.db
    .insertInto('credential')
    .values({ user_id: userId, email, password_hash: passwordHash, reset_code_hash: null, reset_expires_at: null, updated_at: deps.clock() })
    .execute();
  let appended: Appended;
  try {
    appended = await withConflictRetries(`registration of ${reservationId}`, async () => {
      const { reservation, taken: isTaken } = await taken();
      if (isTaken) throw new CallFailure('EmailTaken');
      const account = await loadStream(deps.store, userStreamId(userId), userDecider);
      const now = deps.clock();
      const decided = userDecider.decide(
        {
          type: 'RegisterUser',
          userId,
          email,
          first_name: input.first_name.trim(),
          last_name: input.last_name.trim(),
          lookingforwork: input.lookingforwork ?? true,
          isAdmin: options.isAdmin ?? false,
          card_color: Number.parseInt(sha256(userId).slice(0, 6), 16) % CARD_COLORS,
          source: options.source ?? 'web',
          now,
        },
        account.state,
      );
      if (isDomainError(decided)) return failWith(decided);
      // the reservation and the account in one atomic append: never one without the other
      return appendDecided(
        deps.store,
        [
          { loaded: reservation, events: [{ type: 'EmailReserved', data: { userId, reservedAt: now.toISOString() } }] },
          { loaded: account, events: decided },
        ],
        metadataOf(ctx),
      );
    });
  } catch (error) {
    // nothing was appended: the credential must not outlive the attempt
    await deps.db.deleteFrom('credential').where('user_id', '=', userId).execute().catch(() => undefined);
    throw error;
  }
  // From here the account exists whole (reservation, account, credential): a later failure, such as
  // the mail, leaves it usable and is not undone.
  if (options.sendConfirmation !== false) {
    const token = await deps.tokens.sign({ sub: userId, purpose: 'confirm-email' }, CONFIRM_TTL_SECONDS);
    await deps.mailer.send(confirmationMail(email, input.first_name, `${deps.publicUrl}/?confirmed=${encodeURIComponent(token)}`, deps.siteName));
  }
  return { ...appended, userId };
}

// register with an address that has an account: the owner gets a notice, the caller the usual answer
export async function noticeExistingAccount(deps: CommandDeps, email: string): Promise<void> {
  const credential = await credentialOf(deps, email.trim().toLowerCase());
  if (!credential) return;
  await deps.mailer.send(existingAccountMail(email.trim().toLowerCase(), `${deps.publicUrl}/`, deps.siteName));
}

// the sign-in lock-out: the owner learns of it (nothing is sent for an address without an account)
export async function sendLockoutNotice(deps: CommandDeps, email: string, lockSeconds: number): Promise<void> {
  const credential = await credentialOf(deps, email.trim().toLowerCase());
  if (!credential) return;
  await deps.mailer.send(accountLockedMail(email.trim().toLowerCase(), Math.ceil(lockSeconds / 60), `${deps.publicUrl}/`, deps.siteName));
}

// Ends every session begun before now: each call compares its token's issue time with this. Wall
// time, like the tokens' own issue times (a test clock must not revive or end sessions).
export async function endSessions(deps: CommandDeps, userId: string): Promise<void> {
  await deps.db.updateTable('credential').set({ sessions_valid_after: new Date() }).where('user_id', '=', userId).execute();
}

export async function login(deps: CommandDeps, input: { email: string; password: string }): Promise<{ userId: string; token: string }> {
  const credential = await credentialOf(deps, input.email.trim().toLowerCase());
  // verify against a dummy hash when the email is unknown, so timing does not tell which emails exist
  const ok = await deps.hasher.verify(credential?.password_hash ?? DUMMY_HASH, input.password).catch(() => false);
  if (!credential || !ok) throw new CallFailure('WrongCredentials');
  return { userId: credential.user_id, token: await deps.tokens.sign({ sub: credential.user_id, purpose: 'session' }, SESSION_TTL_SECONDS) };
}
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Jm2M6GJDhz2MhWlq0CmDZ0kGOhkJ3S3E2Y1p9vV0l6Q';

export async function confirmEmail(deps: CommandDeps, ctx: CommandContext, token: string): Promise<Appended & { confirmed: boolean; message: string }> {
  const claims = await deps.tokens.verify(token, 'confirm-email');
  if (!claims) return { confirmed: false, message: 'This confirmation link is not valid', position: null, types: [] };
  if (claims.expired) return { confirmed: false, message: 'Confirm signup link expired', position: null, types: [] };
  const result = await handleCommand(deps.store, userStreamId(claims.sub), userDecider, () => ({ type: 'ConfirmEmail' as const, now: deps.clock() }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  return { confirmed: true, message: 'Your email has successfully confirmed.', position: result.position, types: result.types };
}

export async function guestToken(deps: CommandDeps, existing: string | undefined): Promise<string> {
  if (existing) {
    const claims = await deps.tokens.verify(existing, 'guest');
    if (claims && !claims.expired) return existing;
  }
  return deps.tokens.sign({ sub: `guest-${deps.newId()}`, purpose: 'guest' }, GUEST_TTL_SECONDS);
}

export async function requestPasswordReset(deps: CommandDeps, ctx: CommandContext, input: { email: string; captchaToken?: string }): Promise<{ message: string }> {
  if (!(await deps.captcha.verify(input.captchaToken, ctx.remoteIp))) throw new CallFailure('CaptchaFailed');
  const email = input.email.trim().toLowerCase();
  // the same answer either way: the form must not reveal which emails have accounts
  const message = 'If an account exists for this email, we sent you a link to choose a new password';
  const credential = await credentialOf(deps, email);
  if (!credential) return { message };
  const code = randomBytes(24).toString('base64url');
  const now = deps.clock();
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
  await deps.db.updateTable('credential').set({ reset_code_hash: sha256(code), reset_expires_at: expiresAt, updated_at: now }).where('user_id', '=', credential.user_id).execute();
  const result = await handleCommand(deps.store, userStreamId(credential.user_id), userDecider, () => ({ type: 'RequestPasswordReset' as const, now, expiresAt }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  const link = `${deps.publicUrl}/newPassword?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;
  await deps.mailer.send(resetPasswordMail(email, link, deps.siteName));
  return { message };
}

export async function changePasswordWithCode(deps: CommandDeps, ctx: CommandContext, input: { email: string; password: string; code: string }): Promise<Appended> {
  const credential = await credentialOf(deps, input.email.trim().toLowerCase());
  if (!credential?.reset_code_hash || credential.reset_code_hash !== sha256(input.code)) throw new CallFailure('ResetCodeInvalid');
  const now = deps.clock();
  if (!credential.reset_expires_at || new Date(credential.reset_expires_at).getTime() < now.getTime()) throw new CallFailure('ResetCodeExpired');
  await deps.db
    .updateTable('credential')
    .set({ password_hash: await deps.hasher.hash(input.password), reset_code_hash: null, reset_expires_at: null, sessions_valid_after: new Date(), updated_at: now })
    .where('user_id', '=', credential.user_id)
    .execute();
  const result = await handleCommand(deps.store, userStreamId(credential.user_id), userDecider, () => ({ type: 'ChangePassword' as const, now }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  return result;
}

export async function saveProfile(
  deps: CommandDeps,
  ctx: CommandContext,
  userId: string,
  input: SaveProfileInput,
): Promise<Appended & { switchedTo: 'recruiter' | 'candidate' | null }> {
  const { lookingforwork, ...changes } = input;
  const result = await handleCommand(
    deps.store,
    userStreamId(userId),
    userDecider,
    () => ({ type: 'SaveProfile' as const, lookingforwork, changes, now: deps.clock() }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) return failWith(result);
  const switched = result.events.find((e) => e.type === 'RoleSwitched');
  return {
    position: result.position,
    types: result.types,
    switchedTo: switched?.type === 'RoleSwitched' ? (switched.data.lookingforwork ? 'candidate' : 'recruiter') : null,
  };
}

// The person asks for their account to go. With their password (a stolen session alone cannot do
// it): the account's deletion and the release of its email are appended together, then the key
// their personal data is encrypted with is destroyed, then what the features hold of the account
// (their erasers), then the credential. A retry after a failure half-way finishes what is left
// (every step can be repeated; the credential, which lets it run, goes last).
export async function deleteAccount(deps: CommandDeps, ctx: CommandContext, userId: string, password: string): Promise<Appended> {
  const credential = await deps.db.selectFrom('credential').select(['email', 'password_hash']).where('user_id', '=', userId).executeTakeFirst();
  if (!credential || !(await deps.hasher.verify(credential.password_hash, password).catch(() => false))) throw new CallFailure('WrongCredentials', 'The password is not right');
  const appended = await withConflictRetries(`deletion of user ${userId}`, async () => {
    const [account, reservation] = await loadStreams(
      deps.store,
      { streamId: userStreamId(userId), decider: userDecider },
      { streamId: emailReservationStreamId(credential.email), decider: reservationPart },
    );
    const now = deps.clock();
    const decided = userDecider.decide({ type: 'DeleteAccount', now }, account.state);
    if (isDomainError(decided)) return failWith(decided);
    const release = reservation.state.holder === userId ? [{ type: 'EmailReleased' as const, data: { userId, releasedAt: now.toISOString() } }] : [];
    return appendDecided(deps.store, [{ loaded: account, events: decided }, { loaded: reservation, events: release }], metadataOf(ctx));
  });
  await deps.personalData.erase(userId);
  for (const erase of deps.accountErasers) await erase({ userId, email: credential.email });
  await deps.db.deleteFrom('credential').where('user_id', '=', userId).execute();
  return appended;
}
