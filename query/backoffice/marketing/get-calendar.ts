import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { CalendarAnswer, CalendarInput } from '../../../contracts/backoffice/marketing/calls';
import { CALENDAR_PAGE_SIZE, DEFAULT_PLATFORM, daysFrom } from '../../../contracts/backoffice/marketing/marketing';
import { calendarEventsCells } from '../../../contracts/backoffice/marketing/calendar-cells';
import { calendarEventOf } from '../../../contracts/backoffice/marketing/calendar-event';

// A platform's dated events of some days (the week), by time; in the data view one page of them.
// With the plan's weekly slots and how many dated events the days hold.
export async function getCalendar(db: Kysely<Database>, input: CalendarInput): Promise<CalendarAnswer> {
  const system = input.system ?? DEFAULT_PLATFORM;
  const page = input.page ?? 1;
  const dated = db.selectFrom('marketing_event').where('system', '=', system).where('is_plan', '=', false).where('date', '>=', input.startDate).where('date', '<=', input.endDate);
  const paged = input.view === 'data';
  let events = dated.selectAll().orderBy('date').orderBy('time_hours').orderBy('time_minutes').orderBy('id');
  if (paged) events = events.limit(CALENDAR_PAGE_SIZE).offset((page - 1) * CALENDAR_PAGE_SIZE);
  const [rows, plan, counted] = await Promise.all([
    events.execute(),
    db.selectFrom('marketing_event').selectAll().where('system', '=', system).where('is_plan', '=', true).orderBy('week_day').orderBy('time_hours').orderBy('time_minutes').orderBy('id').execute(),
    paged ? dated.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow() : null,
  ]);
  return {
    count: counted ? Number(counted.n) : rows.length,
    dates: daysFrom(input.startDate, input.endDate),
    events: rows.map(calendarEventOf),
    eventsPlan: plan.map(calendarEventOf),
    cells: calendarEventsCells,
    page,
    pageSize: paged ? CALENDAR_PAGE_SIZE : rows.length,
  };
}
