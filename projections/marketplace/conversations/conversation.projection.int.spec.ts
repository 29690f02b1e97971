import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { matchId } from '../../../contracts/marketplace/activity/ids';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { conversationProjection } from './conversation.projection';

const at = '2026-03-10T09:00:00.000Z';
const later = '2026-03-10T09:05:00.000Z';

describeProjection(conversationProjection, (spec, db) => {

  it('keeps the messages, the latest one and unread per side; a replay adds nothing; reading zeroes one side', async () => {
    const pair = { jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() };
    const id = matchId(pair.jobId, pair.seekerId);
    const first = storedEvent('MessageSent', { ...pair, messageId: randomUUID(), senderId: pair.seekerId, text: 'Hi', sentAt: at });
    const reply = storedEvent('MessageSent', { ...pair, messageId: randomUUID(), senderId: pair.recruiterId, text: 'Hello', sentAt: later });
    const published = await spec.given(first, reply);
    expect(published.map((m) => m.room)).toEqual([`user:${pair.seekerId}`, `user:${pair.recruiterId}`, `user:${pair.seekerId}`, `user:${pair.recruiterId}`]);
    await spec.given(first);
    const conversation = () => db().selectFrom('conversation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(await conversation()).toMatchObject({ last_text: 'Hello', last_sender_id: pair.recruiterId, seeker_unread: 1, recruiter_unread: 1, last_message_at: new Date(later) });
    expect(await db().selectFrom('message').select('text').where('conversation_id', '=', id).orderBy('last_position').execute()).toEqual([{ text: 'Hi' }, { text: 'Hello' }]);
    await spec.given(storedEvent('ConversationRead', { ...pair, userId: pair.recruiterId, readAt: later }));
    expect(await conversation()).toMatchObject({ seeker_unread: 1, recruiter_unread: 0 });
    await spec.given(storedEvent('UserBlocked', { userId: pair.seekerId, blockedUserId: pair.recruiterId, report: false, reason: null, blockedAt: later }));
    expect(await db().selectFrom('user_block').select('blocked_user_id').where('user_id', '=', pair.seekerId).execute()).toEqual([{ blocked_user_id: pair.recruiterId }]);
    await spec.given(storedEvent('AccountDeleted', { userId: pair.seekerId, deletedAt: later }));
    expect(await db().selectFrom('message').select('id').where('conversation_id', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('user_block').select('user_id').where('user_id', '=', pair.seekerId).execute()).toEqual([]);
    expect(await db().selectFrom('conversation').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('tells both people of a new message; it is unread for the other side only, until that side reads', async () => {
    const pair = { jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() };
    const id = matchId(pair.jobId, pair.seekerId);
    const messageId = randomUUID();
    const sent = storedEvent('MessageSent', { ...pair, messageId, senderId: pair.seekerId, text: 'Hi', sentAt: at });
    const message = { message: { id: messageId, matchId: id, senderId: pair.seekerId, text: 'Hi', sentAt: at, position: sent.position }, ...pair };
    expect(await spec.given(sent)).toEqual([
      { room: `user:${pair.seekerId}`, name: 'message.received', message },
      { room: `user:${pair.recruiterId}`, name: 'message.received', message },
    ]);
    const conversation = () => db().selectFrom('conversation').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const thread = { id, job_id: pair.jobId, seeker_id: pair.seekerId, recruiter_id: pair.recruiterId };
    expect(await conversation()).toEqual({ ...thread, last_sender_id: pair.seekerId, last_text: 'Hi', last_message_at: new Date(at), seeker_unread: 0, recruiter_unread: 1, last_position: sent.position });
    const reply = storedEvent('MessageSent', { ...pair, messageId: randomUUID(), senderId: pair.recruiterId, text: 'Hello', sentAt: later });
    await spec.given(reply);
    const replied = { ...thread, last_sender_id: pair.recruiterId, last_text: 'Hello', last_message_at: new Date(later) };
    expect(await conversation()).toEqual({ ...replied, seeker_unread: 1, recruiter_unread: 1, last_position: reply.position });
    // the seeker reading leaves the recruiter's unread as it was
    const read = storedEvent('ConversationRead', { ...pair, userId: pair.seekerId, readAt: later });
    await spec.given(read);
    expect(await conversation()).toEqual({ ...replied, seeker_unread: 0, recruiter_unread: 1, last_position: read.position });
  });
});
