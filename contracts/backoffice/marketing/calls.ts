import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { cellSchema, tableInputShape, tableOutput } from '../../core/data-table';
import { withinYears } from '../../core/dates';
import { optionalSaidFields, say } from '../../core/messages';
import { calendarEventSchema, eventFieldsSchema } from './calendar-event';
import { settingsSchema } from './settings';
import { MAX_CALENDAR_DAYS, PLATFORMS, DEFAULT_PLATFORM, SEARCH_MIN, daysBetween, TASK_FREQUENCIES } from './marketing';
import { marketingMessages as m } from './messages';
import { postFieldsSchema, postSchema } from './post';
import { postsTable } from './posts-table';
import { taskFieldsSchema, taskSchema } from './task';

const day = withinYears(z.iso.date());
const id = z.string().trim().min(1).max(200);
const searchText = z.string().trim().max(200).refine((s) => s === '' || s.length >= SEARCH_MIN, say(m.MSearchShort, { min: SEARCH_MIN }));

export const postsAnswerSchema = tableOutput(postSchema);
export type PostsAnswer = z.infer<typeof postsAnswerSchema>;

export const foundPostSchema = z.object({ _id: z.string(), name: z.string(), type: z.string(), subType: z.string(), status: z.string(), defaultVersion: z.string(), versions: z.array(z.string()) });
export type FoundPost = z.infer<typeof foundPostSchema>;

export const calendarViews = ['plan', 'calendar', 'data'] as const;
export type CalendarView = (typeof calendarViews)[number];

export const calendarInputSchema = z
  .object({
    startDate: day,
    endDate: day,
    view: z.enum(calendarViews).default('calendar'),
    page: z.number().int().min(1).max(100_000).default(1),
    system: z.enum(PLATFORMS).default(DEFAULT_PLATFORM),
  })
  .strict()
  .superRefine((input, ctx) => {
    const days = daysBetween(input.startDate, input.endDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.MRangeOrder });
    else if (days >= MAX_CALENDAR_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: say(m.MRangeLong, { max: MAX_CALENDAR_DAYS }) });
  });
export type CalendarInput = z.input<typeof calendarInputSchema>;

export const calendarAnswerSchema = z.object({
  // the dated events of the range (in the data view: one page of them, by time)
  count: z.number().int(),
  dates: z.array(z.string()),
  events: z.array(calendarEventSchema),
  eventsPlan: z.array(calendarEventSchema),
  cells: z.array(cellSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

const figures = { questionnairesCount: z.number(), veryRelevant: z.number(), soSoRelevant: z.number(), notRelevant: z.number(), impressions: z.number() };
export const figuresSchema = z.object({ publishes: z.number(), ...figures });
export type Figures = z.infer<typeof figuresSchema>;
export const publishSchema = z.object({
  eventId: z.string(),
  postId: z.string(),
  postName: z.string(),
  postType: z.string().nullable(),
  version: z.string(),
  dateTime: z.string(),
  type: z.string(),
  location: z.string(),
  platform: z.string(),
  status: z.string(),
  ...figures,
});
export type Publish = z.infer<typeof publishSchema>;
export const publishAnswerSchema = z.object({
  publishes: z.array(publishSchema),
  // of the Published ones
  totals: figuresSchema,
  byType: z.array(figuresSchema.extend({ type: z.string() })),
  byPlatform: z.array(figuresSchema.extend({ platform: z.string() })),
  byDay: z.array(figuresSchema.extend({ date: z.string() })),
});
export type PublishAnswer = z.infer<typeof publishAnswerSchema>;

export const tasksAnswerSchema = z.object({
  date: z.string(),
  tasks: z.array(taskSchema),
  cells: z.array(cellSchema),
  // the days of the date's week, what is due on each and how much of it is done
  datesFrequencies: z.array(z.object({ date: z.string(), frequencies: z.array(z.enum(TASK_FREQUENCIES)), due: z.number().int(), done: z.number().int() })),
});
export type TasksAnswer = z.infer<typeof tasksAnswerSchema>;

export const marketingCalls = defineCalls({
  getMPosts: {
    kind: 'query',
    access: 'staff',
    summary:
      'The marketing posts as a data table: { search (2 characters or more), extraSearch: { type, subType, status }, page, pageSize, sort } → { data (each post whole, its versions within), cells, count }.',
    input: z.object({ ...tableInputShape(postsTable), search: searchText.optional() }).strict(),
    output: postsAnswerSchema,
  },
  createEditMPost: {
    kind: 'command',
    access: 'staff',
    summary:
      'Add a post (no editId) or save one whole (editId): its fields and versions. A name another post has is refused; a version once saved is never removed (deleting one marks it closed) and a closed one stays as it was; ' +
      'the default version is an open one (the first open one when none is named). 400 MarketingRefused (the issue on the field), 404 MPostNotFound. Answers the post as saved.',
    input: z.object({ newData: postFieldsSchema, editId: id.nullable().optional() }).strict(),
    output: z.object({ post: postSchema, ...optionalSaidFields }),
  },
  findMPosts: {
    kind: 'query',
    access: 'staff',
    summary: 'The posts whose name holds the search (2 characters or more; the picker asks with the first 2 and narrows as one types), not closed, with their open versions: { posts }.',
    input: z.object({ search: z.string().trim().min(SEARCH_MIN, say(m.MSearchShort, { min: SEARCH_MIN })).max(200) }).strict(),
    output: z.object({ posts: z.array(foundPostSchema) }),
  },
  getMCalendar: {
    kind: 'query',
    access: 'staff',
    summary:
      'A platform\'s calendar for days (at most 42): { startDate, endDate, view (plan, calendar or data), page, system (LINKEDIN by default) } → { count (dated events in the range), dates, events (the range\'s; the data view: a page of 25 by time), eventsPlan (the weekly plan slots), cells (the data view\'s columns), page, pageSize }.',
    input: calendarInputSchema,
    output: calendarAnswerSchema,
  },
  createEditMEvent: {
    kind: 'command',
    access: 'staff',
    summary:
      'Add a calendar event (no editId) or save one (editId); newData.deleted removes it. Its time is 7:00-17:50 in 10-minute steps (Belgrade); a plan slot has a day of the week and no posts; a dated event has a day, and when Ready or Published a post; ' +
      'posts[] name posts by name with an open version (the default when blank) and the figures their publish brought. Staff with the calendar open hear of it (marketing.eventChanged). Answers the event as saved (null when removed).',
    input: z.object({ newData: eventFieldsSchema.extend({ deleted: z.boolean().optional() }), editId: id.nullable().optional() }).strict(),
    output: z.object({ event: calendarEventSchema.nullable(), ...optionalSaidFields }),
  },
  getMPublish: {
    kind: 'query',
    access: 'staff',
    summary:
      'The posts\' publishes (the posts the calendar\'s dated events publish): { from, to (days), postId, system } → { publishes (newest first, at most 500), totals, byType (the post\'s type), byPlatform, byDay } — the figures count Published events only.',
    input: z.object({ from: day.optional(), to: day.optional(), postId: id.optional(), system: z.enum(PLATFORMS).optional() }).strict(),
    output: publishAnswerSchema,
  },
  getMSetting: {
    kind: 'query',
    access: 'staff',
    summary: 'What the marketing screens choose from: platforms (and the default), publishers with their colours, types, subtypes, content event types, post, calendar and task statuses, frequencies, the grid\'s hours and zone.',
    input: z.object({}).strict(),
    output: settingsSchema,
  },
  getMTasks: {
    kind: 'query',
    access: 'staff',
    summary: 'The tasks due on a day, each selected when done for its day, week or month: { date } → { date, tasks, cells, datesFrequencies (the days of its week: what is due, how much is done) }.',
    input: z.object({ date: day }).strict(),
    output: tasksAnswerSchema,
  },
  setMTask: {
    kind: 'command',
    access: 'staff',
    summary: 'Tick a task done (selected) or not for the day, week or month dateTask falls in (a daily task only on its days; 400 MarketingRefused otherwise; 404 MTaskNotFound). Answers getMTasks for date.',
    input: z.object({ taskId: id, dateTask: day, selected: z.boolean(), date: day }).strict(),
    output: tasksAnswerSchema.extend(optionalSaidFields),
  },
  createEditMTask: {
    kind: 'command',
    access: 'staff',
    summary: 'Add a task (newData._id "-1" or none) or save one; status Closed deletes it. Days of the week only for a daily task, at least one then. Answers getMTasks for date.',
    input: z.object({ newData: taskFieldsSchema, date: day }).strict(),
    output: tasksAnswerSchema.extend(optionalSaidFields),
  },
});
