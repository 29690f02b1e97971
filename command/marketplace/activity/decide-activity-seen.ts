import type { DomainError } from '../../../contracts/core/errors';
import type { ActivityView } from '../../../contracts/marketplace/activity/activity';
import { activityEvents, type ActivityEvent } from '../../../contracts/marketplace/activity/events';
import type { Decider } from '../../core/decider';

// A list seen, on inbox-{userId}. The read model says whether its badge dot shows; that fact
// arrives on the command, so nothing is recorded when there is no dot to clear.
export type MarkActivitySeen = { type: 'MarkActivitySeen'; userId: string; view: ActivityView; dotShown: boolean; now: Date };

export const decideActivitySeen = (command: MarkActivitySeen): ActivityEvent[] | DomainError =>
  command.dotShown ? [{ type: 'ActivitySeen', data: { userId: command.userId, histogramSubType: command.view, seenAt: command.now.toISOString() } }] : [];

export const activitySeenDecider: Decider<null, MarkActivitySeen, ActivityEvent> = {
  events: activityEvents,
  initialState: null,
  evolve: (state) => state,
  decide: (command) => decideActivitySeen(command),
};
