import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

// Applicants without an account whose last application is older than cutoff and who made none,
// by applicant id after `after`, at most `limit`: the candidates of the retention task (each is
// decided again on its stream). email: the address their stream is named by.
export const lapsedApplicants = (db: Kysely<Database>, cutoff: Date, after: string, limit: number): Promise<{ applicant_id: string; email: string }[]> =>
  db
    .selectFrom('orphan_application')
    .select(['applicant_id', sql<string>`min(email)`.as('email')])
    .where('applicant_id', '>', after)
    .groupBy('applicant_id')
    .having(sql<boolean>`count(seeker_id) = 0 AND max(applied_at) < ${cutoff}`)
    .orderBy('applicant_id')
    .limit(limit)
    .execute();
