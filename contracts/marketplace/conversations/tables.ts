import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per matched pair that has messages; unread counts per side.
export type ConversationTable = {
  id: string;
  job_id: string;
  seeker_id: string;
  recruiter_id: string;
  last_sender_id: string;
  last_text: string;
  last_message_at: Timestamp;
  seeker_unread: number;
  recruiter_unread: number;
  last_position: PositionColumn;
};

export type MessageTable = {
  id: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  sent_at: Timestamp;
  last_position: PositionColumn;
};

// Who blocked whom: a blocked pair's thread says so.
export type UserBlockTable = { user_id: string; blocked_user_id: string; blocked_at: Timestamp; last_position: PositionColumn };

export type ConversationTables = { conversation: ConversationTable; message: MessageTable; user_block: UserBlockTable };
