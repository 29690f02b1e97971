import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_MAX } from '../../contracts/marketplace/deck/deck';
import type { Promotion } from '../../contracts/marketplace/credits/credits';
import { creditsStreamId } from '../../contracts/marketplace/credits/ids';
import type { Job, JobListItem } from '../../contracts/marketplace/jobs/job';
import { eventually } from '../tasks/close-job-later';
import { startTestApp, type TestApp } from '../support/test-app';
import { grant, postJob, signUpAdmin } from './credits-support';

type Promote = {
  notPro: boolean;
  limitReached: boolean;
  alreadyPromoted: boolean;
  promotion: Promotion | null;
  results: Job[];
  promotes: Promotion[];
  userData: { promoteCredit: number };
};

// The app's clock can be moved back, so a promotion made "24 hours ago" expires in a moment.
let offsetMs = 0;
let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + offsetMs), taskQueue: { pollingIntervalSeconds: 0.5, retry: { limit: 3, delaySeconds: 1 } } });
  admin = await signUpAdmin(t, 'promote-admin@example.com');
});
afterAll(async () => {
  await t?.stop();
});

const promote = (token: string, type: 'job' | 'profile', objectId: string) => t.call<Promote>('promoteObject', { type, objectId }, token);
const search = async (queryString: string) =>
  (await t.call<{ list: JobListItem[] }>('getHistogramObjects', { histogramType: 'jobs', params: { queryString }, chunk: 0 })).body.list;
const creditEvents = async (userId: string) => (await t.app.store.readStream(creditsStreamId(userId))).map((e) => e.type);

describe('promoteObject', () => {
  it('promotes my job for 24 hours with a promote credit; it ranks first in search', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const older = await postJob(t, recruiter.token, { title: 'Zephyrine welder' });
    const newer = await postJob(t, recruiter.token, { title: 'Zephyrine welder senior' });
    expect((await search('zephyrine')).map((j) => j._id)).toEqual([newer, older]);
    await grant(t, admin.token, recruiter.userId, 'promotes', 2);

    const res = await promote(recruiter.token, 'job', older);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ notPro: false, limitReached: false, alreadyPromoted: false, userData: { promoteCredit: 1 } });
    const promotion = res.body.promotion!;
    expect(promotion).toMatchObject({ type: 'job', objectId: older, active: true, expiredAt: null });
    expect(Date.parse(promotion.expiresAt) - Date.parse(promotion.promotedAt)).toBe(24 * 3600_000);
    expect(res.body.promotes).toEqual([promotion]);
    expect(res.body.results.find((j) => j._id === older)).toMatchObject({ promoted: 1 });
    expect((await search('zephyrine')).map((j) => [j._id, j.promoted])).toEqual([
      [older, 1],
      [newer, 0],
    ]);
    expect(await creditEvents(recruiter.userId)).toEqual(['CreditsGranted', 'CreditUsed', 'ObjectPromoted']);
  });

  it('puts a promoted profile first in recruiters\' decks', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    await postJob(t, recruiter.token, { title: 'Deck order job', tags: ['go'], selectedTags: [] });
    const strong = await t.signUp({ first_name: 'Strong' });
    await t.call('saveProfile', { tags: ['go'] }, strong.token);
    const promoted = await t.signUp({ first_name: 'Promoted' });
    await t.call('saveProfile', { tags: ['cobol'] }, promoted.token);
    // the two among whoever else the deck holds, in the deck's order
    const deck = async () =>
      (await t.call<{ cards: { objectId: string; promoted: boolean }[] }>('getSwipeDeck', { limit: DECK_MAX }, recruiter.token)).body.cards.filter((c) =>
        [strong.userId, promoted.userId].includes(c.objectId),
      );
    expect((await deck()).map((c) => c.objectId)).toEqual([strong.userId, promoted.userId]);

    await grant(t, admin.token, promoted.userId, 'promotes', 1);
    expect((await promote(promoted.token, 'profile', promoted.userId)).body).toMatchObject({ promotion: { active: true } });
    expect(await deck()).toEqual([
      { ...(await deck())[0], objectId: promoted.userId, promoted: true },
      { ...(await deck())[1], objectId: strong.userId, promoted: false },
    ]);
  });

  it('changes nothing and uses no credit when the object is already promoted', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const jobId = await postJob(t, recruiter.token);
    await grant(t, admin.token, recruiter.userId, 'promotes', 2);
    const first = await promote(recruiter.token, 'job', jobId);
    const second = await promote(recruiter.token, 'job', jobId);
    expect(second.body).toMatchObject({ alreadyPromoted: true, promotion: first.body.promotion, userData: { promoteCredit: 1 } });
    expect(await creditEvents(recruiter.userId)).toEqual(['CreditsGranted', 'CreditUsed', 'ObjectPromoted']);
  });

  it('promotes my own profile, and nobody else’s things', async () => {
    const seeker = await t.signUp();
    await grant(t, admin.token, seeker.userId, 'promotes', 1);
    const res = await promote(seeker.token, 'profile', seeker.userId);
    expect(res.body).toMatchObject({ promotion: { type: 'profile', objectId: seeker.userId, active: true }, userData: { promoteCredit: 0 } });

    const recruiter = await t.signUp({ lookingforwork: false });
    const jobId = await postJob(t, recruiter.token);
    expect((await promote(seeker.token, 'job', jobId)).body).toMatchObject({ code: 'NotObjectOwner' });
    expect((await promote(recruiter.token, 'profile', seeker.userId)).status).toBe(403);
    expect((await promote(recruiter.token, 'job', 'no-such-job')).status).toBe(404);
    await t.call('changeJobStatus', { jobId, newStatus: 'O' }, recruiter.token);
    expect((await promote(recruiter.token, 'job', jobId)).body).toMatchObject({ code: 'ObjectNotPromotable' });
  });

  it('answers notPro to a user who never had promote credits and limitReached once they are spent', async () => {
    const seeker = await t.signUp();
    expect((await promote(seeker.token, 'profile', seeker.userId)).body).toMatchObject({ notPro: true, limitReached: false, promotion: null, promotes: [] });
    const recruiter = await t.signUp({ lookingforwork: false });
    const [a, b] = [await postJob(t, recruiter.token), await postJob(t, recruiter.token)];
    await grant(t, admin.token, recruiter.userId, 'promotes', 1);
    await promote(recruiter.token, 'job', a);
    expect((await promote(recruiter.token, 'job', b)).body).toMatchObject({ notPro: false, limitReached: true, promotion: null });
    expect(await creditEvents(seeker.userId)).toEqual([]);
  });

  it('uses exactly 3 credits when 20 promotions with 3 credits arrive at once', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    // Pro recruiters may have 20 active jobs (and get one promote a month)
    expect((await t.call('extendProPlan', { userId: recruiter.userId, months: 1 }, admin.token)).status).toBe(200);
    await grant(t, admin.token, recruiter.userId, 'promotes', 2);
    const jobs: string[] = [];
    for (let i = 0; i < 20; i++) jobs.push(await postJob(t, recruiter.token, { title: `Promoted role ${i}` }));
    const answers = await Promise.all(jobs.map((jobId) => promote(recruiter.token, 'job', jobId)));
    expect(answers.map((a) => a.status)).toEqual(jobs.map(() => 200));
    expect(answers.filter((a) => a.body.promotion !== null)).toHaveLength(3);
    expect(answers.filter((a) => a.body.limitReached)).toHaveLength(17);
    const used = (await t.app.store.readStream(creditsStreamId(recruiter.userId))).filter((e) => e.type === 'CreditUsed');
    expect(used.map((e) => e.data.balance)).toEqual([2, 1, 0]);
    const mine = await t.call<{ promoteCredit: number; promotes: Promotion[] }>('getMyCredits', {}, recruiter.token);
    expect(mine.body).toMatchObject({ promoteCredit: 0 });
    expect(mine.body.promotes).toHaveLength(3);
  });

  it('ends a promotion by itself when its 24 hours are over: the queued expiry appends PromotionExpired', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const jobId = await postJob(t, recruiter.token, { title: 'Quokka groomer' });
    await grant(t, admin.token, recruiter.userId, 'promotes', 1);
    // promoted "24 hours minus a second ago": it expires a second from now
    offsetMs = -24 * 3600_000 + 1000;
    const res = await promote(recruiter.token, 'job', jobId);
    offsetMs = 0;
    const { promotionId } = res.body.promotion!;
    const expired = await eventually(async () => (await t.app.store.readStream(creditsStreamId(recruiter.userId))).find((e) => e.type === 'PromotionExpired'));
    expect(expired.data).toMatchObject({ promotionId, objectType: 'job', objectId: jobId });
    expect(expired.metadata.correlationId).toMatch(/^job:promotion-expiry:/);
    await eventually(async () => (await search('quokka'))[0]?.promoted === 0);
    const mine = await t.call<{ promotes: Promotion[] }>('getMyCredits', {}, recruiter.token);
    expect(mine.body.promotes).toMatchObject([{ promotionId, active: false, expiredAt: expired.data.expiredAt }]);
  });
});
