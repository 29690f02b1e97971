import { sql } from 'kysely';
import { DEFAULT_MAIL_PREFERENCES, type MailPreferences } from '../../../contracts/marketplace/alerts/alert';
import type { CommandDeps } from '../../core/deps';

// How many alerts the account keeps, and whether one of them is this search.
export async function alertFactsOf(deps: Pick<CommandDeps, 'db'>, userId: string, searchKey: string): Promise<{ kept: number; sameSearch: boolean }> {
  const row = await deps.db
    .selectFrom('alert')
    .select([sql<number>`count(*)::int`.as('kept'), sql<boolean>`coalesce(bool_or(search_key = ${searchKey}), false)`.as('same')])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { kept: row?.kept ?? 0, sameSearch: row?.same ?? false };
}

// The account's mail preferences as last saved; everything on, in English, until then.
export async function mailPreferencesOf(deps: Pick<CommandDeps, 'db'>, userId: string): Promise<MailPreferences> {
  const row = await deps.db.selectFrom('mail_preference').select(['alerts', 'digests', 'news', 'language']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { alerts: row.alerts, digests: row.digests, news: row.news, language: row.language === 'he' ? 'he' : 'en' } : { ...DEFAULT_MAIL_PREFERENCES };
}
