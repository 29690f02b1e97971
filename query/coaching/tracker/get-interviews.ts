import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import { isMainProcess, type Interview, type InterviewGroup, type TrackerCycle } from '../../../contracts/coaching/tracker/interview';
import { upcomingFirst } from '../../../contracts/coaching/tracker/rules';
import type { StoredSummaryEntry, TrackerInterviewTable } from '../../../contracts/coaching/tracker/tables';
import { cyclesOf } from '../publication/get-publication';

type Db = Kysely<Database>;
const nameOf = (a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`.trim();

// People's names by id, as their accounts read now.
export async function namesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('user_account').select(['id', 'first_name', 'last_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, nameOf(r)]));
}

// A client's publication cycles (publishing's) with the manager's comment and the rating on each.
export async function trackerCyclesOf(db: Db, userId: string): Promise<TrackerCycle[]> {
  const [cycles, notes] = await Promise.all([cyclesOf(db, userId), db.selectFrom('tracker_cycle_note').selectAll().where('user_id', '=', userId).execute()]);
  const names = await namesOf(db, notes.flatMap((n) => (n.summary_author ? [n.summary_author] : [])));
  const byCycle = new Map(notes.map((n) => [n.cycle_id, n]));
  return cycles.map((c, i) => {
    const note = byCycle.get(c._id);
    return {
      ...c,
      position: i + 1,
      csComment: note?.cs_comment ?? null,
      summaryDate: note?.summary_date ?? null,
      summaryAuthor: note?.summary_author ? (names.get(note.summary_author) ?? null) : null,
      rating: note?.rating ?? null,
    };
  });
}

// The cycle running at a moment: the latest whose first part went out by then.
function cycleAt(cycles: readonly TrackerCycle[], date: string): TrackerCycle | null {
  let found: TrackerCycle | null = null;
  for (const c of cycles) if (c.firstSent && c.firstSent.slice(0, 10) <= date.slice(0, 10)) found = c;
  return found;
}

const withNames = (entries: StoredSummaryEntry[], names: Map<string, string>) => entries.map((e) => ({ ...e, by: names.get(e.by) ?? '' }));

function interviewOf(r: Selectable<TrackerInterviewTable>, cycles: readonly TrackerCycle[], offers: ReadonlySet<string>, names: Map<string, string>): Interview {
  const cycle = cycleAt(cycles, r.interview_date);
  return {
    _id: r.interview_id,
    userId: r.user_id,
    company: r.company,
    companyUrl: r.company_url,
    title: r.title,
    titleGroup: r.title_group,
    titleCategories: r.title_categories,
    seniorityLevel: r.seniority_level,
    interviewDate: r.interview_date,
    type: r.type,
    channel: r.channel,
    isApproach: r.is_approach,
    assignmentType: r.assignment_type,
    reviewFreeText: r.review_free_text,
    csComment: r.cs_comment,
    location: r.location,
    interviewerName: r.interviewer_name,
    interviewerEmail: r.interviewer_email,
    interviewerPhone: r.interviewer_phone,
    contact: r.contact,
    status: r.status,
    feedback: r.feedback,
    offer: offers.has(r.company.trim().toLowerCase()),
    position: r.position,
    dateCreated: new Date(r.created_at).toISOString(),
    clientSummary: withNames(r.client_summary, names),
    managerSummary: withNames(r.manager_summary, names),
    ratings: r.ratings,
    cycleId: cycle?._id ?? null,
    cycle: cycle?.position ?? null,
  };
}

// A client's interviews, upcoming first. offers: the companies (lower case) the client has an offer from.
export async function interviewsOf(db: Db, userId: string, now: Date, cycles: readonly TrackerCycle[], offers: ReadonlySet<string> = new Set()): Promise<Interview[]> {
  const rows = await db.selectFrom('tracker_interview').selectAll().where('user_id', '=', userId).execute();
  const names = await namesOf(db, rows.flatMap((r) => [...r.client_summary, ...r.manager_summary].map((e) => e.by)));
  return upcomingFirst(
    rows.map((r) => interviewOf(r, cycles, offers, names)),
    now,
  );
}

// One group per company: its interviews newest first; groups with an upcoming interview first
// (soonest first), then the rest, the most recent first.
export function groupsOf(interviews: readonly Interview[], now: Date): InterviewGroup[] {
  const byCompany = new Map<string, Interview[]>();
  for (const i of interviews) {
    const key = i.company.trim().toLowerCase();
    byCompany.set(key, [...(byCompany.get(key) ?? []), i]);
  }
  const today = now.toISOString().slice(0, 10);
  const groups = [...byCompany.values()].map((list) => {
    const sorted = [...list].sort((a, b) => b.interviewDate.localeCompare(a.interviewDate) || b.position - a.position);
    const upcoming = sorted.filter((i) => i.interviewDate.slice(0, 10) >= today);
    const newest = sorted[0]!;
    return {
      _id: newest.company,
      date: newest.interviewDate,
      status: newest.status,
      interviews: sorted,
      mainProcess: isMainProcess(sorted),
      upcoming: upcoming.length > 0,
      soonest: upcoming.at(-1)?.interviewDate ?? '',
    };
  });
  groups.sort((a, b) => (a.upcoming !== b.upcoming ? (a.upcoming ? -1 : 1) : a.upcoming ? a.soonest.localeCompare(b.soonest) : b.date.localeCompare(a.date)));
  return groups.map(({ soonest: _soonest, ...group }) => group);
}

export async function companiesStartingWith(db: Db, search: string): Promise<{ name: string; url: string | null }[]> {
  const prefix = search.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db.selectFrom('tracker_company').select(['name', 'url']).where('name_key', 'like', `${prefix}%`).orderBy('name_key').limit(200).execute();
}
