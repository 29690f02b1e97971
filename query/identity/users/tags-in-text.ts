import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';

const MAX_CANDIDATES = 4000;
const MAX_SUGGESTED = 10;

// The words and two- and three-word phrases of a text, as they are written there, by their lower
// case ('Node.js', 'C++', 'machine learning').
export function tagCandidates(text: string): Map<string, string> {
  const words = text.split(/[\s,;:|/()[\]{}<>"'!?•·–—]+/u).map((w) => w.replace(/^[.\-*]+|[.\-*]+$/g, '')).filter((w) => /[\p{L}\p{N}]/u.test(w) && w.length <= 40);
  const found = new Map<string, string>();
  for (let i = 0; i < words.length && found.size < MAX_CANDIDATES; i++)
    for (let n = 1; n <= 3 && i + n <= words.length; n++) {
      const phrase = words.slice(i, i + n).join(' ');
      const key = phrase.toLowerCase();
      if (!found.has(key)) found.set(key, phrase);
    }
  return found;
}

// The tags of jobs that the text names, most used first, as the text writes them: the tags a
// resume suggests. The jobs' tag index finds the jobs that carry any of them.
export async function tagsInText(db: Kysely<Database>, text: string): Promise<string[]> {
  const candidates = tagCandidates(text);
  if (!candidates.size) return [];
  const keys = [...candidates.keys()];
  const rows = await sql<{ tag: string }>`
    SELECT tag FROM (SELECT unnest(tag_keys) AS tag FROM job_search WHERE tag_keys && ${keys}::text[] LIMIT 5000) AS used
    WHERE tag = ANY(${keys}::text[]) GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ${MAX_SUGGESTED}`.execute(db);
  return rows.rows.map((row) => candidates.get(row.tag) ?? row.tag);
}
