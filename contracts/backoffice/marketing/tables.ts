import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';
import type { EventPost } from './calendar-event';
import type { Version } from './post';

type Json<T> = ColumnType<T, string, string>;

// One row per post, its versions within.
export type MarketingPostTable = {
  id: string;
  name: string;
  type: string;
  sub_type: string;
  status: string;
  content_link: string;
  is_test: boolean;
  end_test: string | null;
  default_version: string;
  is_google: boolean;
  is_tiktok: boolean;
  is_youtube: boolean;
  versions: Json<Version[]>;
  versions_count: number;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

// One row per calendar event (dated, or a plan slot) until it is removed.
export type MarketingEventTable = {
  id: string;
  system: string;
  // YYYY-MM-DD on Belgrade's clock; null for a plan slot
  date: string | null;
  date_time: Timestamp | null;
  time_hours: number;
  time_minutes: number;
  status: string;
  type: string;
  location: string;
  profile: string;
  publisher: string;
  posts: Json<EventPost[]>;
  is_comment: boolean;
  week_day: number;
  is_plan: boolean;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

// One row per post a dated event publishes (slot: its place in the event's posts): the posts'
// publishes, and the dashboard's figures.
export type MarketingPublishTable = {
  event_id: string;
  // its place among the event's posts, as text: a key column the batch form compares as written
  slot: string;
  post_id: string;
  post_name: string;
  version: string;
  date_time: Timestamp;
  platform: string;
  type: string;
  location: string;
  status: string;
  questionnaires_count: number;
  very_relevant: number;
  so_so_relevant: number;
  not_relevant: number;
  impressions: number;
  last_position: PositionColumn;
};

// One row per task that is not deleted (closed).
export type MarketingTaskTable = {
  id: string;
  name: string;
  frequency: string;
  days_week: Json<number[]>;
  notes: string;
  created_at: Timestamp;
  last_position: PositionColumn;
};

// A tick of a task for a day, week or month (date_task: the period's first day).
export type MarketingTaskTickTable = {
  task_id: string;
  date_task: string;
  selected: boolean;
  last_position: PositionColumn;
};

export type MarketingTables = {
  marketing_post: MarketingPostTable;
  marketing_event: MarketingEventTable;
  marketing_publish: MarketingPublishTable;
  marketing_task: MarketingTaskTable;
  marketing_task_tick: MarketingTaskTickTable;
};
