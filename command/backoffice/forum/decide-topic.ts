import { domainError, type DomainError } from '../../../contracts/core/errors';
import { forumEvents, type ForumAuthor, type ForumEvent } from '../../../contracts/backoffice/forum/events';
import type { ReplyForm, TopicForm } from '../../../contracts/backoffice/forum/forum';
import type { Decider } from '../../core/decider';
import { evolveTopic, initialTopic, type TopicState } from './topic';

// Who acts: the signed-in person or the visitor (by their cookie's id), and whether they are staff.
export type ForumActor = ForumAuthor & { staff: boolean };

export type ForumCommand =
  | { type: 'AddTopic'; topicId: string; form: TopicForm; actor: ForumActor; now: Date }
  | { type: 'EditTopic'; topicId: string; form: TopicForm; actor: ForumActor; now: Date }
  | { type: 'DeleteTopic'; topicId: string; actor: ForumActor; now: Date }
  | { type: 'PinTopic'; topicId: string; sticky: boolean; actor: ForumActor; now: Date }
  | { type: 'AddReply'; topicId: string; replyId: string; form: ReplyForm; actor: ForumActor; now: Date }
  | { type: 'EditReply'; topicId: string; replyId: string; form: ReplyForm; actor: ForumActor; now: Date }
  | { type: 'DeleteReply'; topicId: string; replyId: string; actor: ForumActor; now: Date };

// A post is the actor's when the same signed-in person or the same visitor wrote it.
export const wrote = (author: ForumAuthor, actor: ForumAuthor): boolean =>
  (author.userId !== null && author.userId === actor.userId) || (author.visitorId !== null && author.visitorId === actor.visitorId);

const authorOf = (actor: ForumActor): ForumAuthor => ({ userId: actor.userId, visitorId: actor.userId ? null : actor.visitorId });

// the topic's replies after a change: how many, and the last one written
function repliesAfter(replies: TopicState & { status: 'kept' }): { replyCount: number; lastReply: { at: string; displayName: string } | null } {
  const all = [...replies.replies.values()];
  const last = all.at(-1);
  return { replyCount: all.length, lastReply: last ? { at: last.at, displayName: last.displayName } : null };
}

function decide(c: ForumCommand, state: TopicState): ForumEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'AddTopic') {
    // a repeated request finds the topic there
    if (state.status !== 'none') return [];
    return [{ type: 'ForumTopicAdded', data: { topicId: c.topicId, ...c.form, author: authorOf(c.actor), addedAt: at } }];
  }
  if (state.status !== 'kept') return domainError('ForumPostNotFound');
  switch (c.type) {
    case 'EditTopic': {
      if (!wrote(state.author, c.actor)) return domainError('ForumNotYours');
      const same = state.title === c.form.title && state.displayName === c.form.displayName && state.content === c.form.content;
      return same ? [] : [{ type: 'ForumTopicEdited', data: { topicId: c.topicId, ...c.form, editedAt: at } }];
    }
    case 'DeleteTopic':
      if (!c.actor.staff && !wrote(state.author, c.actor)) return domainError('ForumNotYours');
      return [{ type: 'ForumTopicDeleted', data: { topicId: c.topicId, deletedAt: at } }];
    case 'PinTopic':
      if (!c.actor.staff) return domainError('ForumNotYours');
      return state.sticky === c.sticky ? [] : [{ type: 'ForumTopicPinned', data: { topicId: c.topicId, sticky: c.sticky, at } }];
    case 'AddReply': {
      if (state.replies.has(c.replyId)) return [];
      const after = evolveTopic(state, { type: 'ForumReplyAdded', data: { topicId: c.topicId, replyId: c.replyId, ...c.form, author: authorOf(c.actor), addedAt: at, replyCount: 0, lastReply: null } });
      return [{ type: 'ForumReplyAdded', data: { topicId: c.topicId, replyId: c.replyId, ...c.form, author: authorOf(c.actor), addedAt: at, ...repliesAfter(after as typeof state) } }];
    }
    case 'EditReply': {
      const reply = state.replies.get(c.replyId);
      if (!reply) return domainError('ForumPostNotFound');
      if (!wrote(reply.author, c.actor)) return domainError('ForumNotYours');
      const same = reply.displayName === c.form.displayName && reply.content === c.form.content;
      return same ? [] : [{ type: 'ForumReplyEdited', data: { topicId: c.topicId, replyId: c.replyId, ...c.form, editedAt: at } }];
    }
    case 'DeleteReply': {
      const reply = state.replies.get(c.replyId);
      if (!reply) return domainError('ForumPostNotFound');
      if (!c.actor.staff && !wrote(reply.author, c.actor)) return domainError('ForumNotYours');
      const after = evolveTopic(state, { type: 'ForumReplyDeleted', data: { topicId: c.topicId, replyId: c.replyId, deletedAt: at, replyCount: 0, lastReply: null } });
      return [{ type: 'ForumReplyDeleted', data: { topicId: c.topicId, replyId: c.replyId, deletedAt: at, ...repliesAfter(after as typeof state) } }];
    }
  }
}

export const topicDecider: Decider<TopicState, ForumCommand, ForumEvent> = { events: forumEvents, initialState: initialTopic, evolve: evolveTopic, decide };
