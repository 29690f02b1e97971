import type { ColumnType } from 'kysely';
import type { PositionColumn, Timestamp } from '../../core/tables';

// One row per setting an admin changed; a setting without a row has its default (the server's
// configuration). revision: the settings stream's position of the change, so the highest is the
// stream's version a save must name.
export type ProductSettingTable = {
  name: string;
  value: ColumnType<unknown, string, string>;
  revision: number;
  changed_by: string | null;
  changed_at: Timestamp;
  last_position: PositionColumn;
};

export type SettingsTables = { product_setting: ProductSettingTable };
