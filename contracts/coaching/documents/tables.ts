import type { PositionColumn, Timestamp } from '../../core/tables';

// file_id: a CV file the client uploaded (its link is signed when shown or sent; link is empty)
export type PublishResumeTable = { user_id: string; resume_id: string; title: string; link: string; file_id: string | null; picked: boolean; is_deleted: boolean; added_at: Timestamp; last_position: PositionColumn };

export type PublishCoverLetterTable = {
  user_id: string;
  cover_letter_id: string;
  title: string;
  content: string;
  link: string;
  picked: boolean;
  is_deleted: boolean;
  created_at: Timestamp;
  saved_at: Timestamp;
  last_position: PositionColumn;
};

export type DocumentsTables = {
  publish_resume: PublishResumeTable;
  publish_cover_letter: PublishCoverLetterTable;
};
