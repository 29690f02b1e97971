import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type Position } from '../../../contracts/core/position';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function wholeLog(): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let after: Position = START;
  for (;;) {
    const batch = await t.app.store.readAll({ after, maxCount: 1000 });
    if (!batch.length) return all;
    all.push(...batch);
    after = batch.at(-1)!.position;
  }
}

describe('applies and connects at the same moment', () => {
  it('loses no application and makes exactly one MatchMade per pair: 20 applies, 20 connects and 10 repeated applies at once', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const job = (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title: 'Crowded Job' }) }, recruiter.token)).body.job;
    const seekers: Awaited<ReturnType<TestApp['signUp']>>[] = [];
    for (let i = 0; i < 20; i++) seekers.push(await t.signUp({ lookingforwork: true }));

    const requests = [
      ...seekers.map((s) => () => t.call('applyHistObject', { histogramType: 'jobs', objectId: job._id }, s.token)),
      ...seekers.map((s) => () => t.call('applyHistObject', { histogramType: 'resumes', objectId: s.userId, jobId: job._id }, recruiter.token)),
      ...seekers.slice(0, 10).map((s) => () => t.call('applyHistObject', { histogramType: 'jobs', objectId: job._id }, s.token)),
    ];
    // interleaved, all in flight together
    const shuffled = requests.map((r, i) => ({ r, k: (i * 7919) % requests.length })).sort((a, b) => a.k - b.k);
    const answers = await Promise.all(shuffled.map(({ r }) => r()));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const events = (await wholeLog()).filter((e) => e.data.jobId === job._id);
    const perSeeker = (type: string) => {
      const counts = new Map<string, number>();
      for (const e of events.filter((x) => x.type === type)) counts.set(String(e.data.seekerId), (counts.get(String(e.data.seekerId)) ?? 0) + 1);
      return seekers.map((s) => counts.get(s.userId) ?? 0);
    };
    expect(perSeeker('ApplicationSubmitted')).toEqual(seekers.map(() => 1));
    expect(perSeeker('ConnectSent')).toEqual(seekers.map(() => 1));
    expect(perSeeker('MatchMade')).toEqual(seekers.map(() => 1));
    expect(perSeeker('ApplicationQuotaUsed')).toEqual(seekers.map(() => 1));
    // exactly one of each pair's two calls answered the match
    expect(answers.filter((a) => (a.body as { isMatch?: boolean }).isMatch).length).toBe(20);

    await expect
      .poll(async () => (await t.engine.db.selectFrom('application_count').selectAll().where('job_id', '=', job._id).executeTakeFirst()) ?? null, { timeout: 5000 })
      .toMatchObject({ applies: 20, connects: 20, matches: 20 });
    const matches = await t.call<{ total: number }>('getUserActivity', { histogramSubType: 'matchesRec' }, recruiter.token);
    expect(matches.body.total).toBe(20);
    const rows = await t.engine.db.selectFrom('application').select(['seeker_id', 'matched_at']).where('job_id', '=', job._id).execute();
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.matched_at !== null)).toBe(true);
    const notices = await t.call<{ total: number; unread: number }>('getNotifications', {}, recruiter.token);
    expect(notices.body).toMatchObject({ total: 20, unread: 20 });
  });
});
