import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

// The journey's signedDate, which signing an offer sets (the journey's read model).
export async function journeySignedDate(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('personal_journey').select('signed_date').where('user_id', '=', userId).executeTakeFirst();
  return row?.signed_date ?? null;
}
