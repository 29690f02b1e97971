import { registerUser, type Registered } from '../../command/identity/users/register-user';
import { isDomainError } from '../../contracts/core/errors';
import type { TestApp } from './test-app';

// An administrator made the way the seed makes one: through the command, with the password
// secret123 and without a confirmation mail.
export async function registerAdmin(t: TestApp, names: { email: string; first_name: string; last_name: string }, correlationId = 'test'): Promise<Registered> {
  const registered = await registerUser(t.app.deps, { ...names, password: 'secret123', isAdmin: true, sendConfirmation: false }, { actor: null, correlationId });
  if (isDomainError(registered)) throw new Error(`the admin ${names.email} was refused: ${registered.code}`);
  return registered;
}
