import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { HistoryEntry } from '../../../contracts/core/history-entry';
import { journeyStreamId } from '../../../contracts/coaching/journey/ids';
import { coverLettersStreamId, resumesStreamId } from '../../../contracts/coaching/documents/ids';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import { offersStreamId, talentProjectsStreamId } from '../../../contracts/coaching/offers/ids';
import { onboardingStreamId } from '../../../contracts/coaching/onboarding/ids';
import { interviewTrackerStreamId } from '../../../contracts/coaching/tracker/ids';
import { streamHistory } from '../../core/stream-history';

// A client's history, newest first: the journey itself, its onboarding and its publication (CVs,
// cover letters, tests, approvals, parts sent), the interviews, jobs, offers and side projects.
export const getJourneyHistory = (db: Kysely<Database>, userId: string, page: number, pageSize: number): Promise<{ list: HistoryEntry[]; total: number }> =>
  streamHistory(
    db,
    [
      journeyStreamId(userId),
      onboardingStreamId(userId),
      resumesStreamId(userId),
      coverLettersStreamId(userId),
      publicationStreamId(userId),
      interviewTrackerStreamId(userId),
      offersStreamId(userId),
      talentProjectsStreamId(userId),
    ],
    page,
    pageSize,
  );
