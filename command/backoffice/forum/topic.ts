import { forumEvents, type ForumAuthor, type ForumEvent } from '../../../contracts/backoffice/forum/events';

type Reply = { author: ForumAuthor; displayName: string; content: string; at: string };
// What the forum's rules need of forum-topic-{topicId}: the topic's author and texts, its pin, and
// its replies (in the order written) with theirs.
export type TopicState =
  | { status: 'none' }
  | { status: 'kept'; author: ForumAuthor; title: string; displayName: string; content: string; sticky: boolean; replies: ReadonlyMap<string, Reply> }
  | { status: 'deleted' };
export const initialTopic: TopicState = { status: 'none' };

export const evolveTopic = (state: TopicState, event: ForumEvent): TopicState => {
  if (event.type === 'ForumTopicAdded') {
    const { author, title, displayName, content } = event.data;
    return { status: 'kept', author, title, displayName, content, sticky: false, replies: new Map() };
  }
  if (event.type === 'ForumTopicDeleted') return { status: 'deleted' };
  if (state.status !== 'kept') return state;
  switch (event.type) {
    case 'ForumTopicEdited':
      return { ...state, title: event.data.title, displayName: event.data.displayName, content: event.data.content };
    case 'ForumTopicPinned':
      return { ...state, sticky: event.data.sticky };
    case 'ForumReplyAdded': {
      const replies = new Map(state.replies);
      replies.set(event.data.replyId, { author: event.data.author, displayName: event.data.displayName, content: event.data.content, at: event.data.addedAt });
      return { ...state, replies };
    }
    case 'ForumReplyEdited': {
      const reply = state.replies.get(event.data.replyId);
      if (!reply) return state;
      const replies = new Map(state.replies);
      replies.set(event.data.replyId, { ...reply, displayName: event.data.displayName, content: event.data.content });
      return { ...state, replies };
    }
    case 'ForumReplyDeleted': {
      const replies = new Map(state.replies);
      replies.delete(event.data.replyId);
      return { ...state, replies };
    }
  }
};

export const topicFolder = { events: forumEvents, initialState: initialTopic, evolve: evolveTopic };
