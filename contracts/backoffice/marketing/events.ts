import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { storedEventSchema } from './calendar-event';
import { storedPostSchema } from './post';
import { storedTaskSchema } from './task';

const at = z.string();

// Stored events of marketing-post-{postId}, marketing-event-{eventId} and marketing-task-{taskId}.
// Who acted is in the metadata. A post and an event are saved whole, as the dialogs hold them.
export const marketingEvents = defineEvents({
  MarketingPostAdded: event(z.object({ postId: z.string(), post: storedPostSchema, addedAt: at })),
  MarketingPostEdited: event(z.object({ postId: z.string(), post: storedPostSchema, editedAt: at })),
  MarketingEventAdded: event(z.object({ eventId: z.string(), event: storedEventSchema, addedAt: at })),
  MarketingEventEdited: event(z.object({ eventId: z.string(), event: storedEventSchema, editedAt: at })),
  MarketingEventRemoved: event(z.object({ eventId: z.string(), removedAt: at })),
  MarketingTaskAdded: event(z.object({ taskId: z.string(), task: storedTaskSchema, addedAt: at })),
  MarketingTaskEdited: event(z.object({ taskId: z.string(), task: storedTaskSchema, editedAt: at })),
  MarketingTaskClosed: event(z.object({ taskId: z.string(), closedAt: at })),
  // dateTask: the day, week (its Sunday) or month (its first) the tick counts for
  MarketingTaskTicked: event(z.object({ taskId: z.string(), dateTask: z.string(), selected: z.boolean(), tickedAt: at })),
});

export type MarketingEvent = EventOf<typeof marketingEvents>;
