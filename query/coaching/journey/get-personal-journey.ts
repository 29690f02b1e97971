import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { JourneyComment, JourneyOwn } from '../../../contracts/coaching/journey/journey';
import type { StoredComment, StoredMidService } from '../../../contracts/coaching/journey/tables';
import { staffFlagColumns } from '../../../contracts/identity/users/tables';

const nameOf = (a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`.trim();
const isoOf = (value: Date | string) => new Date(value).toISOString();

// The staff accounts a journey's manager is chosen from.
export async function getStaffMembers(db: Kysely<Database>): Promise<{ _id: string; name: string; email: string }[]> {
  const rows = await db
    .selectFrom('user_account')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where((eb) => eb.or(staffFlagColumns.map((column) => eb(column, '=', true))))
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ _id: r.id, name: nameOf(r), email: r.email }));
}

type Author = { id: string; email: string; first_name: string; last_name: string };

// Comments with their authors' emails and names as the accounts read now.
const byAuthors = (comments: readonly StoredComment[], authors: readonly Author[]): JourneyComment[] =>
  comments.map((c) => {
    const author = authors.find((a) => a.id === c.authorId);
    return { id: c.id, authorId: c.authorId, author: author?.email ?? '', authorName: author ? nameOf(author) : '', content: c.content, date: c.date, edited: c.edited };
  });

async function withAuthors(db: Kysely<Database>, comments: readonly StoredComment[]): Promise<JourneyComment[]> {
  const ids = [...new Set(comments.map((c) => c.authorId))];
  return byAuthors(comments, ids.length ? await db.selectFrom('user_account').select(['id', 'email', 'first_name', 'last_name']).where('id', 'in', ids).execute() : []);
}

export async function getJourneyComments(db: Kysely<Database>, userId: string): Promise<JourneyComment[]> {
  const row = await db.selectFrom('personal_journey').select('comments').where('user_id', '=', userId).executeTakeFirst();
  return withAuthors(db, row?.comments ?? []);
}

const onboardingDone = (step: number, o: { data_checked_at: unknown; cv_file_id: string | null; meeting_slot_id: string | null }) => ({
  dataChecked: step > 0 || o.data_checked_at !== null,
  uploadCV: step > 0 || o.cv_file_id !== null,
  firstMeeting: step > 0 || o.meeting_slot_id !== null,
});

const noAnswer: StoredMidService = { status: null, title: null, company: null, location: null, salary: null, salaryCurrency: null, salaryFrequency: null, dateStart: null, description: null };

// A person's journey: the read model's row over their account (a journey nobody has changed yet
// reads as the account with the journey's defaults). null when there is no such account. One
// statement, the comments' authors included: the journey page opens on it, and every statement more
// is another round trip to the database.
// cvFileId: the CV file uploaded in the onboarding, whose link the caller signs for the reader.
export type StoredJourney = JourneyOwn & { cvFileId: string | null; CVUrlUploadTime: string | null };

export async function getPersonalJourney(db: Kysely<Database>, userId: string): Promise<StoredJourney | null> {
  const row = await db
    .selectFrom('user_account as a')
    .leftJoin('personal_journey as j', 'j.user_id', 'a.id')
    .leftJoin('user_account as m', 'm.id', 'j.cs_manager')
    .leftJoin('onboarding as o', 'o.user_id', 'a.id')
    .selectAll('j')
    .select(['a.id as account_id', 'a.email as account_email', 'a.first_name as account_first_name', 'a.last_name as account_last_name', 'a.phone as account_phone'])
    .select(['a.title as account_title', 'a.seniority_level as account_seniority', 'a.lookingforwork as account_looking', 'a.card_color', 'a.created_at as account_created'])
    .select(['m.first_name as manager_first_name', 'm.last_name as manager_last_name'])
    .select(['o.data_checked_at', 'o.cv_file_id', 'o.cv_uploaded_at', 'o.meeting_slot_id'])
    .select(
      sql<Author[] | null>`(SELECT json_agg(json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name))
        FROM user_account u WHERE u.id IN (SELECT c->>'authorId' FROM jsonb_array_elements(j.comments) c))`.as('comment_authors'),
    )
    .where('a.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const mid = (row.mid_service as StoredMidService | null) ?? null;
  return {
    _id: row.account_id,
    userId: row.account_id,
    first_name: row.first_name ?? row.account_first_name,
    last_name: row.last_name ?? row.account_last_name,
    email: row.email ?? row.account_email,
    phone: row.phone ?? row.account_phone,
    title: row.title ?? row.account_title,
    titleGroup: row.title_group ?? null,
    titleCategories: row.title_categories ?? [],
    seniorityLevel: row.seniority_level ?? row.account_seniority,
    lookingforwork: row.lookingforwork ?? row.account_looking,
    plan: row.plan ?? null,
    status: row.status ?? null,
    csManager: row.cs_manager ?? null,
    csManagerName: row.manager_first_name ? `${row.manager_first_name} ${row.manager_last_name ?? ''}`.trim() : null,
    card_color: row.card_color,
    currentStep: row.current_step ?? 0,
    // the onboarding's parts as the client went through them; a journey past step 0 began before onboarding was recorded
    completed: onboardingDone(row.current_step ?? 0, row),
    services: row.services ?? [],
    beginServiceDate: row.begin_service_date ?? null,
    dateCreated: isoOf(row.created_at ?? row.account_created),
    signedDate: row.signed_date ?? null,
    cyclesLimit: row.cycles_limit ?? 5,
    cyclesLimitExtra: row.cycles_limit_extra ?? 0,
    safetyNetExpireDate: row.safety_net_expire_date ?? null,
    safetyNetActive: row.safety_net_active ?? false,
    safetyNetActivatingDate: row.safety_net_activating_date ?? null,
    isSendFoundJobEmail: row.is_send_found_job_email ?? false,
    isAddToRecruitersList: row.is_add_to_recruiters_list ?? false,
    sendCVFromDate: row.send_cv_from_date ?? null,
    journeyLink: row.journey_link ?? '',
    // the card provider's subscription is not connected: no id, no instalments
    subscriptionId: null,
    isSubscriptionClosed: row.is_subscription_closed ?? false,
    subscriptionEndDate: row.subscription_end_date ?? null,
    tashlumim: null,
    hideSubscriptionCloseButton: row.hide_subscription_close_button ?? false,
    freezeHistory: row.freeze_history ?? [],
    comments: byAuthors(row.comments ?? [], row.comment_authors ?? []),
    questionnaireComments: row.questionnaire_comments ?? '',
    midServiceQuestionnaire: { ...(mid ?? noAnswer), status: (mid?.status as 'Employed' | 'Not employed' | null) ?? null, jobAnswered: mid !== null },
    isMidServiceQuestionnaire: row.is_mid_service_questionnaire ?? false,
    sawExplenations: row.saw_explenations ?? false,
    excludeList: row.exclude_list ?? [],
    cvFileId: row.cv_file_id ?? null,
    CVUrlUploadTime: row.cv_uploaded_at ? isoOf(row.cv_uploaded_at) : null,
  };
}
