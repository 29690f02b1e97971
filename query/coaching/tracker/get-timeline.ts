import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JourneySummary, TrackerCycle } from '../../../contracts/coaching/tracker/interview';
import { rangeOf, serviceClosedAt } from '../../../contracts/coaching/tracker/timeline';
import { serviceDays } from '../../../contracts/coaching/tracker/lists';
import type { PersonalJourney } from '../../../contracts/coaching/journey/journey';
import { namesOf } from './get-interviews';

type Db = Kysely<Database>;
type Range = { start: string; end: string | null };

// The journey's service periods, sorted by start; a journey without any has one, from
// beginServiceDate (or its creation) to signedDate.
export function servicesOf(journey: Pick<PersonalJourney, 'services' | 'beginServiceDate' | 'dateCreated' | 'signedDate'>): Range[] {
  const listed = [...journey.services].sort((a, b) => a.start.localeCompare(b.start));
  if (listed.length > 0) return listed;
  return [{ start: (journey.beginServiceDate ?? journey.dateCreated).slice(0, 10), end: journey.signedDate ? journey.signedDate.slice(0, 10) : null }];
}

// One service period of the timeline: what happened in it, and its days without the freezes.
export function serviceWindow(
  journey: Pick<PersonalJourney, 'services' | 'beginServiceDate' | 'dateCreated' | 'signedDate' | 'freezeHistory'>,
  serviceToShow: number | undefined,
  now: Date,
) {
  const services = servicesOf(journey);
  const index = Math.min(Math.max((serviceToShow ?? services.length) - 1, 0), services.length - 1);
  const service = services[index]!;
  const today = now.toISOString().slice(0, 10);
  const isLast = index === services.length - 1;
  const end = serviceClosedAt(service, isLast, journey.signedDate) ?? today;
  const range = rangeOf(service, isLast, journey.signedDate);
  const freezes = journey.freezeHistory.filter((f) => f.start.slice(0, 10) <= end && (f.end ?? today).slice(0, 10) >= service.start.slice(0, 10));
  return { services, serviceToShow: index + 1, service, range, freezes, days: serviceDays(`${service.start.slice(0, 10)}T00:00:00Z`, `${end}T00:00:00Z`, freezes.map((f) => ({ start: f.start, end: f.end ?? `${today}T00:00:00Z` }))) };
}

// The manager summaries of a client's timeline, by date, with their authors' names.
export async function journeySummariesOf(db: Db, userId: string, cycles: readonly TrackerCycle[]): Promise<JourneySummary[]> {
  const rows = await db.selectFrom('tracker_journey_summary').selectAll().where('user_id', '=', userId).orderBy('date').orderBy('written_at').execute();
  const names = await namesOf(db, rows.map((r) => r.author_id));
  const positions = new Map(cycles.map((c) => [c._id, c.position]));
  return rows.map((r, index) => ({
    _id: r.summary_id,
    summaryId: r.summary_id,
    title: r.title,
    date: r.date,
    comment: r.comment,
    author: names.get(r.author_id) ?? '',
    cycleId: r.cycle_id,
    cyclePosition: r.cycle_id ? (positions.get(r.cycle_id) ?? null) : null,
    index,
  }));
}
