import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { mayApprove, startDateOptions } from '../../../contracts/coaching/publishing/publishing';
import { coverLettersOf, cyclesOf, publicationOf, publishDataOf, resumesOf } from './get-publication';

// The fields of getPersonalJourneyData (coaching spec §7) that publishing owns, for one client:
// the journey's answer spreads them beside personaljourney (cycles, publishData). Uploaded CV
// files come by id: the caller signs their links for the reader.
export async function publishingJourneyParts(db: Kysely<Database>, userId: string, now: Date) {
  const [resumes, coverLetters, publish, cycles, publishData] = await Promise.all([resumesOf(db, userId), coverLettersOf(db, userId), publicationOf(db, userId), cyclesOf(db, userId), publishDataOf(db, userId)]);
  return { resumes, coverLetters, publish, cycles, publishData, startDateOptions: startDateOptions(now), mayApprove: mayApprove(publish) };
}
