import type { ColumnType } from 'kysely';
import type { Position } from './position';

// Column types the read-model tables share.
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type PositionColumn = ColumnType<Position, Position, Position>;
