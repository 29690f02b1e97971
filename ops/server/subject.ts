import type { Kysely } from 'kysely';
import { mayActForOthers, subjectRefusal, type Role } from '../../contracts/core/access';
import type { ActsFor } from '../../contracts/core/call';
import type { Database } from '../../contracts/database';
import type { ErrorCode } from '../../contracts/errors';
import { getUserAccount, roleFlagsOf, type UserAccount } from '../../query/identity/users/get-user-data';

// Whom an actsFor call is about: the person its field names, else the caller. The refusal when a
// caller who is not staff names someone else.
export function subjectOf(input: unknown, callerId: string | null, held: ReadonlySet<Role>, field: ActsFor['field'] = 'userId'): { subject: string | null } | { refused: true } {
  const named = typeof input === 'object' && input !== null && field in input ? (input as Record<string, unknown>)[field] : undefined;
  if (typeof named !== 'string' || !named || named === callerId) return { subject: callerId };
  return mayActForOthers(held) ? { subject: named } : { refused: true };
}

// The subject's account, read once for the whole call: the caller's own (already read with the
// token) or the one staff named. An error code when the id is no account or a person of another
// kind than the call is about.
// Staff who named nobody on a call about a client are asked to name one, not told they are no client.
export async function loadSubject(
  db: Kysely<Database>,
  actsFor: ActsFor,
  subjectId: string,
  caller: { id: string | null; account: UserAccount | null; held: ReadonlySet<Role> },
): Promise<UserAccount | ErrorCode> {
  const own = subjectId === caller.id;
  const account = own ? caller.account : ((await getUserAccount(db, subjectId)) ?? null);
  if (!account) return 'UserNotFound';
  const refusal = subjectRefusal(actsFor.subject, roleFlagsOf(account));
  if (refusal && own && mayActForOthers(caller.held)) return 'ClientNotNamed';
  return refusal ?? account;
}
