import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { forumParamOf, REPLIES_PER_PAGE, ROWS_PER_PAGE, type ForumPlace, type ForumReply, type ForumTopic } from '../../../contracts/backoffice/forum/forum';

// Whose posts the caller may change: a signed-in person's and the visitor's of the cookie.
export type ForumViewer = { userId: string | null; visitorId: string | null };

type Authored = { id: string; author_user: string | null; author_visitor: string | null };
const mine = (row: Authored, viewer: ForumViewer) =>
  (row.author_user !== null && row.author_user === viewer.userId) || (row.author_visitor !== null && row.author_visitor === viewer.visitorId);

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const topicColumns = ['id', 'title', 'display_name', 'content', 'author_user', 'author_visitor', 'sticky', 'created_at', 'edited_at', 'reply_count', 'last_reply_at', 'last_reply_name'] as const;
type TopicRow = { id: string; title: string; display_name: string; content: string; author_user: string | null; author_visitor: string | null; sticky: boolean; created_at: Date | string; edited_at: Date | string | null; reply_count: number; last_reply_at: Date | string | null; last_reply_name: string | null };

const toTopic = (r: TopicRow): ForumTopic => ({
  _id: r.id,
  title: r.title,
  displayName: r.display_name,
  content: r.content,
  createdAt: iso(r.created_at)!,
  editedAt: iso(r.edited_at),
  sticky: r.sticky,
  repliesCount: r.reply_count,
  lastReplyAt: iso(r.last_reply_at),
  lastReplyName: r.last_reply_name,
  url: forumParamOf({ kind: 'topic', topicId: r.id, page: 1 }, r.title),
});

// '%' and '_' typed are meant as themselves
const likeOf = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ForumPage = { list: ForumTopic[]; count: number; page: number; rowPerPage: number; isInterview: boolean; topic: (ForumTopic & { replies: ForumReply[] }) | null; keyWords: string; userObjects: string[]; notFound: boolean };

// A page of the list (sticky topics first, then the newest), of a search when keywords are given
// (every word in the title or the text), read in the order index's order.
async function listPage(db: Kysely<Database>, keywords: string, page: number, viewer: ForumViewer): Promise<ForumPage> {
  const words = keywords.split(/\s+/).filter(Boolean);
  let query = db.selectFrom('forum_topic');
  for (const word of words) query = query.where((eb) => eb.or([eb('title', 'ilike', likeOf(word)), eb('content', 'ilike', likeOf(word))]));
  const [rows, counted] = await Promise.all([
    query
      .select(topicColumns)
      .orderBy('sticky', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ROWS_PER_PAGE)
      .offset((page - 1) * ROWS_PER_PAGE)
      .execute(),
    query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map(toTopic);
  return { list, count: Number(counted.n), page, rowPerPage: ROWS_PER_PAGE, isInterview: false, topic: null, keyWords: keywords, userObjects: rows.filter((r) => mine(r, viewer)).map((r) => r.id), notFound: false };
}

// A topic with a page of its replies, in the order written.
async function topicPage(db: Kysely<Database>, topicId: string, page: number, viewer: ForumViewer): Promise<ForumPage> {
  const [row, replies] = await Promise.all([
    db.selectFrom('forum_topic').select(topicColumns).where('id', '=', topicId).executeTakeFirst(),
    db
      .selectFrom('forum_reply')
      .select(['id', 'display_name', 'content', 'author_user', 'author_visitor', 'created_at', 'edited_at'])
      .where('topic_id', '=', topicId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(REPLIES_PER_PAGE)
      .offset((page - 1) * REPLIES_PER_PAGE)
      .execute(),
  ]);
  const empty = { list: [], page, rowPerPage: REPLIES_PER_PAGE, keyWords: '' };
  if (!row) return { ...empty, count: 0, isInterview: true, topic: null, userObjects: [], notFound: true };
  const topic = { ...toTopic(row), replies: replies.map((r) => ({ _id: r.id, displayName: r.display_name, content: r.content, createdAt: iso(r.created_at)!, editedAt: iso(r.edited_at) })) };
  const userObjects = [row, ...replies].filter((r) => mine(r, viewer)).map((r) => r.id);
  return { ...empty, count: row.reply_count, isInterview: true, topic, userObjects, notFound: false };
}

// The forum's page a place names.
export function getForumPage(db: Kysely<Database>, place: ForumPlace, viewer: ForumViewer): Promise<ForumPage> {
  return place.kind === 'topic' ? topicPage(db, place.topicId, place.page, viewer) : listPage(db, place.keywords, place.page, viewer);
}
