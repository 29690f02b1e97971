import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { CommandDeps } from '../../core/deps';
import { credentialOf, normalEmail } from './credentials';

const SESSION_TTL_SECONDS = 7 * 24 * 3600;
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Jm2M6GJDhz2MhWlq0CmDZ0kGOhkJ3S3E2Y1p9vV0l6Q';

export type SignIn = { email: string; password: string };

// A session token for the account that holds the email, when the password is its own.
export async function signIn(deps: CommandDeps, command: SignIn): Promise<{ userId: string; token: string } | DomainError> {
  const credential = await credentialOf(deps, normalEmail(command.email));
  // verify against a dummy hash when the email is unknown, so timing does not tell which emails exist
  const ok = await deps.hasher.verify(credential?.password_hash ?? DUMMY_HASH, command.password).catch(() => false);
  if (!credential || !ok) return domainError('WrongCredentials');
  return { userId: credential.user_id, token: await deps.tokens.sign({ sub: credential.user_id, purpose: 'session' }, SESSION_TTL_SECONDS) };
}
