import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Registrants } from '../../../contracts/backoffice/events/calls';
import { registrantOfRow } from '../../../contracts/backoffice/events/rows';
import { DEFAULT_LIMIT, type Occurrence, type OccurrenceRef } from '../../../contracts/backoffice/events/webinar';

type Db = Kysely<Database>;
type Counts = { registered: number; waiting: number };

// What the listed occurrences are now: staff's edits and the places taken, in two reads.
async function occurrenceFacts(db: Db, ids: readonly string[]) {
  if (!ids.length) return { edits: new Map(), counts: new Map<string, Counts>() };
  const [edits, counts] = await Promise.all([
    db.selectFrom('event_occurrence').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('event_registrant')
      .select(['occurrence_id', sql<number>`count(*) filter (where not waiting)`.as('registered'), sql<number>`count(*) filter (where waiting)`.as('waiting')])
      .where('occurrence_id', 'in', ids)
      .where('status', '=', 'A')
      .groupBy('occurrence_id')
      .execute(),
  ]);
  return {
    edits: new Map(edits.map((e) => [e.id, e])),
    counts: new Map(counts.map((c) => [c.occurrence_id, { registered: Number(c.registered), waiting: Number(c.waiting) }])),
  };
}

// The occurrences as the page shows them; reveal: whether the host and the link may be told.
export async function getOccurrences(db: Db, refs: readonly OccurrenceRef[], reveal: (ref: OccurrenceRef) => boolean): Promise<Occurrence[]> {
  const { edits, counts } = await occurrenceFacts(db, refs.map((r) => r.occurrenceId));
  return refs.map((ref) => {
    const edit = edits.get(ref.occurrenceId);
    const count = counts.get(ref.occurrenceId) ?? { registered: 0, waiting: 0 };
    const limit = edit?.limit_places ?? DEFAULT_LIMIT;
    const start = ref.start.toUTC();
    const shown = reveal(ref);
    return {
      _id: ref.occurrenceId,
      eventId: ref.webinar.eventUrl,
      date: start.toISO()!,
      end: ref.end.toUTC().toISO()!,
      dateYear: ref.start.year,
      dateMonth: ref.start.month,
      dateDay: ref.start.day,
      status: edit?.status === 'D' ? 'D' : 'A',
      limit,
      registeredCount: count.registered,
      waitingCount: count.waiting,
      placesLeft: Math.max(0, limit - count.registered),
      host: shown ? (edit?.host ?? null) : null,
      googleMeetLink: shown ? (edit?.google_meet_link ?? null) : null,
    };
  });
}

// An occurrence's people: the registered in the order they took their places, the waitlist in its
// order, then the cancelled.
export async function getRegistrants(db: Db, ref: OccurrenceRef): Promise<Registrants> {
  const [occurrence] = await getOccurrences(db, [ref], () => true);
  const rows = await db.selectFrom('event_registrant').selectAll().where('occurrence_id', '=', ref.occurrenceId).orderBy('placed_at').orderBy('id').execute();
  const people = rows.map(registrantOfRow);
  return {
    occurrence: occurrence!,
    registered: people.filter((p) => p.status === 'A' && !p.waiting),
    waitlist: people.filter((p) => p.status === 'A' && p.waiting),
    cancelled: people.filter((p) => p.status === 'D'),
  };
}

// The registration an id and its code name (none for a wrong code), with its place on the waitlist.
export async function getRegistration(db: Db, id: string, code: string) {
  const row = await db.selectFrom('event_registrant').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.code !== code) return null;
  const ahead =
    row.status === 'A' && row.waiting
      ? await db
          .selectFrom('event_registrant')
          .select(sql<number>`count(*)`.as('n'))
          .where('occurrence_id', '=', row.occurrence_id)
          .where('status', '=', 'A')
          .where('waiting', '=', true)
          .where((eb) => eb.or([eb('placed_at', '<', row.placed_at), eb.and([eb('placed_at', '=', row.placed_at), eb('id', '<', row.id)])]))
          .executeTakeFirst()
      : null;
  return { row, registrant: registrantOfRow(row), waitingPosition: ahead ? Number(ahead.n) + 1 : null };
}

// The registrations of an email (an account deleted takes them with it).
export const registrationsOfEmail = (db: Db, email: string) => db.selectFrom('event_registrant').select(['id']).where('email', '=', email.toLowerCase()).execute();
