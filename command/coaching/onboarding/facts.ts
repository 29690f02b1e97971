import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import type { CommandDeps } from '../../core/deps';

// The start of an open slot that overlaps [start, end), if any.
export async function overlappingSlot(deps: CommandDeps, start: string, end: string): Promise<string | null> {
  const row = await deps.db
    .selectFrom('meeting_slot')
    .select('start_at')
    .where('closed', '=', false)
    .where('start_at', '<', new Date(end))
    .where('end_at', '>', new Date(start))
    .executeTakeFirst();
  return row ? new Date(row.start_at).toISOString() : null;
}

// The events of a publication after which its mail reads the CV and signs its link (a test or a
// simulation's reaction; a part's task, between PartStarted and PartSent), with their time field.
const mailTimes: Readonly<Record<string, string>> = { PublishTestSent: 'sentAt', PublishSimulated: 'simulatedAt', PartStarted: 'startedAt', PartSent: 'sentAt' };

// When a mail of the client's publication last went out, as its event recorded it; null if none
// has. Read from the log itself, not a read model that may lag behind it.
export async function lastPublicationMailAt(deps: CommandDeps, userId: string): Promise<string | null> {
  let last: string | null = null;
  for (const event of await deps.store.readStream(publicationStreamId(userId))) {
    const field = mailTimes[event.type];
    const at = field ? event.data[field] : undefined;
    if (typeof at === 'string' && (last === null || Date.parse(at) > Date.parse(last))) last = at;
  }
  return last;
}

// Kept CV files whose mailed links have all expired by now, by file id after `after`.
export async function keptCvFilesDue(deps: CommandDeps, now: Date, after: string, limit: number): Promise<{ fileId: string; userId: string }[]> {
  const rows = await deps.db.selectFrom('kept_cv_file').select(['file_id', 'user_id']).where('kept_until', '<=', now).where('file_id', '>', after).orderBy('file_id').limit(limit).execute();
  return rows.map((r) => ({ fileId: r.file_id, userId: r.user_id }));
}
