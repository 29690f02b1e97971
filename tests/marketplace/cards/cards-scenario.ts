import { expect } from 'vitest';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { projections } from '../../../ops/registry';
import { validJob, type TestApp } from '../../support/test-app';

// Every event the job cards' counters take, written through the calls: watches of a job by
// visitors and a seeker (two on one day, so a counter is added to), searches of both lists, a
// repeat and a contact-like term that are not recorded. Waits until every projection has caught up.
export async function runCardsScenario(t: TestApp): Promise<void> {
  const ok = async <T>(name: string, body: unknown, token: string): Promise<T> => {
    const res = await t.call<T>(name, body, token);
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const guest = async () => (await ok<{ token: string }>('getUnregistedUserToken', { device: 'computer' }, '')).token;
  const owner = await t.signUp({ lookingforwork: false, first_name: 'Carmel', last_name: 'Cards' });
  const seeker = await t.signUp({ first_name: 'Watching', last_name: 'Seeker' });
  const [watched, other] = [
    (await ok<{ job: Job }>('createNewJob', { jobInfo: validJob({ title: 'Watched baker', company: 'Cards Bakery' }) }, owner.token)).job._id,
    (await ok<{ job: Job }>('createNewJob', { jobInfo: validJob({ title: 'Quiet baker', company: 'Cards Bakery' }) }, owner.token)).job._id,
  ];
  const [visitor, otherVisitor] = [await guest(), await guest()];
  for (const [jobId, token] of [[watched, visitor], [watched, otherVisitor], [watched, seeker.token], [other, visitor]] as const)
    expect(await ok('watchJob', { jobId }, token)).toEqual({ recorded: true });
  expect(await ok('watchJob', { jobId: watched }, visitor)).toEqual({ recorded: false });

  for (const [token, histogramType, queryString] of [
    [visitor, 'jobs', 'Night Baker'],
    [otherVisitor, 'jobs', ' night   baker '],
    [seeker.token, 'jobs', 'pastry'],
    [visitor, 'resumes', 'baker'],
  ] as const)
    expect(await ok('recordSearch', { histogramType, queryString }, token)).toEqual({ recorded: true });
  expect(await ok('recordSearch', { histogramType: 'jobs', queryString: 'night baker' }, visitor)).toEqual({ recorded: false });
  expect(await ok('recordSearch', { histogramType: 'jobs', queryString: 'carmel@example.com' }, visitor)).toEqual({ recorded: false });

  const head = await t.app.store.headPosition();
  expect(await t.app.runner!.waitFor(head, 20_000, projections.map((p) => p.name))).toBe(true);
}
