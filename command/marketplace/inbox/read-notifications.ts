import type { DomainError } from '../../../contracts/core/errors';
import { inboxStreamId } from '../../../contracts/marketplace/inbox/ids';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { inboxDecider } from './decide-inbox';
import { unreadNotificationIds } from './facts';

// all: every notification of the caller; otherwise those listed (others' ids change nothing).
export type ReadNotifications = { all: boolean; ids: readonly string[] };

export async function readNotifications(deps: CommandDeps, command: ReadNotifications, ctx: CommandContext): Promise<Appended | DomainError> {
  const userId = actingUser(ctx);
  return handleCommand(
    deps.store,
    inboxStreamId(userId),
    inboxDecider,
    async () => ({ type: 'MarkNotificationsRead' as const, userId, ...command, unreadIds: await unreadNotificationIds(deps, userId), now: deps.clock() }),
    metadataOf(ctx),
  );
}
