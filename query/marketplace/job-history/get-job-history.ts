import type { Kysely } from 'kysely';
import { streamHistory } from '../../core/stream-history';
import type { Database } from '../../../contracts/database';
import type { HistoryEntry } from '../../../contracts/core/history-entry';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';

// Whose job it is, for the access rule of its history: also a deleted job (its history is still
// its owner's); null when there is no such job, or its owner's account was deleted with it.
export async function jobOwner(db: Kysely<Database>, jobId: string): Promise<string | null> {
  const row = await db.selectFrom('job').select('owner_id').where('id', '=', jobId).executeTakeFirst();
  return row?.owner_id ?? null;
}

// A job's history entries, newest first.
export const getJobHistory = (db: Kysely<Database>, jobId: string, page: number, pageSize: number): Promise<{ list: HistoryEntry[]; total: number }> =>
  streamHistory(db, [jobStreamId(jobId)], page, pageSize);
