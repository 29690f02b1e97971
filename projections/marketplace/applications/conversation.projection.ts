import { sql } from 'kysely';
import { liveRooms } from '../../../contracts/live';
import { matchId } from '../../../contracts/marketplace/applications/ids';
import { defineProjection, type Db } from '../../core/projection';

const position = sql`numeric(40, 0)`;

const createTables = async (db: Db) => {
  await db.schema
    .createTable('conversation')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('seeker_id', 'text', (c) => c.notNull())
    .addColumn('recruiter_id', 'text', (c) => c.notNull())
    .addColumn('last_sender_id', 'text', (c) => c.notNull())
    .addColumn('last_text', 'text', (c) => c.notNull())
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seeker_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recruiter_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_position', position, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('message')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_position', position, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_block')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('blocked_user_id', 'text', (c) => c.notNull())
    .addColumn('blocked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_position', position, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_block_pk', ['user_id', 'blocked_user_id'])
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('message_conversation_idx').ifNotExists().on('message').columns(['conversation_id', 'last_position desc']).execute();
  await db.schema.createIndex('conversation_seeker_idx').ifNotExists().on('conversation').columns(['seeker_id', 'last_message_at desc']).execute();
  await db.schema.createIndex('conversation_recruiter_idx').ifNotExists().on('conversation').columns(['recruiter_id', 'last_message_at desc']).execute();
};

// Threads between matched people: messages in order, the latest per thread, unread per side.
export const conversationProjection = defineProjection({
  name: 'conversation',
  version: 1,
  tables: ['conversation', 'message', 'user_block'],
  createTables,
  createIndexes,
  handlers: {
    MessageSent: async (db, event, live) => {
      const { jobId, seekerId, recruiterId, messageId, senderId, text, sentAt } = event.data;
      const id = matchId(jobId, seekerId);
      const inserted = await db
        .insertInto('message')
        .values({ id: messageId, conversation_id: id, sender_id: senderId, text, sent_at: sentAt, last_position: event.position })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return;
      const toSeeker = senderId === seekerId ? 0 : 1;
      await db
        .insertInto('conversation')
        .values({
          id, job_id: jobId, seeker_id: seekerId, recruiter_id: recruiterId, last_sender_id: senderId, last_text: text, last_message_at: sentAt,
          seeker_unread: toSeeker, recruiter_unread: 1 - toSeeker, last_position: event.position,
        })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            last_sender_id: senderId,
            last_text: text,
            last_message_at: sentAt,
            seeker_unread: sql`conversation.seeker_unread + ${toSeeker}`,
            recruiter_unread: sql`conversation.recruiter_unread + ${1 - toSeeker}`,
            last_position: event.position,
          }),
        )
        .execute();
      const message = { message: { id: messageId, matchId: id, senderId, text, sentAt: new Date(sentAt).toISOString(), position: event.position }, jobId, seekerId, recruiterId };
      live.publish(liveRooms.user(seekerId), 'message.received', message);
      live.publish(liveRooms.user(recruiterId), 'message.received', message);
    },
    ConversationRead: async (db, event) => {
      const { jobId, seekerId, userId } = event.data;
      const side = userId === seekerId ? 'seeker_unread' : 'recruiter_unread';
      await db
        .updateTable('conversation')
        .set({ [side]: 0, last_position: event.position })
        .where('id', '=', matchId(jobId, seekerId))
        .where(sql<boolean>`last_position < ${event.position}::numeric`)
        .execute();
    },
    UserBlocked: async (db, event) => {
      await db
        .insertInto('user_block')
        .values({ user_id: event.data.userId, blocked_user_id: event.data.blockedUserId, blocked_at: event.data.blockedAt, last_position: event.position })
        .onConflict((oc) => oc.columns(['user_id', 'blocked_user_id']).doNothing())
        .execute();
    },
    // a deleted person's threads go with them
    AccountDeleted: async (db, event) => {
      const { userId } = event.data;
      const gone = await db.deleteFrom('conversation').where((eb) => eb.or([eb('seeker_id', '=', userId), eb('recruiter_id', '=', userId)])).returning('id').execute();
      if (gone.length) await db.deleteFrom('message').where('conversation_id', 'in', gone.map((g) => g.id)).execute();
      await db.deleteFrom('user_block').where((eb) => eb.or([eb('user_id', '=', userId), eb('blocked_user_id', '=', userId)])).execute();
    },
  },
});
