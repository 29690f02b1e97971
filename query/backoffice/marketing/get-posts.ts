import { sql, type Kysely, type SqlBool } from 'kysely';
import { tableQueryOf, type TableInputOf } from '../../../contracts/core/data-table';
import type { Database } from '../../../contracts/database';
import type { FoundPost } from '../../../contracts/backoffice/marketing/calls';
import { FIND_POSTS_LIMIT, PUBLISHED } from '../../../contracts/backoffice/marketing/marketing';
import type { Post, Version } from '../../../contracts/backoffice/marketing/post';
import { postsTable } from '../../../contracts/backoffice/marketing/posts-table';
import { likePattern, tableColumn, tablePage, type TableSource } from '../../core/data-table';

type PostRow = Omit<Post, 'versions' | 'updatedAt' | 'lastPublished' | 'publishesCount'> & {
  versions: Version[] | string;
  updatedAt: Date | string;
  lastPublished: Date | string | null;
  publishesCount: number | string;
};

// A post with how often the calendar publishes it and when it last did, one column per column.
export const postsSource: TableSource<typeof postsTable.filters, PostRow> = {
  rows: (db) =>
    db
      .selectFrom('marketing_post as p')
      .select([
        'p.id as _id',
        'p.name as name',
        'p.type as type',
        'p.sub_type as subType',
        'p.status as status',
        'p.content_link as contentLink',
        'p.is_test as isTest',
        'p.end_test as endTest',
        'p.default_version as defaultVersion',
        'p.is_google as isGoogle',
        'p.is_tiktok as isTikTok',
        'p.is_youtube as isYouTube',
        'p.versions as versions',
        'p.updated_at as updatedAt',
        sql<number>`(select count(*) from marketing_publish u where u.post_id = p.id)`.as('publishesCount'),
        sql<Date | null>`(select max(u.date_time) from marketing_publish u where u.post_id = p.id and u.status = ${PUBLISHED})`.as('lastPublished'),
      ])
      .as('t'),
  filters: {
    type: (type) => sql<SqlBool>`${tableColumn('type')} = ${type}`,
    subType: (subType) => sql<SqlBool>`${tableColumn('subType')} = ${subType}`,
    status: (status) => sql<SqlBool>`${tableColumn('status')} = ${status}`,
  },
};

const iso = (d: Date | string) => new Date(d).toISOString();
const toPost = (r: PostRow): Post => ({
  ...r,
  versions: typeof r.versions === 'string' ? (JSON.parse(r.versions) as Version[]) : r.versions,
  updatedAt: iso(r.updatedAt),
  lastPublished: r.lastPublished ? iso(r.lastPublished) : null,
  publishesCount: Number(r.publishesCount),
});

// One page of the posts table.
export async function getPostsPage(db: Kysely<Database>, input: TableInputOf<typeof postsTable>): Promise<{ data: Post[]; count: number }> {
  const page = await tablePage(db, postsTable, postsSource, tableQueryOf(postsTable, input));
  return { data: page.rows.map(toPost), count: page.count };
}

export async function getPost(db: Kysely<Database>, postId: string): Promise<Post | null> {
  const row = await db.selectFrom(postsSource.rows(db)).selectAll('t').where('t._id', '=', postId).executeTakeFirst();
  return row ? toPost(row as PostRow) : null;
}

// The posts not closed whose name holds the text, with their open versions (the event's picker).
export async function findPosts(db: Kysely<Database>, search: string): Promise<FoundPost[]> {
  const rows = await db
    .selectFrom('marketing_post')
    .select(['id', 'name', 'type', 'sub_type', 'status', 'default_version', 'versions'])
    .where('status', '<>', 'Closed')
    .where(sql<SqlBool>`name ilike ${likePattern(search)}`)
    .orderBy('name')
    .orderBy('id')
    .limit(FIND_POSTS_LIMIT)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    type: r.type,
    subType: r.sub_type,
    status: r.status,
    defaultVersion: r.default_version,
    versions: r.versions.filter((v) => !v.closed).map((v) => v.name),
  }));
}
