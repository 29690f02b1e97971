import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Cycle, PublishData, PublishState } from '../../../contracts/coaching/publication/publication';
import type { PublishCyclePart } from '../../../contracts/coaching/publication/tables';

type Db = Kysely<Database>;
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

// the documents' rows (coaching/documents) the publication reads beside its own
type ResumeRow = Selectable<Database['publish_resume']>;
type LetterRow = Selectable<Database['publish_cover_letter']>;
type PublicationRow = Selectable<Database['publication']>;
type AccountName = { first_name: string | null; last_name: string | null };

export const noPublication: PublishState = {
  publishId: null, status: 'new', isPublish: false, isPublishApproved: false, isNeedTest: null, lastTestId: null, testSentAt: null, beginPublish: null, publishApproveDate: null,
  publishDeclineReason: null, autoPutOnPublishList: true, isPublishUpdateNeeded: false, excludeList: [], active_cycle: null, numberOfCycles: 0,
};

// Where a client's publication stands; an update is needed when the picked cover letter or CV is
// not the one approved, or was saved since.
export async function publicationOf(db: Db, userId: string): Promise<PublishState> {
  const row = await db.selectFrom('publication').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return noPublication;
  const [letter, resume] = await Promise.all([
    db.selectFrom('publish_cover_letter').select(['cover_letter_id', 'saved_at']).where('user_id', '=', userId).where('picked', '=', true).executeTakeFirst(),
    db.selectFrom('publish_resume').select('resume_id').where('user_id', '=', userId).where('picked', '=', true).executeTakeFirst(),
  ]);
  return publicationFrom(row, letter, resume);
}

// The same from rows already read: the picked cover letter and CV, deleted or not.
export function publicationFrom(
  row: PublicationRow | undefined,
  letter: Pick<LetterRow, 'cover_letter_id' | 'saved_at'> | undefined,
  resume: Pick<ResumeRow, 'resume_id'> | undefined,
): PublishState {
  if (!row) return noPublication;
  const approvedAt = row.data_taken_at ? new Date(row.data_taken_at).getTime() : null;
  const changed =
    approvedAt !== null &&
    ((letter && (letter.cover_letter_id !== row.cover_letter_id || new Date(letter.saved_at).getTime() > approvedAt)) || (resume !== undefined && resume.resume_id !== row.resume_id));
  return {
    publishId: row.publish_id,
    status: row.status as PublishState['status'],
    isPublish: row.is_publish,
    isPublishApproved: row.status === 'approved',
    isNeedTest: row.is_need_test,
    lastTestId: row.last_test_id,
    testSentAt: iso(row.test_sent_at),
    beginPublish: row.begin_publish,
    publishApproveDate: iso(row.approved_at),
    publishDeclineReason: row.decline_reason,
    autoPutOnPublishList: row.auto_put_on_publish_list,
    isPublishUpdateNeeded: Boolean(row.is_publish && changed),
    excludeList: row.exclude_list as string[],
    active_cycle: row.active_cycle,
    numberOfCycles: row.number_of_cycles,
  };
}

export async function cyclesOf(db: Db, userId: string): Promise<Cycle[]> {
  const rows = await db.selectFrom('publish_cycle').selectAll().where('user_id', '=', userId).orderBy('cycle').execute();
  return rows.map((r) => ({ _id: r.cycle_id, cycle: r.cycle, status: r.status === 'CLOSED' ? 'CLOSED' : 'open', publishId: r.publish_id, firstSent: iso(r.first_sent), parts: r.parts as PublishCyclePart[] }));
}

// The publish data as read: when the CV is an uploaded file, CVUrl is empty and cvFileId names the
// file, whose link the sender signs at the moment it shows or sends it.
export type PublishSource = PublishData & { cvFileId: string | null };

// The names a publish mails: those the client confirmed in the journey's data check, else the
// account's.
export const publishNamesOf = (db: Db, userId: string): Promise<AccountName | undefined> =>
  db
    .selectFrom('user_account as a')
    .leftJoin('personal_journey as j', 'j.user_id', 'a.id')
    .select((eb) => [eb.fn.coalesce('j.first_name', 'a.first_name').as('first_name'), eb.fn.coalesce('j.last_name', 'a.last_name').as('last_name')])
    .where('a.id', '=', userId)
    .executeTakeFirst();

// What a part or a test mails (coaching spec §3 Publish data): the approved cover letter and CV,
// else the picked ones; null when either is missing.
export async function publishDataOf(db: Db, userId: string): Promise<PublishSource | null> {
  const [account, publication] = await Promise.all([
    publishNamesOf(db, userId),
    db.selectFrom('publication').select(['cover_letter_id', 'resume_id']).where('user_id', '=', userId).executeTakeFirst(),
  ]);
  let letterQuery = db.selectFrom('publish_cover_letter').select(['title', 'content']).where('user_id', '=', userId).where('is_deleted', '=', false);
  letterQuery = publication?.cover_letter_id ? letterQuery.where('cover_letter_id', '=', publication.cover_letter_id) : letterQuery.where('picked', '=', true);
  let resumeQuery = db.selectFrom('publish_resume').select(['link', 'file_id']).where('user_id', '=', userId).where('is_deleted', '=', false);
  resumeQuery = publication?.resume_id ? resumeQuery.where('resume_id', '=', publication.resume_id) : resumeQuery.orderBy('picked', 'desc').orderBy('added_at');
  const [letter, resume] = await Promise.all([letterQuery.executeTakeFirst(), resumeQuery.limit(1).executeTakeFirst()]);
  return publishSource(account, letter, resume);
}

// The same from a client's rows already read (every CV and cover letter, oldest first).
export function publishDataFrom(
  account: AccountName | undefined,
  publication: Pick<PublicationRow, 'cover_letter_id' | 'resume_id'> | undefined,
  letters: readonly LetterRow[],
  resumes: readonly ResumeRow[],
): PublishSource | null {
  const shownLetters = letters.filter((l) => !l.is_deleted);
  const shownResumes = resumes.filter((r) => !r.is_deleted);
  const letter = publication?.cover_letter_id ? shownLetters.find((l) => l.cover_letter_id === publication.cover_letter_id) : shownLetters.find((l) => l.picked);
  const resume = publication?.resume_id ? shownResumes.find((r) => r.resume_id === publication.resume_id) : (shownResumes.find((r) => r.picked) ?? shownResumes[0]);
  return publishSource(account, letter, resume);
}

function publishSource(
  account: AccountName | undefined,
  letter: Pick<LetterRow, 'title' | 'content'> | undefined,
  resume: Pick<ResumeRow, 'link' | 'file_id'> | undefined,
): PublishSource | null {
  if (!account || !letter || !resume) return null;
  const first = account.first_name ?? '';
  const last = account.last_name ?? '';
  return { emailTitle: letter.title || `${first} ${last}`.trim(), coverLetter: letter.content, CVUrl: resume.link, cvFileId: resume.file_id, first_name: first, last_name: last };
}
