import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDomainError } from '../../contracts/core/errors';
import { ConcurrencyExhaustedError } from '../../command/core/handle-command';
import type { JobInfo, JobStatus } from '../../contracts/marketplace/jobs/job';
import { jobInfoSchema } from '../../contracts/marketplace/jobs/job';
import { jobSlotsStreamId, jobStreamId } from '../../contracts/marketplace/jobs/ids';
import { DEFAULT_JOB_LIMIT } from '../../contracts/identity/users/user';
import { loadStream } from '../../command/core/handle-command';
import { jobStatusDecider } from '../../command/marketplace/jobs/decide-job';
import { changeJobStatus } from '../../command/marketplace/jobs/change-job-status';
import { createJob } from '../../command/marketplace/jobs/create-job';
import { seededRandom } from '../../ops/tools/bench/support/stats';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

// Randomised concurrent sequences of create, activate, deactivate and delete by one recruiter.
// Whatever the interleaving, afterwards no more jobs are active than the limit, and the quota
// stream's slots are held by exactly the active jobs. 1,000 sequences on PostgreSQL (CI's
// test:pg); 60 on the embedded engine, which serialises every statement anyway.
const onServer = Boolean(process.env.DATABASE_URL);
const SEQUENCES = onServer ? 1000 : 60;
const IN_PARALLEL = onServer ? 8 : 2;
const seed = Number(process.env.QUOTA_SEED ?? 20261122);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const job: JobInfo = jobInfoSchema.parse(validJob());
const statuses: readonly JobStatus[] = ['A', 'O', 'D'];

async function sequence(n: number, random: () => number): Promise<string | null> {
  const deps = t.app.deps;
  const owner = `quota-${n}-${randomUUID().slice(0, 8)}`;
  const limit = DEFAULT_JOB_LIMIT;
  const ctx = { actor: owner, correlationId: `quota-${n}` };
  const jobs: string[] = [];
  const create = async () => {
    const created = await createJob(deps, { ownerId: owner, job, limit }, ctx);
    if (isDomainError(created)) return created;
    jobs.push(created.jobId);
  };
  // a few jobs first, at once: some land active, the rest inactive
  await Promise.allSettled(Array.from({ length: 3 + Math.floor(random() * 5) }, create));
  // then a burst of everything at once, several aimed at the same job
  const burst = Array.from({ length: 6 + Math.floor(random() * 10) }, () => {
    if (random() < 0.2) return create;
    const jobId = jobs[Math.floor(random() * jobs.length)]!;
    const status = statuses[Math.floor(random() * statuses.length)]!;
    return () => changeJobStatus(deps, { jobId, ownerId: owner, status, limit }, ctx);
  });
  const results = await Promise.allSettled(burst.map((op) => op()));
  // refusals a caller can get (and that change nothing): the job was deleted meanwhile, or too many
  // writers at once (409, try again)
  for (const r of results) {
    if (r.status === 'rejected' && !(r.reason instanceof ConcurrencyExhaustedError)) return `unexpected failure: ${String(r.reason)}`;
    if (r.status === 'fulfilled' && isDomainError(r.value) && r.value.code !== 'JobDeleted') return `unexpected refusal: ${r.value.code}`;
  }
  // the truth: the streams themselves
  const active = new Set<string>();
  for (const jobId of jobs) {
    const loaded = await loadStream(deps.store, jobStreamId(jobId), jobStatusDecider);
    if (loaded.state.job.status === 'A') active.add(jobId);
  }
  const slots = (await loadStream(deps.store, jobSlotsStreamId(owner), jobStatusDecider)).state.slots.active;
  if (active.size > DEFAULT_JOB_LIMIT) return `${active.size} active jobs against a limit of ${DEFAULT_JOB_LIMIT}`;
  const held = [...slots].sort().join(',');
  const shouldHold = [...active].sort().join(',');
  if (held !== shouldHold) return `slots held by [${held}] but active jobs are [${shouldHold}]`;
  return null;
}

describe('the active-job quota under concurrency', () => {
  it(`holds for ${SEQUENCES} randomised concurrent sequences (seed ${seed})`, async () => {
    const random = seededRandom(seed);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < SEQUENCES) {
        const n = next++;
        const problem = await sequence(n, random);
        if (problem) failures.push(`sequence ${n}: ${problem}`);
      }
    };
    await Promise.all(Array.from({ length: IN_PARALLEL }, worker));
    console.log(`job quota: ${SEQUENCES} concurrent sequences on ${onServer ? 'PostgreSQL' : 'PGlite'}, seed ${seed}, ${failures.length} broke the invariant`);
    expect(failures).toEqual([]);
  }, 900_000);
});
