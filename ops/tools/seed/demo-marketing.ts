import { DateTime } from 'luxon';
import { actOnTask, saveCalendarEvent, savePost } from '../../../command/backoffice/marketing/marketing-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { eventFieldsSchema } from '../../../contracts/backoffice/marketing/calendar-event';
import { CALENDAR_ZONE, CONTENT_EVENT_TYPES, PLATFORMS, PUBLISHERS, addDays, weekStart } from '../../../contracts/backoffice/marketing/marketing';
import { postFieldsSchema, type PostFieldsInput } from '../../../contracts/backoffice/marketing/post';
import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

const posts: PostFieldsInput[] = [
  { name: 'Five questions to ask in every interview', type: 'Professional', subType: 'Article', status: 'Ready', versions: [{ name: 'v1', beforeCTA: 'Most candidates never ask these.', afterCTA: 'Book a free call' }, { name: 'v2', beforeCTA: 'The interview ends with "any questions?". Be ready.', afterCTA: 'Book a free call', whatChanged: 'A sharper hook' }], defaultVersion: 'v2' },
  { name: 'Client story: from layoff to offer in 9 weeks', type: 'Review', subType: 'Quotes', status: 'Ready', versions: [{ name: 'v1', beforeCTA: '"I had stopped believing." — Dana, product manager', afterCTA: 'Start your journey' }] },
  { name: 'Your CV in 60 seconds', type: 'Video', subType: 'Video', status: 'New', isTest: true, endTest: null, versions: [{ name: 'Teaser', beforeCTA: 'Watch before you apply again', afterCTA: 'Full video on YouTube' }, { name: 'Full', beforeCTA: 'The whole walkthrough', afterCTA: 'Subscribe' }], isYouTube: true },
  { name: 'Which job title gets more views?', type: 'Professional', subType: 'Poll', status: 'Need Rewrite', versions: [{ name: 'v1', beforeCTA: 'Vote and see the results on Friday', afterCTA: '' }] },
  { name: 'AI tools for job seekers this week', type: 'Professional', subType: 'Ai News', status: 'Hold', versions: [{ name: 'v1', beforeCTA: 'Three tools worth ten minutes of your time', afterCTA: 'Read more' }] },
  { name: 'Group chat: hiring managers answer', type: 'WhatsApp', subType: 'Text', status: 'Ready', versions: [{ name: 'v1', beforeCTA: 'Join tonight at 20:00', afterCTA: 'Join the group' }] },
];

const fail = (what: string, error: DomainError) => {
  throw new Error(`a demo ${what} was refused: ${error.code} ${error.message ?? ''}`);
};

// A week of marketing (the one now, on Belgrade's clock): six posts with versions, a weekly plan on
// LinkedIn, the week's events on three platforms (published ones with their figures earlier in
// the week, ready and unpublished ones later), and daily and weekly tasks with some ticked.
export async function seedDemoMarketing(deps: CommandDeps, staff: readonly string[], waitFor: (position: Position) => Promise<boolean>): Promise<Position | null> {
  const ctx = (i: number): CommandContext => ({ actor: staff[i % staff.length] ?? null, correlationId: 'seed' });
  let last: Position | null = null;
  for (const [i, post] of posts.entries()) {
    const done = await savePost(deps, { postId: deps.newId(), isNew: true, post: postFieldsSchema.parse(post) }, ctx(i));
    if (isDomainError(done)) fail('post', done);
    else last = done.position ?? last;
  }
  // the events name the posts: they are found in the read model
  if (last) await waitFor(last);
  const today = DateTime.fromJSDate(deps.clock(), { zone: CALENDAR_ZONE }).toISODate()!;
  const sunday = weekStart(today);
  const slots = [
    [0, 9, 0], [1, 8, 30], [1, 12, 0], [2, 9, 0], [2, 16, 30], [3, 10, 0], [4, 9, 0], [4, 13, 40], [5, 11, 0], [6, 10, 0],
  ] as const;
  for (const [i, [day, hours, minutes]] of slots.entries()) {
    const date = addDays(sunday, day);
    const past = date < today;
    const post = posts[i % posts.length]!;
    const linked = i % 4 === 3 ? [] : [{ name: post.name, ...(past ? { impressions: 800 + i * 311, questionnairesCount: i % 5, veryRelevant: i % 3, soSoRelevant: 1, notRelevant: i % 2 } : {}) }];
    const fields = eventFieldsSchema.parse({
      system: PLATFORMS[i % 3],
      date,
      timeHours: hours,
      timeMinutes: minutes,
      status: linked.length ? (past ? 'Published' : 'Ready') : 'No Publish',
      type: CONTENT_EVENT_TYPES[i % CONTENT_EVENT_TYPES.length],
      location: i % 2 ? 'Feed' : 'Group',
      profile: i % 2 ? 'Company page' : 'Founder profile',
      publisher: PUBLISHERS[i % PUBLISHERS.length]!.name,
      posts: linked,
      isComment: i === 7,
    });
    const done = await saveCalendarEvent(deps, { eventId: deps.newId(), isNew: true, fields }, ctx(i));
    if (isDomainError(done)) fail('event', done);
    else last = done.position ?? last;
  }
  // the weekly plan of LinkedIn: Monday to Thursday mornings
  for (const weekDay of [1, 2, 3, 4]) {
    const fields = eventFieldsSchema.parse({ system: 'LINKEDIN', isPlan: true, weekDay, timeHours: 9, timeMinutes: 0, type: 'Post', publisher: 'Company' });
    const done = await saveCalendarEvent(deps, { eventId: deps.newId(), isNew: true, fields }, ctx(weekDay));
    if (isDomainError(done)) fail('plan slot', done);
    else last = done.position ?? last;
  }
  const tasks = [
    { name: 'Answer comments and messages', frequency: 'Daily', daysWeek: [0, 1, 2, 3, 4], notes: 'LinkedIn first, then Facebook' },
    { name: 'Share one client win', frequency: 'Daily', daysWeek: [1, 3], notes: '' },
    { name: 'Plan next week on the calendar', frequency: 'Weekly', daysWeek: [], notes: 'Fill the plan slots with Ready posts' },
    { name: 'Send the newsletter figures', frequency: 'Monthly', daysWeek: [], notes: '' },
  ];
  for (const [i, task] of tasks.entries()) {
    const taskId = deps.newId();
    const added = await actOnTask(deps, { type: 'SaveTask', taskId, isNew: true, task }, ctx(i));
    if (isDomainError(added)) fail('task', added);
    else last = added.position ?? last;
    // the daily task done on Sunday, the weekly one for this week
    if (i === 0 || i === 2) {
      const ticked = await actOnTask(deps, { type: 'TickTask', taskId, day: i === 0 ? sunday : today, selected: true }, ctx(i));
      if (isDomainError(ticked)) fail('tick', ticked);
      else last = ticked.position ?? last;
    }
  }
  return last;
}
