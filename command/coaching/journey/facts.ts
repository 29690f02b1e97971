import { staffFlagColumns } from '../../../contracts/identity/users/tables';
import type { CommandDeps } from '../../core/deps';

// Whether an account is staff (a coaching admin, a customer-success manager or a site admin): the
// managers a journey may be given.
export async function isStaffAccount(deps: CommandDeps, userId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('user_account')
    .select('id')
    .where('id', '=', userId)
    .where((eb) => eb.or(staffFlagColumns.map((column) => eb(column, '=', true))))
    .executeTakeFirst();
  return row !== undefined;
}
