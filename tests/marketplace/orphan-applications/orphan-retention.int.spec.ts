import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orphanApplicantStreamId } from '../../../contracts/marketplace/orphan-applications/ids';
import { eraseLapsedOrphanApplicants } from '../../../ops/marketplace/orphan-applications/tasks/erase-lapsed-orphan-applicants';
import { createTaskQueue, keyedTaskId, type TaskQueue } from '../../../ops/tasks/task-queue';
import { projections } from '../../../ops/registry';
import { eventually } from '../../tasks/close-job-later';
import { readModelRows, rebuildThroughBatchForms } from '../../support/read-models';
import { orphanKit } from '../../support/orphan-kit';
import { startTestApp, type TestApp } from '../../support/test-app';

const DAY_MS = 86_400_000;
const settings = { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 }, shutdownTimeoutMs: 5000 };

// The app's clock moves forward, so an application sent now is half a year old in a moment.
let offsetMs = 0;
let t: TestApp;
let otherWorker: TaskQueue | null = null;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + offsetMs), taskQueue: settings }, { RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await otherWorker?.stop();
  await t?.stop();
});

let n = 0;
const { guestToken, postJob, applicants, uploaded, applyOrphan } = orphanKit(() => t);
const fetchStatus = async (link: string) => (await fetch(`${t.app.url}${link}`)).status;

const person = (first_name: string, last_name: string) => ({ email: `${first_name.toLowerCase()}.${Date.now()}${n++}@example.com`, first_name, last_name });

// The address's stream as the app reads it (decrypted where the key still exists) and as it is stored.
const orphanStream = (email: string) => t.app.store.readStream(orphanApplicantStreamId(email));
const rawLog = async (email: string) =>
  JSON.stringify((await sql<{ data: unknown }>`SELECT data FROM event WHERE stream_id = ${orphanApplicantStreamId(email)}`.execute(t.engine.db)).rows);
const submitted = async (email: string) =>
  (await orphanStream(email)).filter((e) => e.type === 'OrphanApplicationSubmitted').map((e) => e.data as { applicantId: string; email: string; first_name: string; resume: { id: string } });
const erasures = async (email: string) => (await orphanStream(email)).filter((e) => e.type === 'OrphanApplicantErased');

async function caughtUp() {
  expect(await t.app.runner!.waitFor(await t.app.store.headPosition(), 20_000, projections.map((p) => p.name))).toBe(true);
}

describe('applicants without an account after the retention period', () => {
  it('erases one who made no account, on one of two workers, and keeps one who did and one who applied lately', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const [first, second] = [await postJob(recruiter.token, 'Lamplighter'), await postJob(recruiter.token, 'Ferryman')];
    const lapsed = person('Morwenna', 'Penhallow');
    const linked = person('Jago', 'Trevithick');
    const lately = person('Demelza', 'Carne');
    await applyOrphan(await guestToken(), { ...lapsed, jobId: first! });
    await applyOrphan(await guestToken(), { ...lapsed, jobId: second! });
    const linkedGuest = await guestToken();
    await applyOrphan(linkedGuest, { ...linked, jobId: first! });
    const made = await t.call<{ token: string }>('setPasswordOrphan', { ...linked, password: 'secret123' }, linkedGuest);
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    // 181 days later (the default period is 180), a third visitor applies
    offsetMs = 181 * DAY_MS;
    await applyOrphan(await guestToken(), { ...lately, jobId: first! });
    await caughtUp();
    const before = await applicants(recruiter.token);
    expect(before.map((a) => a.orphan?.email).sort()).toEqual([lapsed.email, lapsed.email, linked.email, lately.email].sort());
    // links signed at the moved clock, so only the erasure can make them fail
    const linkOf = (email: string) => before.filter((a) => a.orphan?.email === email).map((a) => a.orphan!.resume.url);
    const [lapsedLinks, keptLinks] = [linkOf(lapsed.email), [...linkOf(linked.email), ...linkOf(lately.email)]];
    for (const link of [...lapsedLinks, ...keptLinks]) expect(await fetchStatus(link)).toBe(200);
    const lapsedSent = await submitted(lapsed.email);
    const applicantId = lapsedSent[0]!.applicantId;
    expect(JSON.stringify(await readModelRows(t.engine.db, projections))).toContain(applicantId);

    // both workers are asked for the same run; it runs once
    otherWorker = createTaskQueue({ engine: t.engine, databaseUrl: t.app.config.databaseUrl, tasks: [eraseLapsedOrphanApplicants], log: pino({ level: 'silent' }), work: true, settings });
    await otherWorker.start(t.app.deps);
    const key = `retention-${Date.now()}`;
    await Promise.all([t.app.deps.scheduler, otherWorker.scheduler].map((s) => s.schedule(eraseLapsedOrphanApplicants.name, {}, { key })));
    await eventually(async () => (await t.app.queue.state(eraseLapsedOrphanApplicants.name, keyedTaskId(eraseLapsedOrphanApplicants.name, key)))?.state === 'completed');
    expect(await t.app.queue.unfinished(eraseLapsedOrphanApplicants.name)).toBe(0);
    await caughtUp();

    // the recruiter no longer sees them, and their CVs are gone
    const after = await applicants(recruiter.token);
    expect(after.map((a) => a.orphan?.email).sort()).toEqual([linked.email, lately.email].sort());
    expect(after.map((a) => a.seekerId)).not.toContain(applicantId);
    for (const link of lapsedLinks) expect([404, 410]).toContain(await fetchStatus(link));
    for (const e of lapsedSent) expect(uploaded(e.resume.id)).toBe(false);
    // the log keeps that they applied and that they were erased (by the job), not who they were
    for (const e of await submitted(lapsed.email)) expect(e).toMatchObject({ email: '', first_name: '', last_name: '' });
    expect(await rawLog(lapsed.email)).not.toContain(lapsed.email);
    const [erased, ...again] = await erasures(lapsed.email);
    expect(again).toEqual([]);
    expect(erased!.data).toMatchObject({ applicantId, jobIds: [first, second] });
    expect(erased!.metadata.correlationId).toMatch(/^job:erase-lapsed-orphan-applicants:/);
    // no read model holds a row about them any more, nor after a rebuild
    const live = JSON.stringify(await readModelRows(t.engine.db, projections));
    expect(await rebuildThroughBatchForms(t.app.store, t.engine.db, projections)).toEqual([]);
    const rebuilt = JSON.stringify(await readModelRows(t.engine.db, projections));
    for (const rows of [live, rebuilt]) expect([applicantId, lapsed.email, 'Penhallow'].filter((s) => rows.includes(s))).toEqual([]);

    // the one who made an account and the one who applied lately keep everything
    for (const link of keptLinks) expect(await fetchStatus(link)).toBe(200);
    expect((await submitted(linked.email)).map((e) => e.email)).toEqual([linked.email]);
    expect((await submitted(lately.email)).map((e) => e.email)).toEqual([lately.email]);
    expect(await erasures(linked.email)).toEqual([]);
    expect((await t.call('getUserData', {}, made.body.token)).status).toBe(200);

    // a second run changes nothing
    const head = await t.app.store.headPosition();
    await t.app.deps.scheduler.schedule(eraseLapsedOrphanApplicants.name, {}, { key: `${key}-again` });
    await eventually(async () => (await t.app.queue.state(eraseLapsedOrphanApplicants.name, keyedTaskId(eraseLapsedOrphanApplicants.name, `${key}-again`)))?.state === 'completed');
    expect(await t.app.store.headPosition()).toBe(head);
  });

  it('lets the erased address apply again, as a new applicant', async () => {
    offsetMs = 0;
    const recruiter = await t.signUp({ lookingforwork: false });
    const jobId = await postJob(recruiter.token, 'Harbourmaster');
    const returning = person('Tamsin', 'Rosewarne');
    await applyOrphan(await guestToken(), { ...returning, jobId: jobId! });
    offsetMs = 200 * DAY_MS;
    const key = `retention-${Date.now()}`;
    await t.app.deps.scheduler.schedule(eraseLapsedOrphanApplicants.name, {}, { key });
    await eventually(async () => (await t.app.queue.state(eraseLapsedOrphanApplicants.name, keyedTaskId(eraseLapsedOrphanApplicants.name, key)))?.state === 'completed');
    expect(await erasures(returning.email)).toHaveLength(1);

    await applyOrphan(await guestToken(), { ...returning, jobId: jobId! });
    const [old, fresh] = await submitted(returning.email);
    expect(old).toMatchObject({ email: '' });
    expect(fresh).toMatchObject({ email: returning.email, first_name: 'Tamsin' });
    expect(fresh!.applicantId).not.toBe(old!.applicantId);
    await caughtUp();
    expect((await applicants(recruiter.token)).map((a) => a.orphan?.email)).toEqual([returning.email]);
  });
});
