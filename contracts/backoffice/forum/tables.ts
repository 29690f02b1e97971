import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per forum topic not deleted, with its reply count and last reply kept by the projection.
export type ForumTopicTable = {
  id: string;
  title: string;
  display_name: string;
  content: string;
  author_user: string | null;
  author_visitor: string | null;
  sticky: boolean;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  reply_count: number;
  last_reply_at: Timestamp | null;
  last_reply_name: string | null;
  last_position: PositionColumn;
};

// One row per reply not deleted.
export type ForumReplyTable = {
  id: string;
  topic_id: string;
  display_name: string;
  content: string;
  author_user: string | null;
  author_visitor: string | null;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  last_position: PositionColumn;
};

export type ForumTables = { forum_topic: ForumTopicTable; forum_reply: ForumReplyTable };
