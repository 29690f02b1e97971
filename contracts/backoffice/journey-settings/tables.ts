import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per journey list someone changed (emailsToSendTest too, from the publish grid's events);
// a list without a row has its default.
export type JourneySettingListTable = {
  name: string;
  value: ColumnType<unknown, string, string>;
  changed_by: string | null;
  changed_at: Timestamp;
  last_position: PositionColumn;
};

// The explanations of the journey's steps, one row each; order_index: its place among its step's.
export type ExplanationTable = {
  id: string;
  type: string;
  title: string;
  text_before_image: string;
  text_after_image: string;
  upload_id: string | null;
  order_index: number;
  last_position: PositionColumn;
};

// The text explaining a step, once someone rewrote it (a step without a row has its default).
export type StepExplanationTable = {
  name: string;
  value: string;
  changed_by: string | null;
  changed_at: Timestamp;
  last_position: PositionColumn;
};

export type JourneySettingsTables = { journey_setting_list: JourneySettingListTable; explanation: ExplanationTable; step_explanation: StepExplanationTable };
