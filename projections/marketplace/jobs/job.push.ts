import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { Database } from '../../../contracts/database';
import { liveRooms, type Publish } from '../../../contracts/live';
import type { JobStatus } from '../../../contracts/marketplace/jobs/job';

// Everyone hears when a job starts or stops being listed or changes; its owner hears it in their room
// too, for My Jobs. The current row gives the status, whichever event moved it.
export async function pushJobChanges(events: RecordedEvent[], publish: Publish, db: Kysely<Database>): Promise<void> {
  const last = new Map<string, string>();
  for (const event of events) last.set(String(event.data.jobId), event.position);
  const rows = await db.selectFrom('job').select(['id', 'status', 'owner_id']).where('id', 'in', [...last.keys()]).execute();
  for (const row of rows) {
    const message = { jobId: row.id, status: row.status as JobStatus, ownerId: row.owner_id, position: last.get(row.id)! };
    publish(liveRooms.public, 'job.changed', message);
    publish(liveRooms.user(row.owner_id), 'job.changed', message);
  }
}
