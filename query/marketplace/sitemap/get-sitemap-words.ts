import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

export type SitemapWords = { words: string[]; savedAt: string | null; savedBy: string | null };

export async function getSitemapWords(db: Kysely<Database>): Promise<SitemapWords> {
  const row = await db.selectFrom('sitemap_words').select(['words', 'saved_at', 'saved_by']).where('id', '=', 'site').executeTakeFirst();
  return row ? { words: row.words, savedAt: new Date(row.saved_at).toISOString(), savedBy: row.saved_by } : { words: [], savedAt: null, savedBy: null };
}

// Where the sitemap's sources stand: the positions its words and the jobs' read model have reached.
// The sitemap is generated again when one of them has moved.
export async function sitemapSources(db: Kysely<Database>): Promise<string> {
  const rows = await db.selectFrom('projection_checkpoint').select(['name', 'position']).where('name', 'in', ['sitemap_words', 'job']).orderBy('name').execute();
  return rows.map((r) => `${r.name}:${String(r.position)}`).join('|');
}

export type SitemapJob = { id: string; company: string; title: string; location: string; updated_at: Date };

// Every active job, in a stable order.
export async function activeJobsForSitemap(db: Kysely<Database>): Promise<SitemapJob[]> {
  const rows = await db.selectFrom('job').select(['id', 'company', 'title', 'location', 'updated_at']).where('status', '=', 'A').orderBy('id').execute();
  return rows.map((r) => ({ ...r, updated_at: new Date(r.updated_at) }));
}
