import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckCard } from '../../../contracts/marketplace/deck/deck';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

type Deck = { cards: DeckCard[]; jobId: string | null };
const telAviv = { location: 'Tel Aviv', loc_lat: 32.0853, loc_lng: 34.781768 };
const haifa = { location: 'Haifa', loc_lat: 32.794044, loc_lng: 34.989571 };

const post = async (token: string, overrides: Record<string, unknown>) =>
  (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ selectedTags: [], ...overrides }) }, token)).body.job;
const deck = (token: string, body: Record<string, unknown> = {}) => t.call<Deck>('getSwipeDeck', { limit: 20, ...body }, token);
const ids = (d: Deck) => d.cards.map((c) => c.objectId);

describe('the swipe deck', () => {
  it('deals a seeker active jobs, best match first with the reasons, never again once applied or skipped; undo brings the last skip back', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const best = await post(recruiter.token, { title: 'React Lead', tags: ['React', 'TypeScript'], seniorityLevel: 'Senior', ...telAviv });
    const far = await post(recruiter.token, { title: 'Java Dev', tags: ['Java'], seniorityLevel: 'Junior', ...haifa });
    const near = await post(recruiter.token, { title: 'React Dev', tags: ['React'], seniorityLevel: 'Mid-Level', ...telAviv });
    const closed = await post(recruiter.token, { title: 'Closed', tags: ['React', 'TypeScript'], seniorityLevel: 'Senior', ...telAviv });
    await t.call('changeJobStatus', { jobId: closed._id, newStatus: 'O' }, recruiter.token);

    const seeker = await t.signUp({ lookingforwork: true });
    await t.call('saveProfile', { tags: ['react', 'typescript'], seniorityLevel: 'Senior', ...telAviv }, seeker.token);

    const first = await deck(seeker.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(ids(first.body)).toEqual([best._id, near._id, far._id]);
    expect(first.body.cards[0]).toMatchObject({
      histogramType: 'jobs',
      promoted: false,
      job: { title: 'React Lead' },
      profile: null,
      match: { matchingTags: ['React', 'TypeScript'], seniority: { wanted: 'Senior', offered: 'Senior', same: true }, distanceKm: 0 },
    });
    expect(first.body.cards[2]!.match.distanceKm).toBeGreaterThan(70);
    expect(ids((await deck(seeker.token, { radius: 25 })).body)).toEqual([best._id, near._id]);
    expect(ids((await deck(seeker.token, { limit: 1 })).body)).toEqual([best._id]);

    // a promoted job comes first (promotion itself is the credits feature's; its column is what the deck reads)
    await t.engine.db.updateTable('job').set({ promoted: 1 }).where('id', '=', far._id).execute();
    expect(ids((await deck(seeker.token)).body)[0]).toBe(far._id);

    await t.call('applyHistObject', { histogramType: 'jobs', objectId: best._id }, seeker.token);
    expect((await t.call('skipSuggestion', { objectId: near._id, histogramType: 'jobs' }, seeker.token)).body).toEqual({ skipped: true });
    expect(ids((await deck(seeker.token)).body)).toEqual([far._id]);
    expect((await t.call('undoSkip', {}, seeker.token)).body).toEqual({ objectId: near._id, histogramType: 'jobs' });
    expect(ids((await deck(seeker.token)).body)).toEqual([far._id, near._id]);
    expect(await t.call('undoSkip', {}, seeker.token)).toMatchObject({ status: 409, body: { code: 'NothingToUndo' } });
  });

  it("deals a recruiter visible seekers ranked against their job ('How your Job match'), never one connected or skipped", async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const job = await post(recruiter.token, { title: 'Go Engineer', tags: ['Go', 'Kubernetes'], seniorityLevel: 'Mid-Level', ...telAviv });
    const strong = await t.signUp({ lookingforwork: true, first_name: 'Strong' });
    await t.call('saveProfile', { title: 'Backend developer', tags: ['go', 'kubernetes'], seniorityLevel: 'Mid-Level', ...telAviv }, strong.token);
    const weak = await t.signUp({ lookingforwork: true, first_name: 'Weak' });
    await t.call('saveProfile', { tags: ['php'], seniorityLevel: 'Junior', ...haifa }, weak.token);
    const hidden = await t.signUp({ lookingforwork: true, first_name: 'Hidden' });
    await t.call('saveProfile', { tags: ['go'], showResume: false }, hidden.token);

    const dealt = await deck(recruiter.token);
    expect(dealt.body.jobId).toBe(job._id);
    const order = ids(dealt.body);
    expect(order).not.toContain(hidden.userId);
    expect(order).not.toContain(recruiter.userId);
    expect(order.indexOf(strong.userId)).toBeLessThan(order.indexOf(weak.userId));
    const card = dealt.body.cards.find((c) => c.objectId === strong.userId)!;
    expect(card).toMatchObject({
      histogramType: 'resumes',
      job: null,
      profile: { _id: strong.userId, first_name: 'Strong', title: 'Backend developer', tags: ['go', 'kubernetes'], seniorityLevel: 'Mid-Level', location: 'Tel Aviv' },
      match: { matchingTags: ['go', 'kubernetes'], seniority: { same: true }, distanceKm: 0 },
    });
    expect(card.profile).not.toHaveProperty('email');
    expect(card.profile).not.toHaveProperty('phone');

    await t.call('applyHistObject', { histogramType: 'resumes', objectId: strong.userId, jobId: job._id }, recruiter.token);
    await t.call('skipSuggestion', { objectId: weak.userId, histogramType: 'resumes' }, recruiter.token);
    const after = ids((await deck(recruiter.token)).body);
    expect(after).not.toContain(strong.userId);
    expect(after).not.toContain(weak.userId);
  });
  it('deals a recruiter a seeker whose place was saved a hair from zero (the distance arithmetic never underflows)', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    await post(recruiter.token, { title: 'Anywhere', ...telAviv });
    const seeker = await t.signUp({ lookingforwork: true });
    const saved = await t.call<{ userData: { loc_lat: number; loc_lng: number } }>('saveProfile', { location: 'Null Island', loc_lat: -2e-323, loc_lng: 1e-310 }, seeker.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect([saved.body.userData.loc_lat, saved.body.userData.loc_lng]).toEqual([0, 0]);
    const dealt = await deck(recruiter.token);
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    expect(ids(dealt.body)).toContain(seeker.userId);
  });
});
