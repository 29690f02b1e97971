import type { CommandDeps } from '../../core/deps';

// Whether the person is a coaching client (the account's isJHUser).
export async function isJourneyClient(deps: CommandDeps, userId: string): Promise<boolean> {
  const account = await deps.db.selectFrom('user_account').select('is_jh_user').where('id', '=', userId).executeTakeFirst();
  return Boolean(account?.is_jh_user);
}

// The start of an open slot that overlaps [start, end), if any.
export async function overlappingSlot(deps: CommandDeps, start: string, end: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom('meeting_slot')
    .select('start_at')
    .where('closed', '=', false)
    .where('start_at', '<', new Date(end))
    .where('end_at', '>', new Date(start))
    .executeTakeFirst();
  return row ? new Date(row.start_at).toISOString() : null;
}
