import { describe, expect, it } from 'vitest';
import type { CalendarAnswer } from '@contracts/backoffice/marketing/calls';
import type { CalendarEvent } from '@contracts/backoffice/marketing/calendar-event';
import { patchWeek } from './marketing-api';

const event = (id: string, change: Partial<CalendarEvent> = {}): CalendarEvent => ({
  _id: id, system: 'LINKEDIN', date: '2026-12-01', dateTime: '2026-12-01T08:00:00.000Z', timeHours: 9, timeMinutes: 0, status: 'Ready', type: 'Post', location: '', profile: '',
  publisher: 'Company', posts: [], isComment: false, weekDay: 2, isPlan: false, updatedAt: '2026-11-29T10:00:00.000Z', ...change,
});
const week = (events: CalendarEvent[], plan: CalendarEvent[] = []): CalendarAnswer => ({ count: events.length, dates: [], events, eventsPlan: plan, cells: [], page: 1, pageSize: events.length });
const arg = { startDate: '2026-11-29', endDate: '2026-12-05', system: 'LINKEDIN' };
const message = (eventId: string, changed: CalendarEvent | null) => ({ eventId, event: changed, position: '9' });

// Another staff member's change, into a week's cached answer.
describe('a live calendar change patches the open week', () => {
  it('puts a new event of the week in its place by time', () => {
    const draft = week([event('a', { timeHours: 8 }), event('c', { timeHours: 12 })]);
    patchWeek(draft, arg, message('b', event('b', { timeHours: 10 })));
    expect(draft.events.map((e) => e._id)).toEqual(['a', 'b', 'c']);
    expect(draft.count).toBe(3);
  });

  it('replaces a changed event, and takes out one removed, moved to another week or platform', () => {
    const draft = week([event('a'), event('b', { timeHours: 11 })]);
    patchWeek(draft, arg, message('a', event('a', { status: 'Published' })));
    expect(draft.events.find((e) => e._id === 'a')!.status).toBe('Published');
    patchWeek(draft, arg, message('b', null));
    patchWeek(draft, arg, message('a', event('a', { date: '2026-12-09' })));
    expect(draft.events).toEqual([]);
    patchWeek(draft, arg, message('x', event('x', { system: 'FACEBOOK' })));
    expect(draft.events).toEqual([]);
  });

  it('keeps plan slots in the plan', () => {
    const draft = week([]);
    patchWeek(draft, arg, message('p', event('p', { isPlan: true, date: null, dateTime: null, weekDay: 4 })));
    expect(draft.eventsPlan.map((e) => e._id)).toEqual(['p']);
    expect(draft.events).toEqual([]);
  });
});
