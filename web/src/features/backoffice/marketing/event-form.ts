import type { CalendarEvent, EventFieldsInput } from '@contracts/backoffice/marketing/calendar-event';
import { DEFAULT_PLATFORM } from '@contracts/backoffice/marketing/marketing';
import { belgradeNow } from './calendar-dates';

export type EventPostDraft = { name: string; version: string; questionnairesCount: number; veryRelevant: number; soSoRelevant: number; notRelevant: number; impressions: number };
// The event dialog's draft: createEditMEvent's newData, every field present.
export type EventDraft = Required<Omit<EventFieldsInput, 'posts'>> & { posts: EventPostDraft[] };

export const postDraft = (name: string, version = ''): EventPostDraft => ({ name, version, questionnairesCount: 0, veryRelevant: 0, soSoRelevant: 0, notRelevant: 0, impressions: 0 });

export const emptyEvent = (change: Partial<EventDraft> = {}): EventDraft => ({
  system: DEFAULT_PLATFORM,
  date: belgradeNow().day,
  weekDay: null,
  timeHours: 9,
  timeMinutes: 0,
  status: 'No Publish',
  type: 'Post',
  location: '',
  profile: '',
  publisher: 'Company',
  posts: [],
  isComment: false,
  isPlan: false,
  ...change,
});

// A version's Publish: an event today on the default platform, Ready, publishing it.
export const publishEvent = (postName: string, version: string): EventDraft => emptyEvent({ status: 'Ready', posts: [postDraft(postName, version)] });

export const draftOf = (event: CalendarEvent): EventDraft => ({
  system: event.system as EventDraft['system'],
  date: event.date,
  weekDay: event.isPlan ? event.weekDay : null,
  timeHours: event.timeHours,
  timeMinutes: event.timeMinutes,
  status: event.status as EventDraft['status'],
  type: event.type as EventDraft['type'],
  location: event.location,
  profile: event.profile,
  publisher: event.publisher,
  posts: event.posts.map(({ postId: _id, ...p }) => p),
  isComment: event.isComment,
  isPlan: event.isPlan,
});
