import type { DomainError } from '../../../contracts/core/errors';
import { applicationEvents, type ApplicationEvent } from '../../../contracts/marketplace/applications/events';
import type { ActivityView } from '../../../contracts/marketplace/applications/activity';
import type { Decider } from '../../core/decider';

// What someone has seen and read, on inbox-{userId}. The read models say what is unread; those
// facts arrive on the command, so nothing is recorded when nothing changes.
export type InboxCommand =
  | { type: 'MarkActivitySeen'; userId: string; view: ActivityView; dotShown: boolean; now: Date }
  | { type: 'MarkNotificationsRead'; userId: string; all: boolean; ids: readonly string[]; unreadIds: ReadonlySet<string>; now: Date }
  | { type: 'MarkConversationRead'; userId: string; jobId: string; seekerId: string; recruiterId: string; unread: number; now: Date };

export const decideInbox = (command: InboxCommand): ApplicationEvent[] | DomainError => {
  const at = command.now.toISOString();
  if (command.type === 'MarkActivitySeen') {
    return command.dotShown ? [{ type: 'ActivitySeen', data: { userId: command.userId, histogramSubType: command.view, seenAt: at } }] : [];
  }
  if (command.type === 'MarkConversationRead') {
    const { userId, jobId, seekerId, recruiterId } = command;
    return command.unread > 0 ? [{ type: 'ConversationRead', data: { jobId, seekerId, recruiterId, userId, readAt: at } }] : [];
  }
  if (command.all) return command.unreadIds.size ? [{ type: 'NotificationsRead', data: { userId: command.userId, ids: [], all: true, readAt: at } }] : [];
  const ids = [...new Set(command.ids)].filter((id) => command.unreadIds.has(id));
  return ids.length ? [{ type: 'NotificationsRead', data: { userId: command.userId, ids, all: false, readAt: at } }] : [];
};

export const inboxDecider: Decider<null, InboxCommand, ApplicationEvent> = {
  events: applicationEvents,
  initialState: null,
  evolve: (state) => state,
  decide: (command) => decideInbox(command),
};
