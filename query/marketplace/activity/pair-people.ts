import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

export type PairPerson = { id: string; email: string; first_name: string; last_name: string };
export type PairPeople = { seeker: PairPerson | undefined; recruiter: PairPerson | undefined; jobTitle: string | null };

// The two people of a seeker × job pair and the job's title, as the mails about it name them. A
// seeker who applied without an account has none.
export async function pairPeople(db: Kysely<Database>, pair: { jobId: string; seekerId: string; recruiterId: string }): Promise<PairPeople> {
  const [people, job] = await Promise.all([
    db.selectFrom('user_account').select(['id', 'email', 'first_name', 'last_name']).where('id', 'in', [pair.seekerId, pair.recruiterId]).execute(),
    db.selectFrom('job').select('title').where('id', '=', pair.jobId).executeTakeFirst(),
  ]);
  return { seeker: people.find((p) => p.id === pair.seekerId), recruiter: people.find((p) => p.id === pair.recruiterId), jobTitle: job?.title ?? null };
}

export const nameOf = (person: Pick<PairPerson, 'first_name' | 'last_name'>): string => `${person.first_name} ${person.last_name}`.trim();
