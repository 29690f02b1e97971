import { describe, expect, it } from 'vitest';
import type { ForumEvent } from '../../../contracts/backoffice/forum/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { topicDecider, wrote, type ForumActor } from './decide-topic';

const given = DeciderSpecification.for(topicDecider);
const now = new Date('2026-11-28T09:00:00.000Z');
const at = now.toISOString();
const visitor: ForumActor = { userId: null, visitorId: 'v1', staff: false };
const stranger: ForumActor = { userId: null, visitorId: 'v2', staff: false };
const member: ForumActor = { userId: 'u1', visitorId: 'v9', staff: false };
const staff: ForumActor = { userId: 'admin', visitorId: null, staff: true };
const form = { title: 'ראיון בוויקס', displayName: 'דנה', content: 'שני סבבים' };
const added: ForumEvent = { type: 'ForumTopicAdded', data: { topicId: 't1', ...form, author: { userId: null, visitorId: 'v1' }, addedAt: '2026-11-27T09:00:00.000Z' } };
const reply = (replyId: string, actor: ForumActor, when: string, replyCount: number): ForumEvent => ({
  type: 'ForumReplyAdded',
  data: { topicId: 't1', replyId, displayName: replyId, content: 'תודה', author: { userId: actor.userId, visitorId: actor.userId ? null : actor.visitorId }, addedAt: when, replyCount, lastReply: { at: when, displayName: replyId } },
});
const r1 = reply('r1', member, '2026-11-27T10:00:00.000Z', 1);
const r2 = reply('r2', visitor, '2026-11-27T11:00:00.000Z', 2);

describe('the forum topic decider', () => {
  it("adds a topic written by a visitor, or by a signed-in person (whose cookie's visitor is not kept)", () => {
    given([]).when({ type: 'AddTopic', topicId: 't1', form, actor: visitor, now }).then([{ type: 'ForumTopicAdded', data: { topicId: 't1', ...form, author: { userId: null, visitorId: 'v1' }, addedAt: at } }]);
    given([]).when({ type: 'AddTopic', topicId: 't1', form, actor: member, now }).then([{ type: 'ForumTopicAdded', data: { topicId: 't1', ...form, author: { userId: 'u1', visitorId: null }, addedAt: at } }]);
    given([added]).when({ type: 'AddTopic', topicId: 't1', form, actor: visitor, now }).thenNothingHappens();
  });

  it('counts the replies and names the last one as each is added and deleted', () => {
    given([added, r1]).when({ type: 'AddReply', topicId: 't1', replyId: 'r2', form: { displayName: 'Noa', content: 'Good luck' }, actor: visitor, now }).then([
      { type: 'ForumReplyAdded', data: { topicId: 't1', replyId: 'r2', displayName: 'Noa', content: 'Good luck', author: { userId: null, visitorId: 'v1' }, addedAt: at, replyCount: 2, lastReply: { at, displayName: 'Noa' } } },
    ]);
    given([added, r1, r2]).when({ type: 'DeleteReply', topicId: 't1', replyId: 'r2', actor: visitor, now }).then([
      { type: 'ForumReplyDeleted', data: { topicId: 't1', replyId: 'r2', deletedAt: at, replyCount: 1, lastReply: { at: '2026-11-27T10:00:00.000Z', displayName: 'r1' } } },
    ]);
    given([added, r1]).when({ type: 'DeleteReply', topicId: 't1', replyId: 'r1', actor: member, now }).then([{ type: 'ForumReplyDeleted', data: { topicId: 't1', replyId: 'r1', deletedAt: at, replyCount: 0, lastReply: null } }]);
  });

  it("refuses an edit or a deletion of someone else's post, and lets staff delete any and pin", () => {
    given([added]).when({ type: 'EditTopic', topicId: 't1', form, actor: stranger, now }).thenFails('ForumNotYours');
    given([added]).when({ type: 'DeleteTopic', topicId: 't1', actor: member, now }).thenFails('ForumNotYours');
    given([added, r1]).when({ type: 'EditReply', topicId: 't1', replyId: 'r1', form: { displayName: 'x', content: 'y' }, actor: visitor, now }).thenFails('ForumNotYours');
    given([added, r1]).when({ type: 'DeleteReply', topicId: 't1', replyId: 'r1', actor: visitor, now }).thenFails('ForumNotYours');
    given([added]).when({ type: 'PinTopic', topicId: 't1', sticky: true, actor: visitor, now }).thenFails('ForumNotYours');
    // staff edit nobody's words, but delete and pin
    given([added]).when({ type: 'EditTopic', topicId: 't1', form, actor: staff, now }).thenFails('ForumNotYours');
    given([added]).when({ type: 'DeleteTopic', topicId: 't1', actor: staff, now }).then([{ type: 'ForumTopicDeleted', data: { topicId: 't1', deletedAt: at } }]);
    given([added]).when({ type: 'PinTopic', topicId: 't1', sticky: true, actor: staff, now }).then([{ type: 'ForumTopicPinned', data: { topicId: 't1', sticky: true, at } }]);
  });

  it('saves the author’s edit, and nothing when nothing changed', () => {
    given([added]).when({ type: 'EditTopic', topicId: 't1', form: { ...form, content: 'עודכן' }, actor: visitor, now }).then([{ type: 'ForumTopicEdited', data: { topicId: 't1', ...form, content: 'עודכן', editedAt: at } }]);
    given([added]).when({ type: 'EditTopic', topicId: 't1', form, actor: visitor, now }).thenNothingHappens();
    given([added, r1]).when({ type: 'EditReply', topicId: 't1', replyId: 'r1', form: { displayName: 'r1', content: 'תודה רבה' }, actor: member, now }).then([
      { type: 'ForumReplyEdited', data: { topicId: 't1', replyId: 'r1', displayName: 'r1', content: 'תודה רבה', editedAt: at } },
    ]);
  });

  it('answers ForumPostNotFound for a topic never added or deleted, or a reply that is none', () => {
    const deleted: ForumEvent = { type: 'ForumTopicDeleted', data: { topicId: 't1', deletedAt: at } };
    given([]).when({ type: 'AddReply', topicId: 't1', replyId: 'r1', form: { displayName: 'a', content: 'b' }, actor: visitor, now }).thenFails('ForumPostNotFound');
    given([added, deleted]).when({ type: 'EditTopic', topicId: 't1', form, actor: visitor, now }).thenFails('ForumPostNotFound');
    given([added]).when({ type: 'DeleteReply', topicId: 't1', replyId: 'r9', actor: visitor, now }).thenFails('ForumPostNotFound');
    given([added]).when({ type: 'EditReply', topicId: 't1', replyId: 'r9', form: { displayName: 'a', content: 'b' }, actor: visitor, now }).thenFails('ForumPostNotFound');
  });

  it('records an edit of any one field, and nothing for a pin as it is or a reply sent twice', () => {
    for (const change of [{ title: 'ראיון בגוגל' }, { displayName: 'דני' }, { content: 'שלושה סבבים' }]) {
      given([added]).when({ type: 'EditTopic', topicId: 't1', form: { ...form, ...change }, actor: visitor, now }).then([{ type: 'ForumTopicEdited', data: { topicId: 't1', ...form, ...change, editedAt: at } }]);
    }
    for (const change of [{ displayName: 'רון' }, { content: 'תודה רבה' }]) {
      const edit = { displayName: 'r1', content: 'תודה', ...change };
      given([added, r1]).when({ type: 'EditReply', topicId: 't1', replyId: 'r1', form: edit, actor: member, now }).then([{ type: 'ForumReplyEdited', data: { topicId: 't1', replyId: 'r1', ...edit, editedAt: at } }]);
    }
    given([added, r1]).when({ type: 'EditReply', topicId: 't1', replyId: 'r1', form: { displayName: 'r1', content: 'תודה' }, actor: member, now }).thenNothingHappens();
    const pinned: ForumEvent = { type: 'ForumTopicPinned', data: { topicId: 't1', sticky: true, at } };
    given([added, pinned]).when({ type: 'PinTopic', topicId: 't1', sticky: true, actor: staff, now }).thenNothingHappens();
    given([added, pinned]).when({ type: 'PinTopic', topicId: 't1', sticky: false, actor: staff, now }).then([{ type: 'ForumTopicPinned', data: { topicId: 't1', sticky: false, at } }]);
    given([added, r1]).when({ type: 'AddReply', topicId: 't1', replyId: 'r1', form: { displayName: 'r1', content: 'תודה' }, actor: member, now }).thenNothingHappens();
  });

  it('takes a post as the writer’s by the same signed-in person or the same visitor only', () => {
    expect(wrote({ userId: null, visitorId: 'v1' }, { userId: null, visitorId: 'v1' })).toBe(true);
    expect(wrote({ userId: 'u1', visitorId: null }, { userId: 'u1', visitorId: 'v5' })).toBe(true);
    // two signed-in people without a visitor are not the same writer
    expect(wrote({ userId: 'u1', visitorId: null }, { userId: 'u2', visitorId: null })).toBe(false);
    expect(wrote({ userId: null, visitorId: 'v1' }, { userId: null, visitorId: 'v2' })).toBe(false);
  });
});
