import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { CoverLetter, Resume } from '../../../contracts/coaching/documents/documents';

type Db = Kysely<Database>;

// A CV as read: an uploaded one names its file, whose link the caller signs for whoever sees it.
export type ResumeEntry = Omit<Resume, 'uploaded'> & { fileId: string | null };

type ResumeRow = Selectable<Database['publish_resume']>;
type LetterRow = Selectable<Database['publish_cover_letter']>;

// A client's CV rows and cover letter rows, deleted ones included, oldest first.
export const resumeRowsOf = (db: Db, userId: string, shown = false): Promise<ResumeRow[]> =>
  db.selectFrom('publish_resume').selectAll().where('user_id', '=', userId).$if(shown, (q) => q.where('is_deleted', '=', false)).orderBy('added_at').orderBy('resume_id').execute();
export const letterRowsOf = (db: Db, userId: string, shown = false): Promise<LetterRow[]> =>
  db.selectFrom('publish_cover_letter').selectAll().where('user_id', '=', userId).$if(shown, (q) => q.where('is_deleted', '=', false)).orderBy('created_at').orderBy('cover_letter_id').execute();

export const resumesFrom = (rows: readonly ResumeRow[]): ResumeEntry[] =>
  rows.filter((r) => !r.is_deleted).map((r) => ({ id: r.resume_id, title: r.title, link: r.link, fileId: r.file_id, picked: r.picked, isDeleted: r.is_deleted }));
export const coverLettersFrom = (rows: readonly LetterRow[]): CoverLetter[] =>
  rows.filter((r) => !r.is_deleted).map((r) => ({ id: r.cover_letter_id, title: r.title, content: r.content, link: r.link, picked: r.picked, isDeleted: r.is_deleted }));

// A client's CV links, oldest first, without the deleted ones.
export const resumesOf = async (db: Db, userId: string): Promise<ResumeEntry[]> => resumesFrom(await resumeRowsOf(db, userId, true));

// A client's cover letters, oldest first; deleted ones are hidden.
export const coverLettersOf = async (db: Db, userId: string): Promise<CoverLetter[]> => coverLettersFrom(await letterRowsOf(db, userId, true));
