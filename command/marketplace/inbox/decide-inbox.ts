import type { DomainError } from '../../../contracts/core/errors';
import { inboxEvents, type InboxEvent } from '../../../contracts/marketplace/inbox/events';
import type { Decider } from '../../core/decider';

// What someone has read, on inbox-{userId}. The read model says what is unread; that fact arrives
// on the command, so nothing is recorded when nothing changes.
export type InboxCommand = { type: 'MarkNotificationsRead'; userId: string; all: boolean; ids: readonly string[]; unreadIds: ReadonlySet<string>; now: Date };

export const decideInbox = (command: InboxCommand): InboxEvent[] | DomainError => {
  const at = command.now.toISOString();
  if (command.all) return command.unreadIds.size ? [{ type: 'NotificationsRead', data: { userId: command.userId, ids: [], all: true, readAt: at } }] : [];
  const ids = [...new Set(command.ids)].filter((id) => command.unreadIds.has(id));
  return ids.length ? [{ type: 'NotificationsRead', data: { userId: command.userId, ids, all: false, readAt: at } }] : [];
};

export const inboxDecider: Decider<null, InboxCommand, InboxEvent> = {
  events: inboxEvents,
  initialState: null,
  evolve: (state) => state,
  decide: (command) => decideInbox(command),
};
