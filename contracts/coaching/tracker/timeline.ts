import type { Interview, JourneySummary, PublicationRow, TrackerCycle } from './interview';

// What the tracker and the full journey timeline derive from a client's cycles and interviews: the
// server builds its answers with these, and the web patches an answer it holds with them.

// The parts sent: the publication rows of the timeline.
export const publicationRowsOf = (cycles: readonly Pick<TrackerCycle, '_id' | 'cycle' | 'parts'>[]): PublicationRow[] =>
  cycles.flatMap((c) => c.parts.flatMap((p) => (p.date ? [{ cycleId: c._id, cycle: c.cycle, part: p.part, date: p.date, sentCount: p.sentCount }] : [])));

export type TimelineRange = { start: string; end: string };

// The day a service period closed: its end, or for the last one the signature; null while it runs.
export const serviceClosedAt = (service: { end: string | null }, isLast: boolean, signedDate: string | null): string | null =>
  service.end ?? (isLast && signedDate ? signedDate.slice(0, 10) : null);

// The days one period of the timeline shows: a running service shows what is planned too (upcoming interviews).
export const rangeOf = (service: { start: string; end: string | null }, isLast: boolean, signedDate: string | null): TimelineRange => ({
  start: service.start,
  end: serviceClosedAt(service, isLast, signedDate) ?? '9999-12-31',
});

// The range of a timeline answer, from the fields it carries.
export const timelineRangeOf = (t: { startService: string; endService: string | null; serviceToShow: number; servicesTotal: number; signedDate: string | null }): TimelineRange =>
  rangeOf({ start: t.startService, end: t.endService }, t.serviceToShow === t.servicesTotal, t.signedDate);

const within = (date: string, range: TimelineRange) => date.slice(0, 10) >= range.start.slice(0, 10) && date.slice(0, 10) <= range.end.slice(0, 10);

export const interviewsWithin = <I extends Pick<Interview, 'interviewDate'>>(interviews: readonly I[], range: TimelineRange): I[] => interviews.filter((i) => within(i.interviewDate, range));
export const publicationsWithin = (rows: readonly PublicationRow[], range: TimelineRange): PublicationRow[] => rows.filter((p) => within(p.date, range));
export const summariesWithin = <S extends Pick<JourneySummary, 'date'>>(summaries: readonly S[], range: TimelineRange): S[] => summaries.filter((s) => within(s.date, range));
