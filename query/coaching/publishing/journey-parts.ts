import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { mayApprove, startDateOptions } from '../../../contracts/coaching/publishing/publishing';
import { coverLettersFrom, publishNamesOf, cyclesOf, letterRowsOf, publicationFrom, publishDataFrom, resumeRowsOf, resumesFrom } from './get-publication';

// The fields of getPersonalJourneyData (coaching spec §7) that publishing owns, for one client:
// the journey's answer spreads them beside personaljourney (cycles, publishData). Uploaded CV
// files come by id: the caller signs their links for the reader.
// Read with every journey: the client's rows in one round, five statements, the rest derived.
export async function publishingJourneyParts(db: Kysely<Database>, userId: string, now: Date) {
  const [resumeRows, letterRows, publication, cycles, account] = await Promise.all([
    resumeRowsOf(db, userId),
    letterRowsOf(db, userId),
    db.selectFrom('publication').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    cyclesOf(db, userId),
    publishNamesOf(db, userId),
  ]);
  const publish = publicationFrom(publication, letterRows.find((l) => l.picked), resumeRows.find((r) => r.picked));
  const publishData = publishDataFrom(account, publication, letterRows, resumeRows);
  return { resumes: resumesFrom(resumeRows), coverLetters: coverLettersFrom(letterRows), publish, cycles, publishData, startDateOptions: startDateOptions(now), mayApprove: mayApprove(publish) };
}
