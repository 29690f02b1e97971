import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../contracts/marketplace/jobs/job';
import type { SavedItem } from '../../../contracts/marketplace/saved-items/calls';
import { savedItemsStreamId } from '../../../contracts/marketplace/saved-items/ids';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';

// Saved items (/saveditems) through HTTP: seekers save jobs and recruiters resumes, each once; the
// list shows each card as it is now, a closed or deleted job as such, and a deleted account leaves.
type List = { list: SavedItem[]; message?: string };
type Person = { token: string; userId: string; email: string };

let t: TestApp;
let seeker: Person;
let recruiter: Person;
beforeAll(async () => {
  t = await startTestApp();
  seeker = await t.signUp({ first_name: 'Sagi', last_name: 'Seeker' });
  recruiter = await t.signUp({ lookingforwork: false, first_name: 'Rina', last_name: 'Recruiter' });
});
afterAll(async () => {
  await t?.stop();
});

const post = async (title: string) => (await t.call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, recruiter.token)).body.job;
const save = (who: Person, itemId: string, itemType = 'job') => t.call<List>('addSavedItem', { itemId, itemType }, who.token);
const listOf = async (who: Person) => {
  const res = await t.call<List>('getSavedItems', {}, who.token);
  expect(res.status).toBe(200);
  return res.body.list;
};

describe('saving a job', () => {
  it('keeps the job with its card, once however often it is saved, and takes it off again', async () => {
    const job = await post('Saved Once Engineer');
    const first = await save(seeker, job._id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Saved to your saved items');
    expect(first.body.list).toEqual([expect.objectContaining({ itemId: job._id, itemType: 'job', state: 'available', job: expect.objectContaining({ title: 'Saved Once Engineer' }), resume: null })]);
    expect((await save(seeker, job._id)).body.list).toHaveLength(1);
    expect((await t.app.store.readStream(savedItemsStreamId(seeker.userId))).map((e) => e.type)).toEqual(['ItemSaved']);

    const removed = await t.call<List>('removeSavedItem', { itemId: job._id }, seeker.token);
    expect(removed.status).toBe(200);
    expect(removed.body.list).toEqual([]);
    // removing what is not saved changes nothing
    expect((await t.call<List>('removeSavedItem', { itemId: job._id }, seeker.token)).status).toBe(200);
    expect((await t.app.store.readStream(savedItemsStreamId(seeker.userId))).map((e) => e.type)).toEqual(['ItemSaved', 'ItemUnsaved']);
  });

  it('lists the last saved first, and shows a job its owner closed as expired and one deleted as gone, not an error', async () => {
    const closed = await post('Closed Later Engineer');
    const deleted = await post('Deleted Later Engineer');
    const kept = await post('Still Open Engineer');
    for (const job of [closed, deleted, kept]) expect((await save(seeker, job._id)).status).toBe(200);
    expect((await t.call('changeJobStatus', { jobId: closed._id, newStatus: 'O' }, recruiter.token)).status).toBe(200);
    expect((await t.call('changeJobStatus', { jobId: deleted._id, newStatus: 'D' }, recruiter.token)).status).toBe(200);
    const list = await listOf(seeker);
    expect(list.map((i) => [i.job?.title, i.state])).toEqual([
      ['Still Open Engineer', 'available'],
      ['Deleted Later Engineer', 'gone'],
      ['Closed Later Engineer', 'expired'],
    ]);
    // a deleted job cannot be saved again
    const again = await t.call<{ code: string; error: string }>('addSavedItem', { itemId: deleted._id, itemType: 'job' }, recruiter.token);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('SavedItemNotFound');
  });
});

describe('the rules, held by the server', () => {
  it('refuses an unknown item, the other role’s kind, a kind that is none and a visitor', async () => {
    const missing = await t.call<{ code: string; error: string }>('addSavedItem', { itemId: 'no-such-job', itemType: 'job' }, seeker.token);
    expect([missing.status, missing.body.error]).toEqual([404, 'This item is no longer available, so it cannot be saved']);
    const job = await post('Seekers Only Engineer');
    const byRecruiter = await t.call<{ error: string }>('addSavedItem', { itemId: job._id, itemType: 'job' }, recruiter.token);
    expect([byRecruiter.status, byRecruiter.body.error]).toEqual([403, 'Only job seekers save jobs: switch to candidate to save it']);
    const resume = await t.call<{ error: string }>('addSavedItem', { itemId: recruiter.userId, itemType: 'profile' }, seeker.token);
    expect(resume.status).toBe(404);
    const kind = await t.call<{ issues: { path: string; message: string }[] }>('addSavedItem', { itemId: job._id, itemType: 'company' }, seeker.token);
    expect(kind.status).toBe(400);
    expect(kind.body.issues).toEqual([expect.objectContaining({ path: 'itemType', message: 'Save a job or a resume (itemType job or profile)' })]);
    expect((await t.call('getSavedItems', {})).status).toBe(401);
    expect((await t.call('addSavedItem', { itemId: job._id, itemType: 'job' })).status).toBe(401);
  });
});

describe('saving a resume', () => {
  it('keeps a listed resume for a recruiter, refuses it to a seeker, and drops it when its person deletes their account', async () => {
    const talent = await t.signUp({ first_name: 'Tali', last_name: 'Talent' });
    expect((await t.call('saveProfile', { title: 'QA Engineer' }, talent.token)).status).toBe(200);
    const saved = await save(recruiter, talent.userId, 'profile');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.list).toEqual([expect.objectContaining({ itemId: talent.userId, itemType: 'profile', state: 'available', job: null, resume: expect.objectContaining({ name: 'Tali Talent', title: 'QA Engineer' }) })]);
    const bySeeker = await t.call<{ error: string }>('addSavedItem', { itemId: talent.userId, itemType: 'profile' }, seeker.token);
    expect([bySeeker.status, bySeeker.body.error]).toEqual([403, 'Only recruiters save resumes: switch to recruiter to save it']);

    expect((await t.call('deleteAccount', { password: 'secret123' }, talent.token)).status).toBe(200);
    expect(await listOf(recruiter)).toEqual([]);
  });
});
