import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Conversation, Message } from '../../../contracts/marketplace/conversations/conversation';

type Db = Kysely<Database>;

const conversations = (db: Db, userId: string) =>
  db
    .selectFrom('conversation as c')
    .leftJoin('job', 'job.id', 'c.job_id')
    .leftJoin('user_account as u', (join) => join.on(sql<boolean>`u.id = CASE WHEN c.seeker_id = ${userId} THEN c.recruiter_id ELSE c.seeker_id END`))
    .selectAll('c')
    .select(['job.title as job_title', 'u.first_name', 'u.last_name'])
    .select(
      sql<boolean>`EXISTS (SELECT 1 FROM user_block b WHERE (b.user_id = c.seeker_id AND b.blocked_user_id = c.recruiter_id) OR (b.user_id = c.recruiter_id AND b.blocked_user_id = c.seeker_id))`.as('blocked'),
    )
    .where((eb) => eb.or([eb('c.seeker_id', '=', userId), eb('c.recruiter_id', '=', userId)]));

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversations>['execute']>>[number];

const toConversation = (userId: string, row: ConversationRow): Conversation => {
  const asSeeker = row.seeker_id === userId;
  return {
    matchId: row.id,
    jobId: row.job_id,
    seekerId: row.seeker_id,
    recruiterId: row.recruiter_id,
    jobTitle: row.job_title,
    other: { userId: asSeeker ? row.recruiter_id : row.seeker_id, name: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim() },
    lastMessage: { senderId: row.last_sender_id, text: row.last_text, sentAt: new Date(row.last_message_at).toISOString() },
    unread: asSeeker ? row.seeker_unread : row.recruiter_unread,
    blocked: Boolean(row.blocked),
  };
};

export async function getConversations(db: Db, userId: string, page: number, pageSize: number): Promise<{ list: Conversation[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    conversations(db, userId).orderBy('c.last_message_at', 'desc').orderBy('c.id').limit(pageSize).offset(page * pageSize).execute(),
    db
      .selectFrom('conversation')
      .select(sql<number>`COALESCE(SUM(CASE WHEN seeker_id = ${userId} THEN seeker_unread ELSE recruiter_unread END), 0)::int`.as('n'))
      .where((eb) => eb.or([eb('seeker_id', '=', userId), eb('recruiter_id', '=', userId)]))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => toConversation(userId, r)), unread: Number(unread.n) };
}

export async function getConversationOf(db: Db, userId: string, id: string): Promise<Conversation | null> {
  const row = await conversations(db, userId).where('c.id', '=', id).executeTakeFirst();
  return row ? toConversation(userId, row) : null;
}

export async function getMessages(db: Db, id: string, page: number, pageSize: number): Promise<{ list: Message[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.selectFrom('message').selectAll().where('conversation_id', '=', id).orderBy('last_position', 'desc').limit(pageSize).offset(page * pageSize).execute(),
    db.selectFrom('message').select(sql<number>`count(*)::int`.as('n')).where('conversation_id', '=', id).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, matchId: r.conversation_id, senderId: r.sender_id, text: r.text, sentAt: new Date(r.sent_at).toISOString(), position: String(r.last_position) })),
    total: Number(total.n),
  };
}
