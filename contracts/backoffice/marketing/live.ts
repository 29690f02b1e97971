import { z } from 'zod';
import { calendarEventSchema } from './calendar-event';

// To every staff member (room staff:marketing): a calendar event as it is now (null: removed), so
// an open week patches itself; and that a task or its tick changed, so an open day reads again.
export const marketingEventChangedMessage = z.object({ eventId: z.string(), event: calendarEventSchema.nullable(), position: z.string() });
export type MarketingEventChangedMessage = z.infer<typeof marketingEventChangedMessage>;

export const marketingTasksChangedMessage = z.object({ taskId: z.string(), dateTask: z.string().nullable(), position: z.string() });
export type MarketingTasksChangedMessage = z.infer<typeof marketingTasksChangedMessage>;
