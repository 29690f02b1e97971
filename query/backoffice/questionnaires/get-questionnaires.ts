import { sql, type Kysely, type SqlBool } from 'kysely';
import { DateTime } from 'luxon';
import { tableQueryOf, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import type { UploadStore } from '../../../contracts/core/uploads';
import { FOLLOW_UP_ZONE } from '../../../contracts/backoffice/leads/lead';
import { answerFields, type QuestionnaireRow } from '../../../contracts/backoffice/questionnaires/questionnaire';
import { questionnairesTable } from '../../../contracts/backoffice/questionnaires/questionnaires-table';
import { tableColumn, tablePage, type TableSource } from '../../core/data-table';

type Db = Kysely<Database>;
type Row = { _id: string; timestamp: Date | string; fullName: string; email: string; phone: string; status: string; contacted: boolean; jobTitle: string; city: string; meetingStart: Date | string | null; linkSource: string; answers: Record<string, unknown>; leadId: string | null; meetingSlotId: string | null; meetingEnd: Date | string | null; cvFileId: string | null; cvFileName: string | null };

const dayStart = (day: string) => DateTime.fromISO(day, { zone: FOLLOW_UP_ZONE }).startOf('day').toJSDate();
const dayEnd = (day: string) => DateTime.fromISO(day, { zone: FOLLOW_UP_ZONE }).startOf('day').plus({ days: 1 }).toJSDate();

const source: TableSource<typeof questionnairesTable.filters, Row> = {
  rows: (db) =>
    db
      .selectFrom('intake_questionnaire as q')
      .select([
        'q.id as _id',
        'q.submitted_at as timestamp',
        'q.full_name as fullName',
        'q.email as email',
        'q.phone as phone',
        'q.status as status',
        'q.contacted as contacted',
        sql<string>`coalesce(q.answers->>'jobTitle', '')`.as('jobTitle'),
        sql<string>`coalesce(q.answers->>'city', '')`.as('city'),
        'q.meeting_start as meetingStart',
        sql<string>`coalesce(q.answers->>'linkSource', '')`.as('linkSource'),
        'q.answers as answers',
        'q.lead_id as leadId',
        'q.meeting_slot_id as meetingSlotId',
        'q.meeting_end as meetingEnd',
        'q.cv_file_id as cvFileId',
        'q.cv_file_name as cvFileName',
      ])
      .as('t'),
  filters: {
    from: (from) => sql<SqlBool>`${tableColumn('timestamp')} >= ${dayStart(from)}`,
    to: (to) => sql<SqlBool>`${tableColumn('timestamp')} < ${dayEnd(to)}`,
  },
};

const iso = (d: Date | string) => new Date(d).toISOString();

// The answers as the contract shapes them (a field never answered reads as its default).
const notText: readonly string[] = ['age', 'isWorking', 'jobSearchMonths', 'interviews', 'currentSalary', 'wishedSalary'];
const answersOf = (stored: Record<string, unknown>) => Object.fromEntries(answerFields.map((f) => [f, stored[f] ?? (notText.includes(f) ? null : '')]));

const toQuestionnaire = (r: Row, uploads: UploadStore, now: Date): QuestionnaireRow & { meetingStart: string | null } =>
  ({
    ...answersOf(r.answers),
    _id: r._id,
    timestamp: iso(r.timestamp),
    status: r.status,
    contacted: r.contacted,
    meeting: r.meetingSlotId && r.meetingStart && r.meetingEnd ? { slotId: r.meetingSlotId, start: iso(r.meetingStart), end: iso(r.meetingEnd) } : null,
    meetingStart: r.meetingStart ? iso(r.meetingStart) : null,
    cvFile: r.cvFileId ? { name: r.cvFileName ?? 'cv', url: uploads.link(r.cvFileId, now) } : null,
    leadId: r.leadId,
  }) as QuestionnaireRow & { meetingStart: string | null };

export async function getQuestionnairesPage(db: Db, uploads: UploadStore, now: Date, input: TableInputOf<typeof questionnairesTable>) {
  const page = await tablePage(db, questionnairesTable, source, tableQueryOf(questionnairesTable, input));
  return { data: page.rows.map((r) => toQuestionnaire(r, uploads, now)), count: page.count };
}

export async function getQuestionnaire(db: Db, uploads: UploadStore, now: Date, questionnaireId: string): Promise<QuestionnaireRow | null> {
  const row = await db.selectFrom(source.rows(db)).selectAll('t').where('t._id', '=', questionnaireId).executeTakeFirst();
  if (!row) return null;
  const { meetingStart: _start, ...questionnaire } = toQuestionnaire(row as Row, uploads, now);
  return questionnaire;
}

export async function getNotifyList(db: Db): Promise<string[]> {
  const row = await db.selectFrom('questionnaire_notify_list').select('emails').where('id', '=', 'list').executeTakeFirst();
  return row?.emails ?? [];
}

export async function getLastQuestionnaireDate(db: Db): Promise<string | null> {
  const row = await db.selectFrom('intake_questionnaire').select(sql<Date | null>`max(submitted_at)`.as('last')).executeTakeFirst();
  return row?.last ? iso(row.last) : null;
}

// Counts by status and by week (Sunday to Saturday on Israel's clock) of the questionnaires sent in a range.
export async function getQuestionnairesStats(db: Db, from: Date, to: Date) {
  const base = db.selectFrom('intake_questionnaire').where('submitted_at', '>=', from).where('submitted_at', '<', to);
  const [byStatus, byDay] = await Promise.all([
    base.select(['status', sql<number>`count(*)::int`.as('count')]).groupBy('status').orderBy('status').execute(),
    base.select([sql<string>`to_char(submitted_at AT TIME ZONE ${FOLLOW_UP_ZONE}, 'YYYY-MM-DD')`.as('day'), sql<number>`count(*)::int`.as('count')]).groupBy(sql`1`).execute(),
  ]);
  const weeks = new Map<string, number>();
  for (const { day, count } of byDay) {
    const d = DateTime.fromISO(day, { zone: FOLLOW_UP_ZONE });
    const sunday = d.minus({ days: d.weekday % 7 }).toISODate()!;
    weeks.set(sunday, (weeks.get(sunday) ?? 0) + count);
  }
  return {
    total: byStatus.reduce((n, s) => n + s.count, 0),
    byStatus: byStatus.map((s) => ({ status: s.status, count: s.count })),
    byWeek: [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([week, count]) => ({ week, count })),
  };
}

// The onboarding meeting slots still free, by who opened them, soonest first.
export async function freeMeetingSlots(db: Db, now: Date) {
  const rows = await db
    .selectFrom('meeting_slot as s')
    .leftJoin('user_account as a', 'a.id', 's.opened_by')
    .select(['s.slot_id', 's.start_at', 's.end_at', 's.opened_by', 'a.first_name', 'a.last_name', 'a.email'])
    .where('s.booked_by', 'is', null)
    .where('s.closed', '=', false)
    .where('s.start_at', '>', now)
    .orderBy('s.start_at')
    .orderBy('s.slot_id')
    .execute();
  const calendars = new Map<string, { staffId: string | null; name: string; slots: { slotId: string; start: string; end: string }[] }>();
  for (const r of rows) {
    const key = r.opened_by ?? '';
    const calendar = calendars.get(key) ?? { staffId: r.opened_by, name: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : (r.email ?? ''), slots: [] };
    calendar.slots.push({ slotId: r.slot_id, start: iso(r.start_at), end: iso(r.end_at) });
    calendars.set(key, calendar);
  }
  return [...calendars.values()];
}
