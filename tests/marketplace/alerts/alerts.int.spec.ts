import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ALERTS } from '../../../contracts/marketplace/alerts/alert';
import { ALERT_DIGEST_TASK, ALERT_INSTANT_TASK } from '../../../contracts/marketplace/alerts/ids';
import { mailAlertDigests, mailInstantAlerts } from '../../../ops/marketplace/alerts/tasks/mail-alerts';
import { createTaskQueue, keyedTaskId, type TaskQueue } from '../../../ops/tasks/task-queue';
import { eventually } from '../../tasks/close-job-later';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';
import { addAlertAs, confirmUnsubscribe, landing, mailsOf, qaSearch, unsubscribeLinkOf, type AlertsAnswer } from './alerts-support';

// Alerts through HTTP: keeping a search, its frequency and deletion; a visitor's alert started by
// its mailed link; the scheduled mail of new matches, once per period even with two workers; and
// unsubscribing by the mail's link.
const START = Date.parse('2026-12-01T08:00:00.000Z');
const HOUR = 3_600_000;
let ahead = 0;
const settings = { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 }, shutdownTimeoutMs: 5000 };

let t: TestApp;
let recruiter: { token: string; userId: string; email: string };
let otherWorker: TaskQueue | null = null;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(START + ahead), taskQueue: settings });
  recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
});
afterAll(async () => {
  await otherWorker?.stop();
  await t?.stop();
});

// (a recruiter without Pro keeps 5 active jobs: each test posts as its own)
const post = async (title: string, as = recruiter) => {
  const res = await t.call('createNewJob', { jobInfo: validJob({ title }) }, as.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

let runs = 0;
// runs a scheduled send on every worker given, at the same moment, and waits for each to finish
const runTask = async (name: string, ...schedulers: TaskQueue['scheduler'][]) => {
  const key = `alerts-run-${runs++}`;
  await Promise.all(schedulers.map((s) => s.schedule(name, {}, { key })));
  await eventually(async () => (await t.app.queue.state(name, keyedTaskId(name, key)))?.state === 'completed');
};

describe('keeping a search as an alert', () => {
  it('adds an alert that answers with the spec’s fields, refuses the same search twice, sets its frequency and deletes it', async () => {
    const seeker = await t.signUp();
    const added = await addAlertAs(t, seeker.token);
    expect(added.pending).toBe(false);
    expect(added.message).toBe('Alert created: we will email you new matches');
    expect(added.alerts).toEqual([
      expect.objectContaining({ alertQuery: 'QA', alertHistogramType: 'jobs', alertLocationName: 'Tel Aviv', alertLocationCountry: 'Israel', alertLocationLat: 32.0853, frequency: 'daily', lastSentAt: null }),
    ]);
    const alertId = added.alerts[0]!._id;

    const twice = await t.call<{ code: string; error: string }>('addAlert', qaSearch(), seeker.token);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'AlertRefused', error: 'You already have an alert for this search' });

    const weekly = await t.call<AlertsAnswer>('setFrequency', { alertId, histogramType: 'jobs', frequency: 'weekly' }, seeker.token);
    expect(weekly.body.alerts[0]).toMatchObject({ _id: alertId, frequency: 'weekly' });
    expect((await t.call<AlertsAnswer>('getAlerts', {}, seeker.token)).body.alerts[0]!.frequency).toBe('weekly');

    // someone else's alert is none of theirs
    const other = await t.signUp();
    expect((await t.call('removeAlert', { alertId }, other.token)).status).toBe(404);
    expect((await t.call('setFrequency', { alertId, frequency: 'daily' }, other.token)).status).toBe(404);

    const removed = await t.call<AlertsAnswer>('removeAlert', { alertId }, seeker.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ alerts: [], message: 'Alert deleted' });
    expect((await t.call('removeAlert', { alertId }, seeker.token)).status).toBe(404);
  });

  it(`keeps at most ${MAX_ALERTS} alerts per account`, async () => {
    const seeker = await t.signUp();
    for (let i = 0; i < MAX_ALERTS; i++) await addAlertAs(t, seeker.token, { queryParams: { queryString: `word${i}` } });
    const more = await t.call<{ error: string }>('addAlert', qaSearch({ queryParams: { queryString: 'one more' } }), seeker.token);
    expect(more.status).toBe(409);
    expect(more.body.error).toBe(`You have ${MAX_ALERTS} alerts already: delete one to add another`);
  });

  it('refuses a link away from the site, a frequency it does not know, and a visitor without an address, with what to fix', async () => {
    const seeker = await t.signUp();
    const away = await t.call<{ issues: { path: string; message: string }[] }>('addAlert', qaSearch({ url: 'https://elsewhere.example.com/jobs' }), seeker.token);
    expect(away.status).toBe(400);
    expect(away.body.issues).toContainEqual(expect.objectContaining({ path: 'url', message: 'The alert must link to a search on this site' }));
    expect((await t.call('addAlert', qaSearch({ url: '//elsewhere.example.com/jobs' }), seeker.token)).status).toBe(400);
    const nowhere = await t.call<{ issues: { path: string; message: string }[] }>('addAlert', qaSearch({ locationObj: null }), seeker.token);
    expect(nowhere.body.issues).toContainEqual(expect.objectContaining({ path: 'locationObj', message: 'An alert searches near a place: choose the place first' }));
    expect((await t.call('setFrequency', { alertId: 'x', frequency: 'hourly' }, seeker.token)).status).toBe(400);
    const guest = (await t.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' })).body.token;
    const noAddress = await t.call<{ issues: { path: string; message: string }[] }>('addAlert', qaSearch(), guest);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.issues).toContainEqual(expect.objectContaining({ path: 'email', message: 'Write the email address the alert goes to' }));
    expect((await t.call('getAlerts', {}, guest)).status).toBe(401);
  });
});

describe("a visitor's alert", () => {
  it('starts only once the link mailed to the address is opened, and a link edited or out of date starts nothing', async () => {
    const guest = (await t.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' })).body.token;
    const email = `visitor${Date.now()}@example.com`;
    const asked = await t.call<AlertsAnswer>('addAlert', qaSearch({ email, language: 'he' }), guest);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ pending: true, alerts: [], message: 'We sent you an email, please check your inbox to start the alert' });
    const [approve] = await eventually(async () => {
      const mails = await mailsOf(t, email, 'alert-approve');
      return mails.length ? mails : null;
    });
    // in the language the visitor read the site in
    expect(approve!.language).toBe('he');
    expect(approve!.subject).toBe('הפעלת ההתראה: QA · תל אביב');
    const link = approve!.text_body.match(/(http:\/\/jobswipe\.test\/alerts\/approve\S+)/)![1]!;
    const alertId = new URL(link).searchParams.get('alert')!;
    const approved = () => t.engine.db.selectFrom('alert').select('approved').where('id', '=', alertId).executeTakeFirst();
    expect(await approved()).toEqual({ approved: false });

    expect(await landing(t, link.replace(/hash=[^&]+/, 'hash=forged'))).toBe('/?invalidHash');
    ahead = 8 * 24 * HOUR;
    expect(await landing(t, link)).toBe('/?approveExpired');
    ahead = 0;
    expect(await landing(t, link)).toBe('/?approved');
    // the redirect answers once the approval is stored; the alert's row follows from the event
    await expect.poll(approved, { timeout: 10_000 }).toEqual({ approved: true });
  });
});

describe('the alert mail', () => {
  it('mails the new matching jobs once a day, once with two workers, in the account’s language, and nothing when none is new', async () => {
    const seeker = await t.signUp({ first_name: 'Dana' });
    await addAlertAs(t, seeker.token);
    await post('QA Automation Engineer');
    await post('Pastry Chef');
    // the next morning at 06:00 UTC, the daily run, on two workers at once
    ahead = 22 * HOUR;
    otherWorker = createTaskQueue({ engine: t.engine, databaseUrl: t.app.config.databaseUrl, tasks: [mailAlertDigests, mailInstantAlerts], log: pino({ level: 'silent' }), work: true, settings });
    await otherWorker.start(t.app.deps);
    await runTask(ALERT_DIGEST_TASK, t.app.deps.scheduler, otherWorker.scheduler);
    await runTask(ALERT_DIGEST_TASK, t.app.deps.scheduler);
    const [mail, ...more] = await mailsOf(t, seeker.email, 'alert-digest');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('New jobs for QA · Tel Aviv');
    expect(mail!.text_body).toContain('QA Automation Engineer');
    expect(mail!.text_body).toContain('Acme Labs · Tel Aviv');
    expect(mail!.text_body).not.toContain('Pastry Chef');
    expect(mail!.html_body).toContain('http://jobswipe.test/jobs/');
    expect(unsubscribeLinkOf(mail!)).toMatch(/^http:\/\/jobswipe\.test\/unsubscribe\?email=.+&list=alert%3A.+&hash=/);
    expect((await t.call<AlertsAnswer>('getAlerts', {}, seeker.token)).body.alerts[0]!.lastSentAt).toBe(new Date(START + ahead).toISOString());

    // the day after, nothing new: no mail; in Hebrew once the account chose it
    await t.call('setMailPreferences', { language: 'he' }, seeker.token);
    ahead = 46 * HOUR;
    await runTask(ALERT_DIGEST_TASK, t.app.deps.scheduler);
    expect(await mailsOf(t, seeker.email, 'alert-digest')).toHaveLength(1);
    await post('Senior QA Lead');
    ahead = 70 * HOUR;
    await runTask(ALERT_DIGEST_TASK, t.app.deps.scheduler);
    const [hebrew] = await mailsOf(t, seeker.email, 'alert-digest');
    expect(hebrew!.subject).toBe('משרות חדשות עבור QA · תל אביב');
    expect(hebrew!.html_body).toContain('dir="rtl"');
    expect(hebrew!.text_body).toContain('Senior QA Lead');
    expect(hebrew!.text_body).not.toContain('QA Automation Engineer');
    ahead = 0;
  });

  it('mails an instant alert within the minute of a matching job, and not an alert whose kind of mail is turned off', async () => {
    ahead = 100 * HOUR;
    const quick = await t.signUp();
    const quiet = await t.signUp();
    await addAlertAs(t, quick.token, { frequency: 'instant', queryParams: { queryString: 'Kotlin' } });
    await addAlertAs(t, quiet.token, { frequency: 'instant', queryParams: { queryString: 'Kotlin' } });
    const off = await t.call<{ preferences: Record<string, unknown> }>('setMailPreferences', { alerts: false }, quiet.token);
    expect(off.body.preferences).toEqual({ alerts: false, digests: true, news: true, language: 'en' });
    ahead += 30_000;
    await post('Kotlin Developer');
    ahead += 30_000;
    await runTask(ALERT_INSTANT_TASK, t.app.deps.scheduler);
    expect((await mailsOf(t, quick.email, 'alert-digest'))[0]!.text_body).toContain('Kotlin Developer');
    expect(await mailsOf(t, quiet.email, 'alert-digest')).toEqual([]);
    ahead = 0;
  });
});

describe("a recruiter's resume alert", () => {
  it('mails the resumes updated since that match its words, place and filters, newest first, and none that do not', async () => {
    ahead = 150 * HOUR;
    const word = `rz${Date.now().toString(36)}`;
    const hirer = await t.signUp({ lookingforwork: false, first_name: 'Hila' });
    await addAlertAs(t, hirer.token, { histogramType: 'resumes', url: `/resumes/${word}-resumes-SRCH_Q0,${word.length}`, queryParams: { queryString: word, radius: 25, seniorityLevel: ['Senior'] } });
    const person = async (first_name: string, profile: Record<string, unknown>) => {
      const { token } = await t.signUp({ lookingforwork: true, first_name, last_name: 'Seeker' });
      expect((await t.call('saveProfile', profile, token)).status).toBe(200);
    };
    const telAviv = { location: 'Tel Aviv', loc_lat: 32.0853, loc_lng: 34.781768 };
    ahead += HOUR;
    await person('Maya', { title: `${word} engineer`, seniorityLevel: 'Senior', ...telAviv });
    ahead += HOUR;
    await person('Noam', { title: `Lead ${word} analyst`, seniorityLevel: 'Senior', location: 'Ramat Gan', loc_lat: 32.068424, loc_lng: 34.824785 });
    await person('Far', { title: `${word} developer`, seniorityLevel: 'Senior', location: 'Haifa', loc_lat: 32.794044, loc_lng: 34.989571 });
    await person('Junior', { title: `${word} intern`, seniorityLevel: 'Junior', ...telAviv });
    await person('Other', { title: 'Pastry chef', seniorityLevel: 'Senior', ...telAviv });
    await person('Hidden', { title: `${word} hidden`, seniorityLevel: 'Senior', showResume: false, ...telAviv });
    const head = await t.app.store.headPosition();
    expect(await t.app.runner!.waitFor(head, 20_000, ['resume'])).toBe(true);
    ahead += 22 * HOUR;
    await runTask(ALERT_DIGEST_TASK, t.app.deps.scheduler);
    const [mail, ...more] = await mailsOf(t, hirer.email, 'alert-digest');
    expect(more).toEqual([]);
    const listed = [...mail!.text_body.matchAll(/(\w+) Seeker/g)].map((m) => m[1]);
    expect(listed).toEqual(['Noam', 'Maya']);
    expect(mail!.html_body).toContain('http://jobswipe.test/resumes/');
    ahead = 0;
  });
});

describe('unsubscribing by the link of a mail', () => {
  it('deletes the alert and lands on the settings with “Unsubscribed”; one click (POST) works too; a forged or broken link says so', async () => {
    ahead = 200 * HOUR;
    const seeker = await t.signUp();
    await addAlertAs(t, seeker.token, { queryParams: { queryString: 'Golang' } });
    await addAlertAs(t, seeker.token, { queryParams: { queryString: 'Rust' } });
    ahead += 3600_000;
    const poster = await t.signUp({ lookingforwork: false });
    await post('Golang Engineer', poster);
    await post('Rust Engineer', poster);
    ahead += 3600_000 * 24;
    await runTask(ALERT_DIGEST_TASK, t.app.deps.scheduler);
    const [first, second] = await mailsOf(t, seeker.email, 'alert-digest');
    const link = unsubscribeLinkOf(first!);

    expect(await landing(t, link.replace(/hash=[^&]+/, 'hash=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'))).toBe('/?invalidHash');
    expect(await landing(t, link.replace(/&list=[^&]+/, ''))).toBe('/?invalidParams');
    // opening the link only asks: a mail scanner that opens it stops nothing
    const asked = await landing(t, link);
    expect(asked).toMatch(/^\/\?confirmUnsubscribe=alert%3A.+&email=.+&hash=/);
    expect((await t.call<AlertsAnswer>('getAlerts', {}, seeker.token)).body.alerts).toHaveLength(2);
    expect(await confirmUnsubscribe(t, asked)).toEqual({ status: 200, outcome: 'unsubscribed', account: true });
    expect((await t.call<AlertsAnswer>('getAlerts', {}, seeker.token)).body.alerts).toHaveLength(1);
    // the same link again: still unsubscribed
    expect(await confirmUnsubscribe(t, asked)).toEqual({ status: 200, outcome: 'unsubscribed', account: true });

    const url = new URL(unsubscribeLinkOf(second!));
    const oneClick = await fetch(`${t.app.url}${url.pathname}${url.search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect((await t.call<AlertsAnswer>('getAlerts', {}, seeker.token)).body.alerts).toEqual([]);
    ahead = 0;
  });
});
