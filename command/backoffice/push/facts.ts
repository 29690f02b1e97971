import { sql } from 'kysely';
import { PUSH_MAX_RECIPIENTS, type PushSend } from '../../../contracts/backoffice/push/push';
import type { CommandDeps } from '../../core/deps';

// The people a push goes to: the picked accounts that exist, or everyone the query matches; never
// an excluded account. One more than the limit is read, so the decider can refuse a query too wide.
export async function pushRecipients(deps: CommandDeps, push: PushSend): Promise<string[]> {
  let query = deps.db.selectFrom('user_account').select('id').where('excluded_by_admin', '=', false);
  if (push.registeredUsers.length) query = query.where('id', 'in', push.registeredUsers);
  else {
    const { role, pro, journeyUsers, location } = push.query;
    if (role !== 'all') query = query.where('lookingforwork', '=', role === 'seeker');
    if (pro) query = query.where('is_pro', '=', true);
    if (journeyUsers) query = query.where('is_jh_user', '=', true);
    if (location) query = query.where(sql<boolean>`position(lower(${location}) in lower(coalesce(location, ''))) > 0`);
  }
  const rows = await query.orderBy('id').limit(PUSH_MAX_RECIPIENTS + 1).execute();
  return rows.map((r) => r.id);
}

// The browsers of these people that allowed notifications, counted when the push is decided: its
// delivery may forget a gone one right after, and the answer tells the admin how many were tried.
export async function subscribedDevices(deps: CommandDeps, userIds: readonly string[]): Promise<number> {
  if (!userIds.length) return 0;
  const row = await deps.db.selectFrom('push_subscription').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', 'in', [...userIds]).executeTakeFirstOrThrow();
  return Number(row.n);
}
