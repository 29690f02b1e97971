import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../contracts/core/event-store';
import type { DecodedEvent } from '../../contracts/events';
import { liveRooms } from '../../contracts/live';
import { matchId } from '../../contracts/marketplace/activity/ids';
import { describeProjection } from '../../tests/support/specification/projection-specification';
import { storedEvent } from '../../tests/support/specification/stored-event';
import { conversationProjection } from '../marketplace/conversations/conversation.projection';
import { rowProjection, rowTable } from './row-projection';
import { increment, type RowOf } from './row-touch';

type Thread = RowOf<'conversation'>;
type Pair = { jobId: string; seekerId: string; recruiterId: string };

const at = '2026-03-10T09:00:00.000Z';
const keyOf = (p: Pair) => [matchId(p.jobId, p.seekerId)];
const emptyThread = (p: Pair): Thread => ({ id: matchId(p.jobId, p.seekerId), job_id: p.jobId, seeker_id: p.seekerId, recruiter_id: p.recruiterId, last_sender_id: '', last_text: '', last_message_at: at, seeker_unread: 0, recruiter_unread: 0 });
const message = (event: DecodedEvent<'MessageSent'>, row: Thread | null): Thread => ({
  ...(row ?? emptyThread(event.data)),
  last_sender_id: event.data.senderId,
  last_text: event.data.text,
  last_message_at: event.data.sentAt,
  seeker_unread: (row?.seeker_unread ?? 0) + 1,
});

// Threads kept with every kind of touch, to show that both forms agree on each of them.
const threads = rowProjection({
  name: 'row-projection-spec',
  version: 1,
  createTables: conversationProjection.createTables,
  tables: [
    rowTable({
      table: 'conversation',
      key: ['id'],
      on: {
        MatchMade: ({ data }) => ({ insert: emptyThread(data) }),
        // the general evolve: the row is read; a thread whose text runs out is dropped
        MessageSent: (event) => ({ change: keyOf(event.data), evolve: (row) => (event.data.text === 'bye' ? null : message(event, row)) }),
        ConnectSent: ({ data }) => ({ upsert: { ...emptyThread(data), recruiter_unread: 1 }, set: { recruiter_unread: increment(1) } }),
        ConversationRead: ({ data }) => ({ patch: keyOf(data), set: { seeker_unread: 0, recruiter_unread: 0 } }),
        ApplicationViewed: ({ data }) => ({ remove: keyOf(data) }),
        UserBlocked: ({ data }) => ({ patchWhere: [{ seeker_id: data.userId, recruiter_id: data.blockedUserId }, { seeker_id: data.blockedUserId, recruiter_id: data.userId }], set: { last_text: 'blocked' } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: [{ seeker_id: data.userId }, { recruiter_id: data.userId }] }),
      },
      push: (written, live) => {
        for (const { row } of written) live.publish(liveRooms.user(row.seeker_id), 'user.changed', { userId: row.seeker_id, position: row.last_position }, row.id);
      },
    }),
  ],
  // written by hand: the batch form writes what it folded before it
  byHand: {
    JobStatusChanged: async (db, event) => {
      await db.deleteFrom('conversation').where('job_id', '=', event.data.jobId).execute();
    },
  },
  liveBatch: true,
});

const history = (p: Pair, other: Pair, gone: Pair, closed: Pair): RecordedEvent[] => {
  const sent = (to: Pair, text: string) => storedEvent('MessageSent', { ...to, messageId: randomUUID(), senderId: to.recruiterId, text, sentAt: at });
  return [
    storedEvent('ConnectSent', { ...p, connectedAt: at }),
    storedEvent('ConnectSent', { ...p, connectedAt: at }),
    storedEvent('MatchMade', { ...p, matchedAt: at }),
    sent(p, 'hello'),
    storedEvent('MatchMade', { ...other, matchedAt: at }),
    sent(other, 'hi'),
    sent(closed, 'closing'),
    storedEvent('JobStatusChanged', { jobId: closed.jobId, ownerId: closed.recruiterId, status: 'O', changedAt: at }),
    storedEvent('ConnectSent', { ...closed, connectedAt: at }),
    sent(p, 'again'),
    storedEvent('UserBlocked', { userId: p.seekerId, blockedUserId: p.recruiterId, report: false, reason: null, blockedAt: at }),
    storedEvent('ConversationRead', { ...other, userId: other.seekerId, readAt: at }),
    sent(other, 'bye'),
    sent(other, 'back'),
    storedEvent('MatchMade', { ...gone, matchedAt: at }),
    sent(gone, 'soon gone'),
    storedEvent('ApplicationViewed', { ...gone, viewedAt: at }),
    storedEvent('MatchMade', { ...gone, matchedAt: at }),
    storedEvent('AccountDeleted', { userId: gone.recruiterId, deletedAt: at }),
    storedEvent('ConnectSent', { ...other, connectedAt: at }),
  ];
};

describeProjection(threads, (spec, db) => {
  const pairs = () => [1, 2, 3, 4].map((): Pair => ({ jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() }));
  const ids = (ps: readonly Pair[]) => ps.map((p) => keyOf(p)[0]!);
  const rows = (ps: readonly Pair[]) => db().selectFrom('conversation').selectAll().where('id', 'in', ids(ps)).orderBy('id').execute();
  const clear = (ps: readonly Pair[]) => db().deleteFrom('conversation').where('id', 'in', ids(ps)).execute();

  it('folds every kind of touch alike through the handlers and the batch form, in one batch or cut anywhere', async () => {
    const [p, other, gone, closed] = pairs() as [Pair, Pair, Pair, Pair];
    const events = history(p, other, gone, closed);
    const viaHandlers = await spec.given(...events);
    const expected = await rows([p, other, gone, closed]);
    const summary = (id: string) => expected.filter((r) => r.id === id).map((r) => [r.last_text, r.seeker_unread, r.recruiter_unread]);
    expect([p, other, gone, closed].map((pair) => summary(keyOf(pair)[0]!))).toEqual([[['blocked', 2, 2]], [['back', 1, 1]], [], [['', 0, 1]]]);
    // one message per thread written (the last one), the threads deleted since included
    expect(viaHandlers.map((m) => m.room)).toEqual([closed, p, gone, other].map((pair) => liveRooms.user(pair.seekerId)));
    for (const cut of [events.length, 4, 1]) {
      await clear([p, other, gone, closed]);
      const published = [];
      for (let i = 0; i < events.length; i += cut) published.push(...(await spec.givenViaBatchForm(...events.slice(i, i + cut))));
      expect(await rows([p, other, gone, closed]), `batches of ${cut}`).toEqual(expected);
      if (cut === events.length) expect(published).toEqual(viaHandlers);
    }
  });

  it('changes nothing when the same events come again, through either form, and says nothing of the rows still there', async () => {
    const [p, other, gone, closed] = pairs() as [Pair, Pair, Pair, Pair];
    const events = history(p, other, gone, closed);
    await spec.given(...events);
    const first = await rows([p, other, gone, closed]);
    await spec.given(...events);
    await spec.givenViaBatchForm(...events);
    expect(await rows([p, other, gone, closed])).toEqual(first);
    // a row deleted further on in the log is there again for a moment, and said to be
    const [q, another, kept, open] = pairs() as [Pair, Pair, Pair, Pair];
    const lasting = history(q, another, kept, open).filter((e) => e.type !== 'AccountDeleted' && e.type !== 'ApplicationViewed' && e.type !== 'JobStatusChanged');
    await spec.given(...lasting);
    expect(await spec.given(...lasting)).toEqual([]);
    expect(await spec.givenViaBatchForm(...lasting)).toEqual([]);
  });
});
