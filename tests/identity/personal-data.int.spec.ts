import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '../../contracts/identity/users/ids';
import { projections } from '../../ops/registry';
import { rebuildProjections } from '../../projections/core/rebuild';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

// What the log itself holds, as a database administrator (or a backup) would see it.
const rawLog = async (streamId: string) =>
  JSON.stringify((await sql<{ data: unknown }>`SELECT data FROM event WHERE stream_id = ${streamId} ORDER BY stream_position`.execute(t.engine.db)).rows);

async function recruiterWithHistory(email: string) {
  const user = await t.signUp({ email, lookingforwork: false, first_name: 'Dalia', last_name: 'Rosenfeld' });
  await t.call('saveProfile', { title: 'Head of Talent', phone: '054-7654321', personal_info: 'Lives in Haifa' }, user.token);
  const posted = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Erasable job', phone: '03-5556677' }) }, user.token);
  await t.call('sendFeedback', { feedback: 'My number is 054-7654321' }, user.token);
  return { ...user, jobId: posted.body.job._id };
}

describe('personal data', () => {
  it('keeps personal fields encrypted in the log, readable only through the app', async () => {
    const user = await recruiterWithHistory('dalia.encrypted@example.com');
    const raw = await rawLog(userStreamId(user.userId));
    for (const secret of ['dalia.encrypted@example.com', 'Rosenfeld', '054-7654321', '+972547654321', 'Lives in Haifa']) expect(raw).not.toContain(secret);
    expect(raw).toContain('$pii');
    expect(await rawLog(`job-${user.jobId}`)).not.toContain('03-5556677');
    const me = await t.call<{ user: { email: string; last_name: string; phone: string } }>('getUserData', {}, user.token);
    expect(me.body.user).toMatchObject({ email: 'dalia.encrypted@example.com', last_name: 'Rosenfeld', phone: '+972547654321' });
  });

  it('exports everything held about the person as JSON, and nothing of anyone else', async () => {
    const user = await recruiterWithHistory('dalia.export@example.com');
    const other = await recruiterWithHistory('someone.else@example.com');
    const exported = await t.call<{ account: { email: string }; jobs: Array<{ _id: string; phone: string }>; history: Array<{ type: string; data: Record<string, unknown> }> }>('exportMyData', {}, user.token);
    expect(exported.status).toBe(200);
    expect(exported.body.account.email).toBe('dalia.export@example.com');
    expect(exported.body.jobs.map((j) => j._id)).toEqual([user.jobId]);
    expect(exported.body.history.map((e) => e.type).sort()).toEqual(['JobCreated', 'JobSlotTaken', 'ProfileSaved', 'UserRegistered']);
    expect(JSON.stringify(exported.body)).toContain('+972547654321');
    expect(JSON.stringify(exported.body)).not.toContain(other.userId);
    expect((await t.call('exportMyData', {})).status).toBe(401);
  });

  it('refuses to delete an account without its password, and records nothing', async () => {
    const user = await recruiterWithHistory('dalia.keeps@example.com');
    const head = await t.app.store.headPosition();
    expect(await t.call('deleteAccount', { password: 'not-it' }, user.token)).toMatchObject({ status: 401, body: { code: 'WrongCredentials' } });
    expect(await t.app.store.headPosition()).toBe(head);
    expect((await t.call('getUserData', {}, user.token)).status).toBe(200);
  });

  it('erases the account: gone from every read model, unreadable in the log and after a rebuild, and the address is free again', async () => {
    const user = await recruiterWithHistory('dalia.gone@example.com');
    const bystander = await recruiterWithHistory('bystander@example.com');
    const erasable = async () =>
      (await t.call<{ total: number }>('getHistogramObjects', { histogramType: 'jobs', params: { queryString: 'erasable' }, chunk: 0, getCount: true })).body.total;
    const before = await erasable();
    const deleted = await t.call('deleteAccount', { password: 'secret123' }, user.token);
    expect(deleted).toMatchObject({ status: 200, body: { success: true } });

    // the session ends, the jobs leave every list
    expect((await t.call('getUserData', {}, user.token)).status).toBe(401);
    expect(await erasable()).toBe(before - 1);
    expect(await t.call('getHistogramObject', { histogramType: 'jobs', id: user.jobId })).toMatchObject({ body: { notFound: true } });
    expect(await t.engine.db.selectFrom('user_account').select('id').where('id', '=', user.userId).executeTakeFirst()).toBeUndefined();

    // the log keeps what happened, but none of the person's data is readable any more
    const history = await t.app.store.readStream(userStreamId(user.userId));
    const registered = history.find((e) => e.type === 'UserRegistered')!;
    expect(registered.data).toMatchObject({ email: '', first_name: '', last_name: '' });
    expect(history.find((e) => e.type === 'ProfileSaved')!.data.changes).toEqual({});
    expect(history.at(-1)!.type).toBe('AccountDeleted');
    const job = await t.app.store.readStream(`job-${user.jobId}`);
    expect((job[0]!.data.job as Record<string, unknown>).phone).toBe('');

    // a rebuild of every read model brings nothing back
    await rebuildProjections(t.app.store, t.engine.db, projections);
    expect(await t.engine.db.selectFrom('user_account').select('id').where('id', '=', user.userId).executeTakeFirst()).toBeUndefined();
    expect(await t.engine.db.selectFrom('job').select('id').where('owner_id', '=', user.userId).executeTakeFirst()).toBeUndefined();
    expect(JSON.stringify(await t.engine.db.selectFrom('user_account').selectAll().execute())).not.toContain('dalia.gone');

    // the bystander is untouched
    expect((await t.call<{ user: { phone: string } }>('getUserData', {}, bystander.token)).body.user.phone).toBe('+972547654321');

    // the address can be used again, by a new account
    const again = await t.signUp({ email: 'dalia.gone@example.com', first_name: 'Dalia', last_name: 'Again' });
    expect(again.userId).not.toBe(user.userId);
  });
});
