import { createHash, randomBytes } from 'node:crypto';
import { CallFailure, failWith, isDomainError } from '../../../contracts/core/errors';
import { isVersionConflict } from '../../../contracts/core/event-store';
import type { Position } from '../../../contracts/core/position';
import type { SaveProfileInput } from '../../../contracts/identity/users/calls';
import { emailReservationStreamId, userStreamId } from '../../../contracts/identity/users/ids';
import { CARD_COLORS } from '../../../contracts/identity/users/user';
import { handleCommand } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { userDecider } from './decide-user';
import { confirmationMail, resetPasswordMail } from './mails';

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
const GUEST_TTL_SECONDS = 30 * 24 * 3600;
const CONFIRM_TTL_SECONDS = 7 * 24 * 3600;
const RESET_TTL_MS = 3600_000;
// a reservation whose account never got written (a crash between the two appends) is free again after this
const ABANDONED_RESERVATION_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type RegisterInput = { email: string; password: string; first_name: string; last_name: string; captchaToken?: string; lookingforwork?: boolean };

async function reserveEmail(deps: CommandDeps, ctx: CommandContext, email: string, userId: string): Promise<void> {
  const streamId = emailReservationStreamId(email);
  const data = { userId, reservedAt: deps.clock().toISOString() };
  try {
    await deps.store.append(streamId, [{ type: 'EmailReserved', data, metadata: metadataOf(ctx) }], { expectedVersion: 'no_stream' });
    return;
  } catch (error) {
    if (!isVersionConflict(error)) throw error;
  }
  const reservations = await deps.store.readStream(streamId);
  const last = reservations.at(-1);
  const holder = String(last?.data.userId ?? '');
  const abandoned =
    last !== undefined &&
    deps.clock().getTime() - last.recordedAt.getTime() > ABANDONED_RESERVATION_MS &&
    (await deps.store.readStream(userStreamId(holder))).length === 0;
  if (!abandoned) throw new CallFailure('EmailTaken');
  try {
    await deps.store.append(streamId, [{ type: 'EmailReserved', data, metadata: metadataOf(ctx) }], { expectedVersion: last.streamPosition });
  } catch (error) {
    if (isVersionConflict(error)) throw new CallFailure('EmailTaken');
    throw error;
  }
}

// Creates the account. Options let the seed make admins; the public call never sets them.
export async function registerUser(
  deps: CommandDeps,
  ctx: CommandContext,
  input: RegisterInput,
  options: { isAdmin?: boolean; source?: string; sendConfirmation?: boolean } = {},
): Promise<{ userId: string; position: Position }> {
  if (!(await deps.captcha.verify(input.captchaToken, ctx.remoteIp))) throw new CallFailure('CaptchaFailed');
  const email = input.email.trim().toLowerCase();
  const userId = deps.newId();
  await reserveEmail(deps, ctx, email, userId);
  const passwordHash = await deps.hasher.hash(input.password);
  await deps.db
    .insertInto('credential')
    .values({ user_id: userId, email, password_hash: passwordHash, reset_code_hash: null, reset_expires_at: null, updated_at: deps.clock() })
    .onConflict((oc) => oc.column('email').doUpdateSet({ user_id: userId, password_hash: passwordHash, updated_at: deps.clock() }))
    .execute();
  const result = await handleCommand(
    deps.store,
    userStreamId(userId),
    userDecider,
    () => ({
      type: 'RegisterUser' as const,
      userId,
      email,
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      lookingforwork: input.lookingforwork ?? true,
      isAdmin: options.isAdmin ?? false,
      card_color: Number.parseInt(sha256(userId).slice(0, 6), 16) % CARD_COLORS,
      source: options.source ?? 'web',
      now: deps.clock(),
    }),
    metadataOf(ctx),
  );
  if (isDomainError(result)) return failWith(result);
  if (options.sendConfirmation !== false) {
    const token = await deps.tokens.sign({ sub: userId, purpose: 'confirm-email' }, CONFIRM_TTL_SECONDS);
    await deps.mailer.send(confirmationMail(email, input.first_name, `${deps.publicUrl}/?confirmed=${encodeURIComponent(token)}`, deps.siteName));
  }
  return { userId, position: result.position! };
}

export async function login(deps: CommandDeps, input: { email: string; password: string }): Promise<{ userId: string; token: string }> {
  const credential = await deps.db.selectFrom('credential').select(['user_id', 'password_hash']).where('email', '=', input.email.trim().toLowerCase()).executeTakeFirst();
  // verify against a dummy hash when the email is unknown, so timing does not tell which emails exist
  const ok = await deps.hasher.verify(credential?.password_hash ?? DUMMY_HASH, input.password).catch(() => false);
  if (!credential || !ok) throw new CallFailure('WrongCredentials');
  return { userId: credential.user_id, token: await deps.tokens.sign({ sub: credential.user_id, purpose: 'session' }, SESSION_TTL_SECONDS) };
}
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Jm2M6GJDhz2MhWlq0CmDZ0kGOhkJ3S3E2Y1p9vV0l6Q';

export async function confirmEmail(deps: CommandDeps, ctx: CommandContext, token: string): Promise<{ confirmed: boolean; message: string; position: Position | null }> {
  const claims = await deps.tokens.verify(token, 'confirm-email');
  if (!claims) return { confirmed: false, message: 'This confirmation link is not valid', position: null };
  if (claims.expired) return { confirmed: false, message: 'Confirm signup link expired', position: null };
  const result = await handleCommand(deps.store, userStreamId(claims.sub), userDecider, () => ({ type: 'ConfirmEmail' as const, now: deps.clock() }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  return { confirmed: true, message: 'Your email has successfully confirmed.', position: result.position };
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
  const credential = await deps.db.selectFrom('credential').select('user_id').where('email', '=', email).executeTakeFirst();
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

export async function changePasswordWithCode(deps: CommandDeps, ctx: CommandContext, input: { email: string; password: string; code: string }): Promise<{ position: Position | null }> {
  const credential = await deps.db
    .selectFrom('credential')
    .select(['user_id', 'reset_code_hash', 'reset_expires_at'])
    .where('email', '=', input.email.trim().toLowerCase())
    .executeTakeFirst();
  if (!credential?.reset_code_hash || credential.reset_code_hash !== sha256(input.code)) throw new CallFailure('ResetCodeInvalid');
  const now = deps.clock();
  if (!credential.reset_expires_at || new Date(credential.reset_expires_at).getTime() < now.getTime()) throw new CallFailure('ResetCodeExpired');
  await deps.db
    .updateTable('credential')
    .set({ password_hash: await deps.hasher.hash(input.password), reset_code_hash: null, reset_expires_at: null, updated_at: now })
    .where('user_id', '=', credential.user_id)
    .execute();
  const result = await handleCommand(deps.store, userStreamId(credential.user_id), userDecider, () => ({ type: 'ChangePassword' as const, now }), metadataOf(ctx));
  if (isDomainError(result)) return failWith(result);
  return { position: result.position };
}

export async function saveProfile(
  deps: CommandDeps,
  ctx: CommandContext,
  userId: string,
  input: SaveProfileInput,
): Promise<{ position: Position | null; switchedTo: 'recruiter' | 'candidate' | null }> {
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
    switchedTo: switched?.type === 'RoleSwitched' ? (switched.data.lookingforwork ? 'candidate' : 'recruiter') : null,
  };
}
