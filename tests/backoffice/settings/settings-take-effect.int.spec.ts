import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSettings } from '../../../contracts/backoffice/settings/settings';
import type { PublishesData } from '../../../contracts/coaching/publish-grid/calls';
import type { StaffSlot } from '../../../contracts/coaching/onboarding/onboarding';
import type { MailTransport } from '../../../ops/mail/mailer';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';
import { pdf } from '../../uploads/fixtures';
import { activeClient, personWith, signInAdmin, type Person } from '../../coaching/journey/journey-support';
import { hoursAhead, throughTwoParts } from '../../coaching/onboarding/onboarding-support';

// Each setting's readers take a change at once, in the same running server: no restart, no cache.
const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html lang="en">\n  <head>\n    <title>JobSwipe</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');

type Sent = { from?: unknown; to?: unknown; subject?: unknown };
const sent: Sent[] = [];
const transport = {
  sendMail: async (message: Sent) => {
    sent.push(message);
    return {};
  },
} as unknown as MailTransport;

let t: TestApp;
let admin: Person;
let coach: Person;
beforeAll(async () => {
  t = await startTestApp({ mailTransport: transport }, { PRODUCT_NAME: 'JobHunt', MAIL_FROM: 'JobSwipe <no-reply@jobswipe.local>', WEB_DIST: dist });
  admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isJHAdmin: true }, { first_name: 'Dana', last_name: 'Coach' });
});
afterAll(async () => {
  await t?.stop();
  rmSync(dist, { recursive: true, force: true });
});

type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };
async function change(changes: Record<string, unknown>): Promise<ProductSettings> {
  const { revision } = (await t.call<ProductSettings>('getProductSettings', {}, admin.token)).body;
  const res = await t.call<ProductSettings>('changeProductSettings', { revision, changes }, admin.token);
  if (res.status !== 200) throw new Error(`not saved: ${JSON.stringify(res.body)}`);
  return res.body;
}
const sentTo = async (address: string, count = 1): Promise<Sent[]> => {
  for (const deadline = Date.now() + 15_000; ; ) {
    const mine = sent.filter((m) => m.to === address);
    if (mine.length >= count || Date.now() > deadline) return mine;
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the coaching brand', () => {
  it('is what the portal, the journey statuses and the served page say once renamed; the screens keep their addresses', async () => {
    const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Client' });
    expect((await t.call('getJourneyBrand', {})).body).toEqual({ product: 'JobHunt' });
    expect((await t.call('changePersonalJourneyStatus', { userId: client.userId, status: 'not in JobHunt' }, coach.token)).status).toBe(200);
    await change({ brandName: 'Career Up' });
    expect((await t.call('getJourneyBrand', {})).body).toEqual({ product: 'Career Up' });
    const journey = await t.call<{ statuses: string[] }>('getPersonalJourneyData', {}, client.token);
    expect(journey.body.statuses).toContain('not in Career Up');
    // the status it was given under the old name stays its own; a new choice is of today's list
    expect(journey.body.statuses).toContain('not in JobHunt');
    expect((await t.call('changePersonalJourneyStatus', { userId: client.userId, status: 'not in Career Up' }, coach.token)).status).toBe(200);
    expect((await t.call<{ statuses: string[] }>('getPersonalJourneyData', {}, client.token)).body.statuses).not.toContain('not in JobHunt');
    // the address is PRODUCT_NAME's, the name the admin's
    const page = await (await fetch(`${t.app.url}/jobhunt-publishes`, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(page).toContain('<meta name="product" content="Career Up" />');
    expect(page).toContain('<meta name="product-slug" content="JobHunt" />');
    await change({ brandName: 'Career "Up" & Co' });
    for (const encoding of ['identity', 'gzip', 'br']) {
      const again = await (await fetch(`${t.app.url}/personal-journey`, { headers: { 'accept-encoding': encoding } })).text();
      expect(again).toContain('content="Career &quot;Up&quot; &amp; Co"');
    }
  });

  it('names the meeting mail, whose invitation keeps the uid it had under the configured name', async () => {
    await change({ brandName: 'Career Up' });
    const client = await personWith(t, admin, activeClient, { first_name: 'Noa', last_name: 'Meeting' });
    await throughTwoParts(t, client, pdf);
    const opened = await t.call<{ slots: StaffSlot[] }>('openMeetingSlots', { start: hoursAhead(5, 8), minutes: 30, count: 1 }, coach.token);
    const slot = opened.body.slots.find((s) => !s.bookedBy)!;
    expect((await t.call('scheduleMeeting', { slotId: slot.slotId }, client.token)).status).toBe(200);
    await t.mailsTo(client.email, 2);
    const [mail] = await t.engine.db.selectFrom('mail_outbox').select(['subject', 'calendar']).where('to_address', '=', client.email).where('calendar', 'is not', null).execute();
    expect(mail!.subject).toMatch(/^Your Career Up meeting: /);
    // iCalendar folds long lines: a break and a space or tab continue the line
    const ics = (mail!.calendar ?? '').replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('Career Up: your onboarding meeting');
    expect(ics).toContain(`UID:${slot.slotId}-${client.userId}@jobhunt`);
  });
});

describe('the publish times and parts', () => {
  const grid = async () => (await t.call<PublishesData>('getPublishesData', {}, coach.token)).body;
  const place = (part: number, publishTime: string) => t.call<Refusal>('changePublishList', { part, publishTime, userData: { userId: 'nobody-here' } }, coach.token);

  it('are what the grid offers and accepts once changed', async () => {
    expect((await grid()).consts.publishTimes).toContain('08:00');
    expect((await place(1, '10:30')).body).toMatchObject({ code: 'ValidationFailed', issues: [{ path: 'publishTime', message: 'Choose one of the publish times' }] });
    expect((await place(5, '09:00')).body).toMatchObject({ code: 'ValidationFailed', issues: [{ path: 'part', message: 'Choose one of the parts' }] });

    await change({ publishTimes: ['09:00', '10:30'], parts: [1, 2, 3, 4, 5] });
    expect((await grid()).consts).toEqual({ publishTimes: ['09:00', '10:30'], parts: [1, 2, 3, 4, 5] });
    const dropped = await place(1, '08:00');
    expect(dropped.status).toBe(400);
    expect(dropped.body.issues).toEqual([expect.objectContaining({ path: 'publishTime', message: 'Choose one of the publish times', code: 'PublishTimeNotOffered' })]);
    // offered now: the call goes past the offer and finds no client to place
    for (const res of [await place(1, '10:30'), await place(5, '09:00')]) {
      expect(res.status).not.toBe(400);
      expect(res.body.code).not.toBe('ValidationFailed');
    }
  });
});

describe('the default active-job limit', () => {
  it('holds a recruiter without Pro and without a limit of their own to the setting, changed while they post', async () => {
    const recruiter = await t.signUp({ first_name: 'Rita', last_name: 'Recruiter', lookingforwork: false });
    await change({ defaultJobLimit: 2 });
    const post = async (title: string) => (await t.call<{ jobLimitReached: boolean; job: { _id: string; jobstatus: string } }>('createNewJob', { jobInfo: validJob({ title }) }, recruiter.token)).body;
    expect((await post('One')).jobLimitReached).toBe(false);
    expect((await post('Two')).jobLimitReached).toBe(false);
    const third = await post('Three');
    expect(third).toMatchObject({ jobLimitReached: true, job: { jobstatus: 'O' } });
    expect((await t.call<{ user: { joblimit: number } }>('getUserData', {}, recruiter.token)).body.user.joblimit).toBe(2);
    // no limit of its own is stored: the account follows the setting
    expect((await t.engine.db.selectFrom('user_account').select('joblimit').where('id', '=', recruiter.userId).executeTakeFirstOrThrow()).joblimit).toBeNull();

    await change({ defaultJobLimit: 3 });
    expect((await t.call<{ user: { joblimit: number } }>('getUserData', {}, recruiter.token)).body.user.joblimit).toBe(3);
    const activated = await t.call<{ jobLimitReached: boolean }>('changeJobStatus', { jobId: third.job._id, newStatus: 'A' }, recruiter.token);
    expect(activated.body.jobLimitReached).toBe(false);
  });
});

describe('the mail sender', () => {
  it('sends each mail from the sender as it is when the mail goes', async () => {
    const before = await t.signUp({ first_name: 'Mia', last_name: 'Before' });
    expect((await sentTo(before.email))[0]?.from).toBe('JobSwipe <no-reply@jobswipe.local>');
    await change({ mailFrom: 'Career Up <hello@careerup.example>' });
    const after = await t.signUp({ first_name: 'Max', last_name: 'After' });
    expect((await sentTo(after.email))[0]?.from).toBe('Career Up <hello@careerup.example>');
  });
});
