import { sql } from 'kysely';
import type { CommandDeps } from '../../core/deps';
import type { NamedPost } from './decide-event';

type Db = Pick<CommandDeps, 'db'>;

// Whether a post other than postId has the name (any case): post names link calendar events.
export async function postNameTaken(deps: Db, postId: string, name: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('marketing_post')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .where('id', '<>', postId)
    .executeTakeFirst();
  return row !== undefined;
}

// The posts an event names, found by name (any case), with their open versions.
export async function postsNamed(deps: Db, names: readonly string[]): Promise<NamedPost[]> {
  if (!names.length) return [];
  const rows = await deps.db
    .selectFrom('marketing_post')
    .select(['id', 'name', 'default_version', 'versions'])
    .where(sql<boolean>`lower(name) = any(${names.map((n) => n.toLowerCase())})`)
    .execute();
  return rows.map((r) => ({ postId: r.id, name: r.name, defaultVersion: r.default_version, openVersions: r.versions.filter((v) => !v.closed).map((v) => v.name) }));
}
