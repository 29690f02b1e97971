import { z } from 'zod';
import { DEFAULT_JOB_LIMIT } from '../../contracts/identity/users/user';
import { changeJobStatus } from '../../command/marketplace/jobs/change-job-status';
import { defineTask, type TaskDefinition } from '../../ops/tasks/task-definition';

// A test feature's job, shaped like a real one (a promotion's expiry): a command scheduled for
// later that appends an event. `runs` counts every run, so a second run is seen even though the
// command itself would append nothing the second time.
export type CountingJob = TaskDefinition & { runs: string[]; failFirst: number };

const closeJobData = z.object({ jobId: z.string(), ownerId: z.string() });

export function closeJobLater(name = 'close-job-later', failFirst = 0): CountingJob {
  const runs: string[] = [];
  const job = defineTask({
    name,
    async handle(deps, data, ctx) {
      const { jobId, ownerId } = closeJobData.parse(data);
      runs.push(jobId);
      if (runs.length <= failFirst) throw new Error(`run ${runs.length} fails on purpose`);
      // deactivating needs no quota: the limit is irrelevant here
      await changeJobStatus(deps, { jobId, ownerId, status: 'O', limit: DEFAULT_JOB_LIMIT }, ctx);
    },
  });
  return { ...job, runs, failFirst };
}

// Polls until check() is truthy or the bound passes; never a fixed sleep.
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
