import type { Selectable } from 'kysely';
import type { Notification, NotificationKind } from './notification';
import type { NotificationTable } from './tables';

export type NotificationRow = Selectable<NotificationTable> & { job_title: string | null; other_first_name: string | null; other_last_name: string | null };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const toNotification = (row: NotificationRow): Notification => {
  const payload = row.payload;
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    matchId: text(payload.matchId),
    jobId: text(payload.jobId),
    seekerId: text(payload.seekerId),
    recruiterId: text(payload.recruiterId),
    otherUserId: text(payload.otherUserId),
    jobTitle: row.job_title,
    otherName: row.other_first_name === null ? null : `${row.other_first_name} ${row.other_last_name ?? ''}`.trim(),
    createdAt: new Date(row.created_at).toISOString(),
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    position: String(row.last_position),
    ...(row.kind === 'push' ? { title: text(payload.title), message: text(payload.message) } : {}),
  };
};
