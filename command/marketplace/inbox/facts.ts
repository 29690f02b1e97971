import type { CommandDeps } from '../../core/deps';

// The facts the inbox's commands decide with, from its read model.

// The ids of someone's notifications not read yet.
export const unreadNotificationIds = async (deps: CommandDeps, userId: string): Promise<ReadonlySet<string>> =>
  new Set((await deps.db.selectFrom('notification').select('id').where('user_id', '=', userId).where('read_at', 'is', null).execute()).map((r) => r.id));
