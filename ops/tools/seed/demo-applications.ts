import { applyToJob } from '../../../command/marketplace/activity/apply-to-job';
import { connectToSeeker } from '../../../command/marketplace/activity/connect-to-seeker';
import type { CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

const DAY = 86_400_000;

// Applications of the demo journeys' clients to the marketplace's jobs over the last eight weeks,
// and the recruiters' connects back to every third (a match), through the commands seekers and
// recruiters use, each on its day: the dashboards' weeks have something to show. Returns the last
// position written.
export async function seedDemoApplications(deps: CommandDeps, seekers: readonly string[]): Promise<Position | null> {
  const jobs = await deps.db.selectFrom('job').select(['id', 'owner_id']).where('status', '=', 'A').orderBy('id').limit(60).execute();
  if (!jobs.length) return null;
  const now = deps.clock().getTime();
  let last: Position | null = null;
  let n = 0;
  for (const [i, seekerId] of seekers.entries()) {
    for (let k = 0; k < 2 + (i % 3); k++, n++) {
      const job = jobs[(i * 3 + k) % jobs.length]!;
      const at = new Date(now - ((n * 5) % 56) * DAY);
      const on = { ...deps, clock: () => at };
      const applied = await applyToJob(on, { jobId: job.id, seeker: { lookingforwork: true, visible: true, isPro: false } }, { actor: seekerId, correlationId: 'seed' });
      // a client who applied to the job already, or whose month is used up, leaves it
      if (isDomainError(applied)) continue;
      last = applied.position ?? last;
      if (n % 3 !== 0) continue;
      const connected = await connectToSeeker(on, { seekerId, jobId: job.id }, { actor: job.owner_id, correlationId: 'seed' });
      if (!isDomainError(connected)) last = connected.position ?? last;
    }
  }
  return last;
}
