import { domainError, isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { Language } from '../../../contracts/core/languages';
import { emailReservationStreamId, userStreamId } from '../../../contracts/identity/users/ids';
import { CARD_COLORS } from '../../../contracts/identity/users/user';
import { appendDecided, loadStream, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { createCredential, dropCredential, normalEmail, sha256 } from './credentials';
import { userDecider } from './decide-user';
import { emailReservation } from './user';

// isAdmin and source let the seed make admins; sendConfirmation false (the seed, tests) records that
// no confirmation mail is wanted. The public call never sets them.
export type RegisterUser = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  captchaToken?: string;
  lookingforwork?: boolean;
  language?: Language;
  isAdmin?: boolean;
  source?: string;
  sendConfirmation?: boolean;
  // made by the service for someone who paid (a payment link): no form, so no captcha to check
  byService?: boolean;
};

export type Registered = Appended & { userId: string };

// Whether the address is taken: a reservation without an account was left by a version that
// appended them apart, and does not count.
async function reservationOf(deps: CommandDeps, email: string) {
  const reservation = await loadStream(deps.store, emailReservationStreamId(email), emailReservation);
  const { holder } = reservation.state;
  const abandoned = holder !== null && (await deps.store.readStream(userStreamId(holder))).length === 0;
  return { reservation, taken: holder !== null && !abandoned };
}

// The reservation and the account in one atomic append: never one without the other.
async function appendRegistration(deps: CommandDeps, command: RegisterUser, account: { userId: string; email: string }, ctx: CommandContext): Promise<Appended | DomainError> {
  const { reservation, taken } = await reservationOf(deps, account.email);
  if (taken) return domainError('EmailTaken');
  const { userId, email } = account;
  const loaded = await loadStream(deps.store, userStreamId(userId), userDecider);
  const now = deps.clock();
  const decided = userDecider.decide(
    {
      type: 'RegisterUser',
      userId,
      email,
      first_name: command.first_name.trim(),
      last_name: command.last_name.trim(),
      lookingforwork: command.lookingforwork ?? true,
      isAdmin: command.isAdmin ?? false,
      card_color: Number.parseInt(sha256(userId).slice(0, 6), 16) % CARD_COLORS,
      source: command.source ?? 'web',
      confirmationWanted: command.sendConfirmation ?? true,
      ...(command.language ? { language: command.language } : {}),
      now,
    },
    loaded.state,
  );
  if (isDomainError(decided)) return decided;
  return appendDecided(
    deps.store,
    [
      { loaded: reservation, events: [{ type: 'EmailReserved', data: { userId, reservedAt: now.toISOString() } }] },
      { loaded, events: decided },
    ],
    metadataOf(ctx),
  );
}

// Creates the account: the email reservation and the account's first event are appended together
// (all or nothing), so a failure never leaves an email taken by no account. The credential row is
// written first, under the new account's id: until the append succeeds it belongs to no account.
// Once appended the account exists whole; its confirmation mail is a reaction to UserRegistered.
export async function registerUser(deps: CommandDeps, command: RegisterUser, ctx: CommandContext): Promise<Registered | DomainError> {
  if (!command.byService && !(await deps.captcha.verify(command.captchaToken, ctx.remoteIp))) return domainError('CaptchaFailed');
  const email = normalEmail(command.email);
  const userId = deps.newId();
  // hashed before the check, so a taken address answers as slowly as a free one
  const passwordHash = await deps.hasher.hash(command.password);
  if ((await reservationOf(deps, email)).taken) return domainError('EmailTaken');
  await createCredential(deps, { userId, email, passwordHash });
  // nothing appended: the credential must not outlive the attempt
  const forget = () => dropCredential(deps, userId).catch(() => undefined);
  const appended = await withConflictRetries(`registration of ${emailReservationStreamId(email)}`, () => appendRegistration(deps, command, { userId, email }, ctx)).catch(
    async (error: unknown) => {
      await forget();
      throw error;
    },
  );
  if (isDomainError(appended)) {
    await forget();
    return appended;
  }
  return { ...appended, userId };
}
