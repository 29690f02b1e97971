import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { Database } from '../../../contracts/database';
import { liveRooms, type Publish } from '../../../contracts/live';
import type { JobStatus } from '../../../contracts/marketplace/jobs/job';
import { jobListColumns, toJobListItem } from '../../../contracts/marketplace/jobs/job-row';

// Everyone hears when a job starts or stops being listed or changes; its owner hears it in their room
// too, for My Jobs. The current row gives the status and the card, whichever event moved it.
export async function pushJobChanges(events: RecordedEvent[], publish: Publish, db: Kysely<Database>): Promise<void> {
  const last = new Map<string, string>();
  for (const event of events) last.set(String(event.data.jobId), event.position);
  const rows = await db.selectFrom('job').select([...jobListColumns, 'owner_id']).where('id', 'in', [...last.keys()]).execute();
  for (const row of rows) {
    const status = row.status as JobStatus;
    const message = { jobId: row.id, status, position: last.get(row.id)!, ...(status === 'A' ? { job: toJobListItem(row) } : {}) };
    publish(liveRooms.public, 'job.changed', message);
    publish(liveRooms.user(row.owner_id), 'job.changed', message);
  }
}
