import { sql, type Selectable } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import type { ConversationTable, MessageTable, UserBlockTable } from '../../../contracts/marketplace/conversations/tables';
import { defineProjection, type Db } from '../../core/projection';
import { isOlder, keyOf, loadRows, upsertRows } from '../../core/rows';

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

type Sent = DecodedEvent<'MessageSent'>;
type MessageRow = Omit<Selectable<MessageTable>, 'sent_at'> & { sent_at: string | Date };
type ConversationRow = Omit<Selectable<ConversationTable>, 'last_message_at'> & { last_message_at: string | Date };
type BlockRow = Omit<Selectable<UserBlockTable>, 'blocked_at'> & { blocked_at: string | Date };

// The handlers and the batch form build rows with these, so both write the same.
const messageRow = (event: Sent): MessageRow => {
  const { jobId, seekerId, messageId, senderId, text, sentAt } = event.data;
  return { id: messageId, conversation_id: matchId(jobId, seekerId), sender_id: senderId, text, sent_at: sentAt, last_position: event.position };
};

// The thread as a new message leaves it: the latest message, one more unread for the other side.
const latestOf = (event: Sent) => {
  const toSeeker = event.data.senderId === event.data.seekerId ? 0 : 1;
  const latest = { last_sender_id: event.data.senderId, last_text: event.data.text, last_message_at: event.data.sentAt, last_position: event.position };
  return { toSeeker, toRecruiter: 1 - toSeeker, latest };
};

const startedRow = (event: Sent): ConversationRow => {
  const { toSeeker, toRecruiter, latest } = latestOf(event);
  const { jobId, seekerId, recruiterId } = event.data;
  return { id: matchId(jobId, seekerId), job_id: jobId, seeker_id: seekerId, recruiter_id: recruiterId, ...latest, seeker_unread: toSeeker, recruiter_unread: toRecruiter };
};

const continuedRow = (row: ConversationRow, event: Sent): ConversationRow => {
  const { toSeeker, toRecruiter, latest } = latestOf(event);
  return { ...row, ...latest, seeker_unread: row.seeker_unread + toSeeker, recruiter_unread: row.recruiter_unread + toRecruiter };
};

const readSide = (event: DecodedEvent<'ConversationRead'>) => (event.data.userId === event.data.seekerId ? 'seeker_unread' : 'recruiter_unread');

const blockRow = (event: DecodedEvent<'UserBlocked'>): BlockRow => ({
  user_id: event.data.userId,
  blocked_user_id: event.data.blockedUserId,
  blocked_at: event.data.blockedAt,
  last_position: event.position,
});

const isWith = (row: { seeker_id: string; recruiter_id: string }, userId: string) => row.seeker_id === userId || row.recruiter_id === userId;

// Threads between matched people: messages in order, the latest per thread, unread per side.
export const conversationProjection = defineProjection({
  name: 'conversation',
  version: 1,
  tables: ['conversation', 'message', 'user_block'],
  createTables,
  createIndexes,
  handlers: {
    MessageSent: async (db, event, live) => {
      const message = messageRow(event);
      const inserted = await db.insertInto('message').values(message).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
      if (!inserted) return;
      const { toSeeker, toRecruiter, latest } = latestOf(event);
      await db
        .insertInto('conversation')
        .values(startedRow(event))
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            ...latest,
            seeker_unread: sql`conversation.seeker_unread + ${toSeeker}`,
            recruiter_unread: sql`conversation.recruiter_unread + ${toRecruiter}`,
          }),
        )
        .execute();
      const { jobId, seekerId, recruiterId, messageId, senderId, text, sentAt } = event.data;
      const sent = { message: { id: messageId, matchId: message.conversation_id, senderId, text, sentAt: new Date(sentAt).toISOString(), position: event.position }, jobId, seekerId, recruiterId };
      live.publish(liveRooms.user(seekerId), 'message.received', sent);
      live.publish(liveRooms.user(recruiterId), 'message.received', sent);
    },
    ConversationRead: async (db, event) => {
      await db
        .updateTable('conversation')
        .set({ [readSide(event)]: 0, last_position: event.position })
        .where('id', '=', matchId(event.data.jobId, event.data.seekerId))
        .where(sql<boolean>`last_position < ${event.position}::numeric`)
        .execute();
    },
    UserBlocked: async (db, event) => {
      await db
        .insertInto('user_block')
        .values(blockRow(event))
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
  // Loads the messages and threads the batch names, follows them in memory in log order, then
  // writes: a deleted person's rows go first, what the batch left is written after.
  async applyBatch(db, events) {
    const messageIds = new Set<string>();
    const threadIds = new Set<string>();
    for (const event of events) {
      if (event.type === 'MessageSent') messageIds.add(event.data.messageId);
      if (event.type === 'MessageSent' || event.type === 'ConversationRead') threadIds.add(matchId(event.data.jobId, event.data.seekerId));
    }
    const messages = await loadRows<MessageRow>(db, 'message', 'id', [...messageIds]);
    const threads = await loadRows<ConversationRow>(db, 'conversation', 'id', [...threadIds]);
    const written = { messages: new Set<string>(), threads: new Set<string>() };
    // blocks are only ever inserted once: the first of a pair wins unless its person is deleted
    const blocks = new Map<string, BlockRow>();
    const deletedUsers: string[] = [];
    for (const event of events) {
      if (event.type === 'MessageSent') {
        const message = messageRow(event);
        if (messages.has(message.id)) continue;
        messages.set(message.id, message);
        written.messages.add(message.id);
        const thread = threads.get(message.conversation_id);
        threads.set(message.conversation_id, thread ? continuedRow(thread, event) : startedRow(event));
        written.threads.add(message.conversation_id);
      } else if (event.type === 'ConversationRead') {
        const thread = threads.get(matchId(event.data.jobId, event.data.seekerId));
        if (!thread || !isOlder(thread, event.position)) continue;
        Object.assign(thread, { [readSide(event)]: 0, last_position: event.position });
        written.threads.add(thread.id);
      } else if (event.type === 'UserBlocked') {
        const key = keyOf([event.data.userId, event.data.blockedUserId]);
        if (!blocks.has(key)) blocks.set(key, blockRow(event));
      } else if (event.type === 'AccountDeleted') {
        const { userId } = event.data;
        deletedUsers.push(userId);
        const gone = new Set([...threads.values()].filter((t) => isWith(t, userId)).map((t) => t.id));
        for (const id of gone) threads.delete(id);
        for (const [id, message] of messages) if (gone.has(message.conversation_id)) messages.delete(id);
        for (const [key, block] of blocks) if (block.user_id === userId || block.blocked_user_id === userId) blocks.delete(key);
      }
    }
    if (deletedUsers.length) {
      const gone = await db.deleteFrom('conversation').where((eb) => eb.or([eb('seeker_id', 'in', deletedUsers), eb('recruiter_id', 'in', deletedUsers)])).returning('id').execute();
      if (gone.length) await db.deleteFrom('message').where('conversation_id', 'in', gone.map((g) => g.id)).execute();
      await db.deleteFrom('user_block').where((eb) => eb.or([eb('user_id', 'in', deletedUsers), eb('blocked_user_id', 'in', deletedUsers)])).execute();
    }
    const pick = <R>(rows: Map<string, R>, ids: Set<string>) => [...ids].flatMap((id) => rows.get(id) ?? []);
    await upsertRows(db, 'message', 'id', pick(messages, written.messages));
    await upsertRows(db, 'conversation', 'id', pick(threads, written.threads));
    if (blocks.size) await db.insertInto('user_block').values([...blocks.values()]).onConflict((oc) => oc.columns(['user_id', 'blocked_user_id']).doNothing()).execute();
  },
});
