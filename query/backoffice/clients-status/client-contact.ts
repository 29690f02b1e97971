import { sql } from 'kysely';

// A client's name and email as the back-office tables show them: the journey's own (personal_journey
// as "j"), else the account's (user_account as "a").
export const clientName = sql<string>`trim(coalesce(j.first_name, a.first_name, '') || ' ' || coalesce(j.last_name, a.last_name, ''))`;
export const clientEmail = sql<string | null>`coalesce(j.email, a.email)`;
