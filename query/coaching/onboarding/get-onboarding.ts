import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { MEETING_HORIZON_DAYS, percentOf, type Meeting, type StaffSlot } from '../../../contracts/coaching/onboarding/onboarding';

const iso = (value: Date | string) => new Date(value).toISOString();

export type OnboardingRow = {
  completed: { dataChecked: boolean; uploadCV: boolean; firstMeeting: boolean };
  percent: number;
  done: boolean;
  cvFile: { fileId: string; name: string; kind: string; size: number; uploadedAt: string } | null;
  meeting: Meeting | null;
};

// A client's onboarding as the read models have it. A journey past step 0 began before onboarding
// was recorded: its parts count as done.
export async function getOnboardingRow(db: Kysely<Database>, userId: string): Promise<OnboardingRow> {
  const [row, journey] = await Promise.all([
    db.selectFrom('onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('personal_journey').select('current_step').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const started = (journey?.current_step ?? 0) > 0;
  const completed = { dataChecked: started || Boolean(row?.data_checked_at), uploadCV: started || Boolean(row?.cv_file_id), firstMeeting: started || Boolean(row?.meeting_slot_id) };
  const percent = percentOf(completed);
  return {
    completed,
    percent,
    done: percent === 100,
    cvFile: row?.cv_file_id ? { fileId: row.cv_file_id, name: row.cv_file_name ?? '', kind: row.cv_file_kind ?? '', size: row.cv_file_size ?? 0, uploadedAt: iso(row.cv_uploaded_at!) } : null,
    meeting: row?.meeting_slot_id && row.meeting_start && row.meeting_end ? { slotId: row.meeting_slot_id, start: iso(row.meeting_start), end: iso(row.meeting_end) } : null,
  };
}

// The open slots nobody holds, from now to the horizon, earliest first.
export async function getOpenSlots(db: Kysely<Database>, now: Date): Promise<Meeting[]> {
  const rows = await db
    .selectFrom('meeting_slot')
    .select(['slot_id', 'start_at', 'end_at'])
    .where('closed', '=', false)
    .where('booked_by', 'is', null)
    .where('start_at', '>', now)
    .where('start_at', '<', new Date(now.getTime() + MEETING_HORIZON_DAYS * 86_400_000))
    .orderBy('start_at')
    .orderBy('slot_id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ slotId: r.slot_id, start: iso(r.start_at), end: iso(r.end_at) }));
}

// Staff's view: every slot still open from the start of today (UTC), booked or not, with its client.
export async function getStaffSlots(db: Kysely<Database>, now: Date): Promise<StaffSlot[]> {
  const rows = await db
    .selectFrom('meeting_slot as s')
    .leftJoin('user_account as a', 'a.id', 's.booked_by')
    .select(['s.slot_id', 's.start_at', 's.end_at', 's.booked_by', 'a.first_name', 'a.last_name', 'a.email'])
    .where('s.closed', '=', false)
    .where('s.end_at', '>', new Date(now.getTime() - (now.getTime() % 86_400_000)))
    .orderBy('s.start_at')
    .orderBy('s.slot_id')
    .limit(1000)
    .execute();
  return rows.map((r) => ({
    slotId: r.slot_id,
    start: iso(r.start_at),
    end: iso(r.end_at),
    bookedBy: r.booked_by ? { userId: r.booked_by, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(), email: r.email ?? '' } : null,
  }));
}
