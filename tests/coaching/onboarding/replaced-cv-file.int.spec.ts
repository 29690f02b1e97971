import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingStreamId } from '../../../contracts/coaching/onboarding/ids';
import type { Onboarding } from '../../../contracts/coaching/onboarding/onboarding';
import { removeExpiredCvFiles } from '../../../ops/coaching/onboarding/tasks/remove-expired-cv-files';
import { projections } from '../../../ops/registry';
import { createTaskQueue, keyedTaskId, type TaskQueue } from '../../../ops/tasks/task-queue';
import { eventually } from '../../tasks/close-job-later';
import { startTestApp, type TestApp } from '../../support/test-app';
import { docx, pdf } from '../../uploads/fixtures';
import { TEST_EMAIL_STEP } from '../../../contracts/coaching/journey/lists';
import { walkJourneyTo } from '../journey/journey-support';
import { giveFlags, publishingWorld, type Person, type World } from '../publishing-world';
import { details, sendFile } from './onboarding-support';

// A new onboarding CV replaces the old one, but a mail already sent links the old one for
// MAILED_CV_LINK_DAYS: that file stays until its links expire, then the daily task removes it.
const DAY = 86_400_000;
const settings = { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 }, shutdownTimeoutMs: 5000 };

// the server's clock, moved forward to open a mailed link weeks later and to run the task then
let ahead = 0;
let t: TestApp;
let w: World;
let otherWorker: TaskQueue | null = null;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + ahead), taskQueue: settings });
  w = await publishingWorld(t);
});
afterAll(async () => {
  await otherWorker?.stop();
  await t?.stop();
});

async function uploadingClient(): Promise<Person> {
  const client = await t.signUp({ first_name: 'Yael', last_name: 'Mizrahi' });
  await giveFlags(t, w.admin, client, { isJHUser: true, isActiveJHUser: true });
  const checked = await t.call('checkOnboardingData', { data: details(client.email) }, client.token);
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return client;
}

async function upload(client: Person, bytes: Buffer, name: string): Promise<string> {
  const sent = await sendFile(t, client.token, bytes, name, { isOnboarding: 'true' });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const { onboarding } = sent.body as unknown as { onboarding: Onboarding };
  return fileIdOf(onboarding.cvFile?.url ?? '');
}

const fileIdOf = (link: string) => /\/files\/([a-f0-9]{32})\?/.exec(link)?.[1] ?? '';

// A test mail of the client's publication, and the CV link it carries.
async function mailedCvLink(client: Person, qa: string, count: number): Promise<string> {
  const sent = await t.call('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [mail] = await t.mailsTo(qa, count);
  return /CV: (\S+)/.exec(mail!.text_body)?.[1] ?? '';
}

// the publish data, and the journey at the Test Email step
async function readyToMail(client: Person, qa: string): Promise<void> {
  await walkJourneyTo(t, TEST_EMAIL_STEP, client);
  expect((await t.call('addEditCoverLetter', { coverLetter: { title: 'Data analyst', content: '<p>Hello recruiters</p>' } }, client.token)).status).toBe(200);
  expect((await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: [qa] }, w.csm.token)).status).toBe(200);
}

const download = async (link: string) => {
  const res = await fetch(link.startsWith('/') ? `${t.app.url}${link}` : link.replace('http://jobswipe.test', t.app.url));
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};
// whether the file is still in storage: a link signed now, so only the file's absence can fail it
const stored = async (fileId: string) => (await download(t.app.deps.uploads.link(fileId, t.app.deps.clock()))).status;

const onboardingEvents = async (client: Person, type: string) => (await t.app.store.readStream(onboardingStreamId(client.userId))).filter((e) => e.type === type);

async function caughtUp() {
  expect(await t.app.runner!.waitFor(await t.app.store.headPosition(), 20_000, projections.map((p) => p.name))).toBe(true);
}

let runs = 0;
async function runTaskOn(...schedulers: TaskQueue['scheduler'][]) {
  const key = `kept-cv-${Date.now()}-${runs++}`;
  await Promise.all(schedulers.map((s) => s.schedule(removeExpiredCvFiles.name, {}, { key })));
  await eventually(async () => (await t.app.queue.state(removeExpiredCvFiles.name, keyedTaskId(removeExpiredCvFiles.name, key)))?.state === 'completed');
}

describe('a replaced onboarding CV file', () => {
  it('stays downloadable by the link a mail carries, and leaves storage once that link has expired, removed once by two workers', async () => {
    ahead = 0;
    const client = await uploadingClient();
    const qa = `qa-kept${Date.now()}@jobhunt.test`;
    const old = await upload(client, pdf, 'cv.pdf');
    await readyToMail(client, qa);
    const link = await mailedCvLink(client, qa, 1);
    expect(fileIdOf(link)).toBe(old);

    const next = await upload(client, docx, 'cv.docx');
    expect(next).not.toBe(old);
    const got = await download(link);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(pdf)).toBe(true);
    expect((await onboardingEvents(client, 'OnboardingCvFileKept')).map((e) => e.data.fileId)).toEqual([old]);
    await caughtUp();

    // two months on, the task leaves it: the recruiter still opens the mail's link
    ahead = 60 * DAY;
    await runTaskOn(t.app.deps.scheduler);
    expect((await download(link)).status).toBe(200);

    // past the link's 90 days the link is refused, and the file is still stored until the task runs
    ahead = 92 * DAY;
    expect((await download(link)).status).toBe(410);
    expect(await stored(old)).toBe(200);
    otherWorker = createTaskQueue({ engine: t.engine, databaseUrl: t.app.config.databaseUrl, tasks: [removeExpiredCvFiles], log: pino({ level: 'silent' }), work: true, settings });
    await otherWorker.start(t.app.deps);
    await runTaskOn(t.app.deps.scheduler, otherWorker.scheduler);
    expect(await t.app.queue.unfinished(removeExpiredCvFiles.name)).toBe(0);
    expect(await stored(old)).toBe(404);
    const removed = await onboardingEvents(client, 'OnboardingCvFileRemoved');
    expect(removed.map((e) => e.data.fileId)).toEqual([old]);
    expect(removed[0]!.metadata.correlationId).toMatch(/^job:remove-expired-cv-files:/);
    // the file that replaced it is the client's CV still
    expect(await stored(next)).toBe(200);

    // a second run changes nothing
    await caughtUp();
    const head = await t.app.store.headPosition();
    await runTaskOn(t.app.deps.scheduler);
    expect(await t.app.store.headPosition()).toBe(head);
    ahead = 0;
  });

  it('goes at once when no mail went out since it was uploaded', async () => {
    ahead = 0;
    const client = await uploadingClient();
    const qa = `qa-unmailed${Date.now()}@jobhunt.test`;
    const first = await upload(client, pdf, 'cv.pdf');
    await readyToMail(client, qa);
    const link = await mailedCvLink(client, qa, 1);
    // the mailed file is kept; the one after it was never mailed
    const second = await upload(client, docx, 'cv.docx');
    const third = await upload(client, pdf, 'cv-2.pdf');
    expect(await stored(second)).toBe(404);
    expect((await download(link)).status).toBe(200);
    expect(await stored(third)).toBe(200);
    expect((await onboardingEvents(client, 'OnboardingCvFileKept')).map((e) => e.data.fileId)).toEqual([first]);
  });

  it('leaves storage with the erased account, kept files included', async () => {
    ahead = 0;
    const client = await uploadingClient();
    const qa = `qa-erased${Date.now()}@jobhunt.test`;
    const old = await upload(client, pdf, 'cv.pdf');
    await readyToMail(client, qa);
    const link = await mailedCvLink(client, qa, 1);
    const next = await upload(client, docx, 'cv.docx');
    expect((await download(link)).status).toBe(200);

    expect((await t.call('deleteAccount', { password: 'secret123' }, client.token)).status).toBe(200);
    expect((await download(link)).status).toBe(404);
    expect(await stored(old)).toBe(404);
    expect(await stored(next)).toBe(404);
    // nothing is left for the task to remove
    await caughtUp();
    expect(await t.engine.db.selectFrom('kept_cv_file').select('file_id').where('user_id', '=', client.userId).execute()).toEqual([]);
  });
});
