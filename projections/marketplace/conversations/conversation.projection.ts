import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import { increment, type RowOf, type Touch, type Written } from '../../core/row-touch';

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
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('message')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('user_block')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('blocked_user_id', 'text', (c) => c.notNull())
    .addColumn('blocked_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('user_block_pk', ['user_id', 'blocked_user_id'])
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('message_conversation_idx').ifNotExists().on('message').columns(['conversation_id', 'last_position desc']).execute();
  await db.schema.createIndex('conversation_seeker_idx').ifNotExists().on('conversation').columns(['seeker_id', 'last_message_at desc']).execute();
  await db.schema.createIndex('conversation_recruiter_idx').ifNotExists().on('conversation').columns(['recruiter_id', 'last_message_at desc']).execute();
};

type Sent = DecodedEvent<'MessageSent'>;

// The thread as a new message leaves it: the latest message, one more unread for the other side.
const latestOf = (event: Sent) => {
  const toSeeker = event.data.senderId === event.data.seekerId ? 0 : 1;
  return {
    toSeeker,
    toRecruiter: 1 - toSeeker,
    latest: { last_sender_id: event.data.senderId, last_text: event.data.text, last_message_at: event.data.sentAt },
  };
};

const onMessage = (event: Sent): Touch<RowOf<'conversation'>> => {
  const { toSeeker, toRecruiter, latest } = latestOf(event);
  const { jobId, seekerId, recruiterId } = event.data;
  const started = { id: matchId(jobId, seekerId), job_id: jobId, seeker_id: seekerId, recruiter_id: recruiterId, ...latest, seeker_unread: toSeeker, recruiter_unread: toRecruiter };
  return { upsert: started, set: { ...latest, seeker_unread: increment(toSeeker), recruiter_unread: increment(toRecruiter) } };
};

const readSide = (event: DecodedEvent<'ConversationRead'>) => (event.data.userId === event.data.seekerId ? 'seeker_unread' : 'recruiter_unread');

// Both people hear of a new message.
const pushMessages = (written: readonly Written<RowOf<'message'>>[], live: LiveOutbox) => {
  for (const { event, row } of written) {
    if (event.type !== 'MessageSent') continue;
    const { jobId, seekerId, recruiterId, messageId, senderId, text, sentAt } = event.data;
    const sent = { message: { id: messageId, matchId: row.conversation_id, senderId, text, sentAt: new Date(sentAt).toISOString(), position: event.position }, jobId, seekerId, recruiterId };
    live.publish(liveRooms.user(seekerId), 'message.received', sent);
    live.publish(liveRooms.user(recruiterId), 'message.received', sent);
  }
};

// Threads between matched people: messages in order, the latest per thread, unread per side.
export const conversationProjection = rowProjection({
  name: 'conversation',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'message',
      key: ['id'],
      on: {
        MessageSent: ({ data }) => ({ insert: { id: data.messageId, conversation_id: matchId(data.jobId, data.seekerId), sender_id: data.senderId, text: data.text, sent_at: data.sentAt } }),
      },
      push: pushMessages,
    }),
    rowTable({
      table: 'conversation',
      key: ['id'],
      on: {
        MessageSent: onMessage,
        ConversationRead: (event) => ({ patch: [matchId(event.data.jobId, event.data.seekerId)], set: { [readSide(event)]: 0 } }),
        // a deleted person's threads go with them
        AccountDeleted: ({ data }) => ({ eraseWhere: [{ seeker_id: data.userId }, { recruiter_id: data.userId }] }),
      },
    }),
    rowTable({
      table: 'user_block',
      key: ['user_id', 'blocked_user_id'],
      on: {
        UserBlocked: ({ data }) => ({ insert: { user_id: data.userId, blocked_user_id: data.blockedUserId, blocked_at: data.blockedAt } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: [{ user_id: data.userId }, { blocked_user_id: data.userId }] }),
      },
    }),
  ],
  byHand: {
    // A message names its thread, not its people: a deleted person's messages are found through
    // their threads, before those go.
    AccountDeleted: async (db, event) => {
      const { userId } = event.data;
      const threads = db.selectFrom('conversation').select('id').where((eb) => eb.or([eb('seeker_id', '=', userId), eb('recruiter_id', '=', userId)]));
      await db.deleteFrom('message').where('conversation_id', 'in', threads).execute();
    },
  },
});
