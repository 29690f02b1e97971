import { sql } from 'kysely';
import { createSearchIndexes } from '../../core/text-search-index';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('forum_topic')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author_user', 'text')
    .addColumn('author_visitor', 'text')
    .addColumn('sticky', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('edited_at', 'timestamptz')
    .addColumn('reply_count', 'integer', (c) => c.notNull())
    .addColumn('last_reply_at', 'timestamptz')
    .addColumn('last_reply_name', 'text')
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('forum_reply')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('topic_id', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author_user', 'text')
    .addColumn('author_visitor', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('edited_at', 'timestamptz')
    .$call(addPositionColumn)
    .execute();
};

// The list's order (sticky first, then the newest) and a topic's replies in the order written, each
// read in index order; the search by trigrams of the title and the text.
const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS forum_topic_order_idx ON forum_topic (sticky DESC, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS forum_reply_topic_idx ON forum_reply (topic_id, created_at, id)`.execute(db);
  await createSearchIndexes(db, 'forum_topic', ['title', 'content']);
};

// The forum's topics with their reply counts and last replies, and the replies.
export const forumProjection = rowProjection({
  name: 'forum',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'forum_topic',
      key: ['id'],
      on: {
        ForumTopicAdded: ({ data }) => ({
          upsert: {
            id: data.topicId,
            title: data.title,
            display_name: data.displayName,
            content: data.content,
            author_user: data.author.userId,
            author_visitor: data.author.visitorId,
            sticky: false,
            created_at: data.addedAt,
            edited_at: null,
            reply_count: 0,
            last_reply_at: null,
            last_reply_name: null,
          },
        }),
        ForumTopicEdited: ({ data }) => ({ patch: [data.topicId], set: { title: data.title, display_name: data.displayName, content: data.content, edited_at: data.editedAt } }),
        ForumTopicPinned: ({ data }) => ({ patch: [data.topicId], set: { sticky: data.sticky } }),
        ForumTopicDeleted: ({ data }) => ({ remove: [data.topicId] }),
        // the count and the last reply as the topic's stream decided them
        ForumReplyAdded: ({ data }) => ({ patch: [data.topicId], set: { reply_count: data.replyCount, last_reply_at: data.lastReply?.at ?? null, last_reply_name: data.lastReply?.displayName ?? null } }),
        ForumReplyDeleted: ({ data }) => ({ patch: [data.topicId], set: { reply_count: data.replyCount, last_reply_at: data.lastReply?.at ?? null, last_reply_name: data.lastReply?.displayName ?? null } }),
      },
    }),
    rowTable({
      table: 'forum_reply',
      key: ['id'],
      on: {
        ForumReplyAdded: ({ data }) => ({
          upsert: {
            id: data.replyId,
            topic_id: data.topicId,
            display_name: data.displayName,
            content: data.content,
            author_user: data.author.userId,
            author_visitor: data.author.visitorId,
            created_at: data.addedAt,
            edited_at: null,
          },
        }),
        ForumReplyEdited: ({ data }) => ({ patch: [data.replyId], set: { display_name: data.displayName, content: data.content, edited_at: data.editedAt } }),
        ForumReplyDeleted: ({ data }) => ({ remove: [data.replyId] }),
        ForumTopicDeleted: ({ data }) => ({ eraseWhere: { topic_id: data.topicId } }),
      },
    }),
  ],
});
