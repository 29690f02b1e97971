import type { DomainError } from '../../../contracts/core/errors';
import type { ActivityView } from '../../../contracts/marketplace/activity/activity';
import { inboxStreamId } from '../../../contracts/marketplace/inbox/ids';
import { actingUser, metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Appended } from '../../core/handle-command';
import { activitySeenDecider } from './decide-activity-seen';

// dotShown: whether the list's badge dot shows, from the read model
export type RecordListSeen = { view: ActivityView; dotShown: boolean };

// The caller saw one of their activity lists: its badge dot goes out. Kept with what they have seen
// and read (inbox-{userId}).
export async function recordListSeen(deps: CommandDeps, command: RecordListSeen, ctx: CommandContext): Promise<Appended | DomainError> {
  const userId = actingUser(ctx);
  return handleCommand(deps.store, inboxStreamId(userId), activitySeenDecider, () => ({ type: 'MarkActivitySeen' as const, userId, ...command, now: deps.clock() }), metadataOf(ctx));
}
