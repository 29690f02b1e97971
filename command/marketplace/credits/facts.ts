import { sql } from 'kysely';
import type { CreditObjectType } from '../../../contracts/marketplace/credits/credits';
import type { CommandDeps } from '../../core/deps';

// Every fact the credit commands look up in the read models, so none of them reads a table itself.

// The contact a viewer asks for, as the read models know it.
export type ContactTarget = {
  type: CreditObjectType;
  ownerId: string;
  jobId: string | null;
  email: string | null;
  phone: string | null;
};

const ownerContact = (db: CommandDeps['db'], userId: string) =>
  db.selectFrom('user_account').select(['id', 'email', 'phone', 'no_phone']).where('id', '=', userId).executeTakeFirst();

// A job's contact is its phone and its owner's email; a profile's is the person's email and phone.
// A jobId with no profileId (or with the job owner's id) asks for the job's contact.
export async function contactTargetOf(deps: CommandDeps, input: { profileId?: string; jobId?: string }): Promise<ContactTarget | null> {
  const found = input.jobId ? await deps.db.selectFrom('job').select(['id', 'owner_id', 'phone', 'status']).where('id', '=', input.jobId).executeTakeFirst() : undefined;
  const job = found && found.status !== 'D' ? found : undefined;
  if (job && (input.profileId === undefined || input.profileId === job.owner_id)) {
    const owner = await ownerContact(deps.db, job.owner_id);
    return { type: 'job', ownerId: job.owner_id, jobId: job.id, email: owner?.email ?? null, phone: job.phone || null };
  }
  if (input.profileId === undefined) return null;
  // jobId only names what the two meet over: a profile's contact does not depend on it
  const person = await ownerContact(deps.db, input.profileId);
  if (!person) return null;
  return { type: 'profile', ownerId: person.id, jobId: job?.id ?? null, email: person.email || null, phone: person.no_phone ? null : person.phone || null };
}

// Whether the two people have matched, on any job. The applications read model may not exist yet
// on a database that never ran it: then nobody has matched.
export async function haveMatched(deps: CommandDeps, a: string, b: string): Promise<boolean> {
  try {
    const { rows } = await sql<{ one: number }>`SELECT 1 AS one FROM application
      WHERE matched_at IS NOT NULL AND ((seeker_id = ${a} AND recruiter_id = ${b}) OR (seeker_id = ${b} AND recruiter_id = ${a})) LIMIT 1`.execute(deps.db);
    return rows.length > 0;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return false;
    throw error;
  }
}

// What promoting a job depends on: whose it is and whether it is open.
export const promotedJobOf = (deps: CommandDeps, jobId: string) =>
  deps.db.selectFrom('job').select(['owner_id', 'status']).where('id', '=', jobId).executeTakeFirst();
