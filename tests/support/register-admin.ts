import { registerUser, type Registered } from '../../command/identity/users/register-user';
import { isDomainError } from '../../contracts/core/errors';
import { projectionsToAwait } from '../../ops/registry';
import type { TestApp } from './test-app';

// An administrator made the way the seed makes one: through the command, with the password
// secret123 unless another is given, and without a confirmation mail; once the read models the register call waits for
// have them, as the call's answer would (signing in reads them).
export async function registerAdmin(t: TestApp, names: { email: string; first_name: string; last_name: string; password?: string }, correlationId = 'test'): Promise<Registered> {
  const registered = await registerUser(t.app.deps, { password: 'secret123', ...names, isAdmin: true, sendConfirmation: false }, { actor: null, correlationId });
  if (isDomainError(registered)) throw new Error(`the admin ${names.email} was refused: ${registered.code}`);
  const awaited = projectionsToAwait('register', registered.types);
  if (registered.position && awaited.length && !(await t.app.runner!.waitFor(registered.position, 15_000, awaited)))
    throw new Error(`the read models did not catch up with the admin ${names.email} in 15 s`);
  return registered;
}
