// Stream ids of the marketing feature are built only here.

// One stream per post (its versions inside), per calendar event and per task (its ticks too).
export const MARKETING_POST_PREFIX = 'marketing-post-';
export const MARKETING_EVENT_PREFIX = 'marketing-event-';
export const MARKETING_TASK_PREFIX = 'marketing-task-';
export const marketingPostStreamId = (postId: string): string => `${MARKETING_POST_PREFIX}${postId}`;
export const marketingEventStreamId = (eventId: string): string => `${MARKETING_EVENT_PREFIX}${eventId}`;
export const marketingTaskStreamId = (taskId: string): string => `${MARKETING_TASK_PREFIX}${taskId}`;
