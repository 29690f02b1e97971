import type { PositionColumn, Timestamp } from '../../core/tables';

export type RecruiterContactTable = { email: string; name: string | null; company: string | null; added_at: Timestamp; last_position: PositionColumn };

export type RecruiterContactsTables = { recruiter_contact: RecruiterContactTable };
