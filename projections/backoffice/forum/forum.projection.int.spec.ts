import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { forumProjection } from './forum.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:30:00.000Z';
const latest = '2026-11-22T18:45:00.000Z';
const user = { userId: 'u-1', visitorId: null };
const visitor = { userId: null, visitorId: 'v-1' };

describeProjection(forumProjection, (spec, db) => {
  const topic = (id: string) => db().selectFrom('forum_topic').selectAll().where('id', '=', id).executeTakeFirst();
  const reply = (id: string) => db().selectFrom('forum_reply').selectAll().where('id', '=', id).executeTakeFirst();
  const replies = (topicId: string) => db().selectFrom('forum_reply').select('id').where('topic_id', '=', topicId).orderBy('created_at').execute();

  it('keeps a topic as added, unpinned with no replies, then as edited; an older edit changes nothing', async () => {
    const topicId = randomUUID();
    const added = storedEvent('ForumTopicAdded', { topicId, title: 'Salary talks', displayName: 'Noa', content: 'How do I ask?', author: user, addedAt: at });
    const edited = storedEvent('ForumTopicEdited', { topicId, title: 'Salary talk', displayName: 'Noa C', content: 'How do I ask for more?', editedAt: later });
    const newer = storedEvent('ForumTopicEdited', { topicId, title: 'Salary', displayName: 'N', content: 'Asked.', editedAt: latest });
    await spec.given(added);
    expect(await topic(topicId)).toEqual({
      id: topicId, title: 'Salary talks', display_name: 'Noa', content: 'How do I ask?', author_user: 'u-1', author_visitor: null, sticky: false, created_at: new Date(at),
      edited_at: null, reply_count: 0, last_reply_at: null, last_reply_name: null, last_position: added.position,
    });
    await spec.given(edited);
    expect(await topic(topicId)).toMatchObject({ title: 'Salary talk', display_name: 'Noa C', content: 'How do I ask for more?', edited_at: new Date(later), created_at: new Date(at), author_user: 'u-1' });
    await spec.given(newer, edited, added);
    expect(await topic(topicId)).toMatchObject({ title: 'Salary', display_name: 'N', content: 'Asked.', edited_at: new Date(latest), last_position: newer.position });
  });

  it("keeps a visitor's topic under the visitor, pinned and unpinned", async () => {
    const topicId = randomUUID();
    await spec.given(storedEvent('ForumTopicAdded', { topicId, title: 'Hi', displayName: 'Guest', content: 'Hello', author: visitor, addedAt: at }));
    expect(await topic(topicId)).toMatchObject({ author_user: null, author_visitor: 'v-1', sticky: false });
    await spec.given(storedEvent('ForumTopicPinned', { topicId, sticky: true, at }));
    expect(await topic(topicId)).toMatchObject({ sticky: true, title: 'Hi' });
    await spec.given(storedEvent('ForumTopicPinned', { topicId, sticky: false, at }));
    expect(await topic(topicId)).toMatchObject({ sticky: false });
  });

  it('keeps replies as written and edited, with the count and last reply the topic stream decided', async () => {
    const [topicId, first, second] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ForumTopicAdded', { topicId, title: 'CV', displayName: 'Noa', content: 'Review mine?', author: user, addedAt: at }),
      storedEvent('ForumReplyAdded', { topicId, replyId: first, displayName: 'Avi', content: 'Sure', author: visitor, addedAt: at, replyCount: 1, lastReply: { at, displayName: 'Avi' } }),
    );
    expect(await topic(topicId)).toMatchObject({ reply_count: 1, last_reply_at: new Date(at), last_reply_name: 'Avi' });
    const added = storedEvent('ForumReplyAdded', { topicId, replyId: second, displayName: 'Dana', content: 'Me too', author: user, addedAt: later, replyCount: 2, lastReply: { at: later, displayName: 'Dana' } });
    await spec.given(added);
    expect(await topic(topicId)).toMatchObject({ reply_count: 2, last_reply_at: new Date(later), last_reply_name: 'Dana', title: 'CV' });
    expect(await reply(second)).toEqual({
      id: second, topic_id: topicId, display_name: 'Dana', content: 'Me too', author_user: 'u-1', author_visitor: null, created_at: new Date(later), edited_at: null, last_position: added.position,
    });
    expect(await reply(first)).toMatchObject({ author_user: null, author_visitor: 'v-1', display_name: 'Avi', content: 'Sure' });

    const edited = storedEvent('ForumReplyEdited', { topicId, replyId: first, displayName: 'Avi B', content: 'Sure, send it', editedAt: latest });
    await spec.given(edited);
    expect(await reply(first)).toEqual({
      id: first, topic_id: topicId, display_name: 'Avi B', content: 'Sure, send it', author_user: null, author_visitor: 'v-1', created_at: new Date(at), edited_at: new Date(latest), last_position: edited.position,
    });
    // the topic's last reply is the stream's word, not the edit's
    expect(await topic(topicId)).toMatchObject({ reply_count: 2, last_reply_name: 'Dana' });
  });

  it('removes a deleted reply and takes the count and last reply the stream gives, none once the last is gone', async () => {
    const [topicId, first, second] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ForumTopicAdded', { topicId, title: 'Offers', displayName: 'Noa', content: 'Two offers', author: user, addedAt: at }),
      storedEvent('ForumReplyAdded', { topicId, replyId: first, displayName: 'Avi', content: 'Take A', author: user, addedAt: at, replyCount: 1, lastReply: { at, displayName: 'Avi' } }),
      storedEvent('ForumReplyAdded', { topicId, replyId: second, displayName: 'Dana', content: 'Take B', author: user, addedAt: later, replyCount: 2, lastReply: { at: later, displayName: 'Dana' } }),
      storedEvent('ForumReplyDeleted', { topicId, replyId: second, deletedAt: latest, replyCount: 1, lastReply: { at, displayName: 'Avi' } }),
    );
    expect(await reply(second)).toBeUndefined();
    expect(await replies(topicId)).toEqual([{ id: first }]);
    expect(await topic(topicId)).toMatchObject({ reply_count: 1, last_reply_at: new Date(at), last_reply_name: 'Avi' });
    await spec.given(storedEvent('ForumReplyDeleted', { topicId, replyId: first, deletedAt: latest, replyCount: 0, lastReply: null }));
    expect(await replies(topicId)).toEqual([]);
    expect(await topic(topicId)).toMatchObject({ reply_count: 0, last_reply_at: null, last_reply_name: null });
    // a reply added when the stream tells of no last reply (as a stream may) leaves none
    await spec.given(storedEvent('ForumReplyAdded', { topicId, replyId: randomUUID(), displayName: 'Avi', content: 'Again', author: user, addedAt: latest, replyCount: 1, lastReply: null }));
    expect(await topic(topicId)).toMatchObject({ reply_count: 1, last_reply_at: null, last_reply_name: null });
  });

  it('removes a deleted topic with all its replies, and only its own', async () => {
    const [topicId, otherId, a, b, kept] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const one = { at, displayName: 'Avi' };
    await spec.given(
      storedEvent('ForumTopicAdded', { topicId, title: 'Gone', displayName: 'Noa', content: 'x', author: user, addedAt: at }),
      storedEvent('ForumTopicAdded', { topicId: otherId, title: 'Stays', displayName: 'Noa', content: 'y', author: user, addedAt: at }),
      storedEvent('ForumReplyAdded', { topicId, replyId: a, displayName: 'Avi', content: '1', author: user, addedAt: at, replyCount: 1, lastReply: one }),
      storedEvent('ForumReplyAdded', { topicId, replyId: b, displayName: 'Avi', content: '2', author: user, addedAt: later, replyCount: 2, lastReply: one }),
      storedEvent('ForumReplyAdded', { topicId: otherId, replyId: kept, displayName: 'Avi', content: '3', author: user, addedAt: at, replyCount: 1, lastReply: one }),
      storedEvent('ForumTopicDeleted', { topicId, deletedAt: latest }),
    );
    expect(await topic(topicId)).toBeUndefined();
    expect(await replies(topicId)).toEqual([]);
    expect(await topic(otherId)).toMatchObject({ title: 'Stays', reply_count: 1 });
    expect(await replies(otherId)).toEqual([{ id: kept }]);
  });

  it('writes nothing for edits and pins of a topic or reply it does not have', async () => {
    const [topicId, replyId] = [randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ForumTopicEdited', { topicId, title: 'T', displayName: 'N', content: 'C', editedAt: at }),
      storedEvent('ForumTopicPinned', { topicId, sticky: true, at }),
      storedEvent('ForumReplyEdited', { topicId, replyId, displayName: 'N', content: 'C', editedAt: at }),
    );
    expect(await topic(topicId)).toBeUndefined();
    expect(await reply(replyId)).toBeUndefined();
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [topicId, gone, first, second, dropped] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const events = [
        storedEvent('ForumTopicAdded', { topicId, title: 'Batch', displayName: 'Noa', content: 'x', author: visitor, addedAt: at }),
        storedEvent('ForumTopicAdded', { topicId: gone, title: 'Gone', displayName: 'Noa', content: 'y', author: user, addedAt: at }),
        storedEvent('ForumReplyAdded', { topicId: gone, replyId: dropped, displayName: 'Avi', content: 'z', author: user, addedAt: at, replyCount: 1, lastReply: { at, displayName: 'Avi' } }),
        storedEvent('ForumTopicEdited', { topicId, title: 'Batch 2', displayName: 'Noa C', content: 'x2', editedAt: later }),
        storedEvent('ForumTopicPinned', { topicId, sticky: true, at }),
        storedEvent('ForumReplyAdded', { topicId, replyId: first, displayName: 'Avi', content: '1', author: user, addedAt: at, replyCount: 1, lastReply: { at, displayName: 'Avi' } }),
        storedEvent('ForumReplyAdded', { topicId, replyId: second, displayName: 'Dana', content: '2', author: visitor, addedAt: later, replyCount: 2, lastReply: { at: later, displayName: 'Dana' } }),
        storedEvent('ForumReplyEdited', { topicId, replyId: first, displayName: 'Avi B', content: '1b', editedAt: latest }),
        storedEvent('ForumReplyDeleted', { topicId, replyId: second, deletedAt: latest, replyCount: 1, lastReply: { at, displayName: 'Avi B' } }),
        storedEvent('ForumTopicDeleted', { topicId: gone, deletedAt: latest }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await topic(topicId), form).toMatchObject({
        title: 'Batch 2', display_name: 'Noa C', content: 'x2', author_user: null, author_visitor: 'v-1', sticky: true, created_at: new Date(at), edited_at: new Date(later),
        reply_count: 1, last_reply_at: new Date(at), last_reply_name: 'Avi B',
      });
      expect(await reply(first), form).toMatchObject({ topic_id: topicId, display_name: 'Avi B', content: '1b', author_user: 'u-1', created_at: new Date(at), edited_at: new Date(latest) });
      expect(await replies(topicId), form).toEqual([{ id: first }]);
      expect(await topic(gone), form).toBeUndefined();
      expect(await reply(dropped), form).toBeUndefined();
    }
  });
});
