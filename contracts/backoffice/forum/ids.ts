// Stream ids of the interviews forum are built only here.

// One stream per topic: the topic, its replies, their edits and deletions, its pinning.
export const FORUM_TOPIC_STREAM_PREFIX = 'forum-topic-';
export const forumTopicStreamId = (topicId: string): string => `${FORUM_TOPIC_STREAM_PREFIX}${topicId}`;

// The cookie that keeps a visitor's posts theirs (a signed visitor id) and the token purposes.
export const FORUM_VISITOR_COOKIE = 'forum_visitor';
export const FORUM_VISITOR_DAYS = 365;
// how long an anti-spam question may be answered
export const FORUM_QUESTION_MINUTES = 60;
