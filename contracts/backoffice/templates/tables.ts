import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

type Json<T> = ColumnType<T, string, string>;

// One row per template saved at least once (a product mail never saved has none: its file is all
// there is). fields: the latest version's; active_fields: the version mail is sent from (both as
// saved: read with their defaults).
export type HtmlTemplateTable = {
  id: string;
  kind: string;
  name: string;
  language: string;
  version: number;
  fields: Json<object>;
  active_version: number | null;
  active_fields: Json<object | null>;
  sent_test: boolean;
  clicked_ready: boolean;
  updated_by: string | null;
  updated_at: Timestamp;
  last_position: PositionColumn;
};

// Every version of every template, kept to restore.
export type HtmlTemplateVersionTable = {
  id: string;
  template_id: string;
  version: number;
  fields: Json<object>;
  restored_from: number | null;
  saved_by: string | null;
  saved_at: Timestamp;
  last_position: PositionColumn;
};

export type TemplateTables = { html_template: HtmlTemplateTable; html_template_version: HtmlTemplateVersionTable };
