import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { mayApprove, startDateOptions } from '../../../contracts/coaching/publication/publication';
import { cyclesOf, publicationFrom, publishDataFrom, publishNamesOf } from '../publication/get-publication';
import { coverLettersFrom, letterRowsOf, resumeRowsOf, resumesFrom } from './documents';

// The client's combined read (getJourneyPublishing), the fields of getPersonalJourneyData (coaching
// spec §7) the documents and the publication own, for one client: the journey's answer spreads them
// beside personaljourney (cycles, publishData). Uploaded CV files come by id: the caller signs their
// links for the reader.
// Read with every journey: the client's rows in one round, five statements, the rest derived.
export async function publishingJourneyParts(db: Kysely<Database>, userId: string, now: Date) {
  const [resumeRows, letterRows, publication, cycles, account, nextCell] = await Promise.all([
    resumeRowsOf(db, userId),
    letterRowsOf(db, userId),
    db.selectFrom('publication').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    cyclesOf(db, userId),
    publishNamesOf(db, userId),
    // the next part on the grid, not sent yet
    db.selectFrom('publish_cell').select(['part', 'publish_time']).where('user_id', '=', userId).where('removed', '=', false).where('status', '=', 'READY').orderBy('run_at').limit(1).executeTakeFirst(),
  ]);
  const publish = publicationFrom(publication, letterRows.find((l) => l.picked), resumeRows.find((r) => r.picked));
  const publishData = publishDataFrom(account, publication, letterRows, resumeRows);
  const upcomingPublish = nextCell ? { part: nextCell.part, timeHours: Number(nextCell.publish_time.slice(0, 2)), timeMinutes: Number(nextCell.publish_time.slice(3, 5)) } : null;
  return { resumes: resumesFrom(resumeRows), coverLetters: coverLettersFrom(letterRows), publish, cycles, publishData, startDateOptions: startDateOptions(now), mayApprove: mayApprove(publish), upcomingPublish };
}
