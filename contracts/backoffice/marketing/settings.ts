import { z } from 'zod';
import {
  CALENDAR_STATUSES,
  CALENDAR_ZONE,
  CONTENT_EVENT_TYPES,
  DEFAULT_PLATFORM,
  FIRST_HOUR,
  LAST_HOUR,
  MARKETING_SUBTYPES,
  MARKETING_TYPES,
  PLATFORMS,
  POST_STATUSES,
  PUBLISHERS,
  SLOT_MINUTES,
  TASK_FREQUENCIES,
  TASK_STATUSES,
} from './marketing';

// getMSetting's answer: the lists the marketing screens choose from.
export const settingsSchema = z.object({
  platforms: z.array(z.string()),
  defaultPlatform: z.string(),
  publishers: z.array(z.object({ name: z.string(), color: z.string() })),
  types: z.array(z.string()),
  subTypes: z.array(z.string()),
  contentEventTypes: z.array(z.string()),
  postStatuses: z.array(z.string()),
  calendarStatuses: z.array(z.string()),
  taskFrequencies: z.array(z.string()),
  taskStatuses: z.array(z.string()),
  hours: z.object({ first: z.number(), last: z.number(), stepMinutes: z.number() }),
  timeZone: z.string(),
});
export type MarketingSettings = z.infer<typeof settingsSchema>;

export const marketingSettings: MarketingSettings = {
  platforms: [...PLATFORMS],
  defaultPlatform: DEFAULT_PLATFORM,
  publishers: PUBLISHERS.map((p) => ({ ...p })),
  types: [...MARKETING_TYPES],
  subTypes: [...MARKETING_SUBTYPES],
  contentEventTypes: [...CONTENT_EVENT_TYPES],
  postStatuses: [...POST_STATUSES],
  calendarStatuses: [...CALENDAR_STATUSES],
  taskFrequencies: [...TASK_FREQUENCIES],
  taskStatuses: [...TASK_STATUSES],
  hours: { first: FIRST_HOUR, last: LAST_HOUR, stepMinutes: SLOT_MINUTES },
  timeZone: CALENDAR_ZONE,
};
