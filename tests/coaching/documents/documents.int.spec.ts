import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverLetter, Resume } from '../../../contracts/coaching/documents/documents';
import type { CoverLetterChange } from '../../../contracts/coaching/documents/calls';
import { startTestApp, type TestApp } from '../../support/test-app';
import { publishingWorld, type World } from '../publishing-world';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await startTestApp();
  w = await publishingWorld(t);
});
afterAll(async () => {
  await t?.stop();
});

type Resumes = { resumes: Resume[] };
type Letters = { coverLetters: CoverLetter[] };
type Failure = { error: string; messageCode?: string; issues?: { path: string; message: string }[] };

describe('CV links', () => {
  it("adds a link with the title 'CV {n+1}' by default, for the client or staff acting for them", async () => {
    const first = await t.call<Resumes>('addResume', { link: 'https://docs.google.com/document/d/aaaaaaaaaaaa/edit' }, w.client.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.resumes).toMatchObject([{ title: 'CV 1', picked: false }]);
    const second = await t.call<Resumes>('addResume', { link: 'https://example.com/cv.pdf', title: 'English CV', userId: w.client.userId }, w.csm.token);
    const third = await t.call<Resumes>('addResume', { link: 'https://example.com/cv2.pdf', userId: w.client.userId }, w.csm.token);
    expect(second.body.resumes.map((r) => r.title)).toEqual(['CV 1', 'English CV']);
    expect(third.body.resumes.map((r) => r.title)).toEqual(['CV 1', 'English CV', 'CV 3']);
    // staff's events name whom they acted for
    const events = await t.app.store.readStream(`cv-${w.client.userId}`);
    expect(events[1]!.metadata).toMatchObject({ actor: w.csm.userId, onBehalfOf: w.client.userId });
  });

  it("refuses a missing link with 'Link is required'", async () => {
    const missing = await t.call<Failure>('addResume', { title: 'No link' }, w.client.token);
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual(expect.objectContaining({ path: 'link', message: 'Link is required' }));
    const blank = await t.call<Failure>('addResume', { link: '   ' }, w.client.token);
    expect(blank.body.issues).toContainEqual(expect.objectContaining({ path: 'link', message: 'Link is required' }));
  });

  it('lets staff pick and delete a CV, and refuses both to the client', async () => {
    const list = (await t.call<Resumes>('getJourneyPublishing', {}, w.client.token)).body.resumes;
    const [one, two] = list;
    expect((await t.call<Failure>('updateResume', { id: two!.id, picked: true }, w.client.token)).status).toBe(403);
    expect((await t.call<Failure>('updateResume', { id: two!.id, isDelete: true }, w.client.token)).body.error).toBe('Only staff can do this');
    const renamed = await t.call<Resumes>('updateResume', { id: one!.id, title: 'Hebrew CV' }, w.client.token);
    expect(renamed.body.resumes[0]).toMatchObject({ title: 'Hebrew CV' });
    const picked = await t.call<Resumes>('updateResume', { id: two!.id, picked: true, userId: w.client.userId }, w.csm.token);
    expect(picked.body.resumes.map((r) => r.picked)).toEqual([false, true, false]);
    const deleted = await t.call<Resumes>('updateResume', { id: one!.id, isDelete: true, userId: w.client.userId }, w.admin.token);
    expect(deleted.body.resumes.map((r) => r.title)).toEqual(['English CV', 'CV 3']);
    expect((await t.call<Failure>('updateResume', { id: one!.id, title: 'x' }, w.client.token)).body.error).toBe('There is no such CV');
  });

  it("never lets a client touch another client's CVs, nor a seeker any", async () => {
    const theirs = (await t.call<Resumes>('getJourneyPublishing', {}, w.client.token)).body.resumes[0]!;
    expect((await t.call<Failure>('addResume', { link: 'https://x.test', userId: w.client.userId }, w.other.token)).status).toBe(403);
    expect((await t.call<Failure>('getJourneyPublishing', { userId: w.client.userId }, w.other.token)).body.error).toBe('Only staff may act for another person');
    // the other client's own list does not hold it, and naming it changes nothing
    expect((await t.call<Failure>('updateResume', { id: theirs.id, title: 'mine now' }, w.other.token)).status).toBe(404);
    expect((await t.call<Failure>('addResume', { link: 'https://x.test' }, w.seeker.token)).status).toBe(403);
    expect((await t.call<Resumes>('getJourneyPublishing', {}, w.client.token)).body.resumes[0]!.title).toBe(theirs.title);
  });

  it("converts the Google doc through the document service: 'Convert Failed' with its steps when it cannot be reached as a shared doc", async () => {
    // a link that is no Google doc is refused without asking the service
    const docx = await t.call<{ ok: boolean; message: string; steps: string }>('convertGoogleDocsToDocx', { userId: w.client.userId }, w.csm.token);
    expect(docx.status, JSON.stringify(docx.body)).toBe(200);
    expect(docx.body).toMatchObject({ ok: false, message: 'Convert Failed', steps: expect.stringContaining('shared Google doc') });
    const pdf = await t.call<{ message: string; steps: string }>('convertGoogleDocsToPdf', { userId: w.client.userId }, w.csm.token);
    expect(pdf.body).toMatchObject({ message: 'Convert Failed', steps: expect.stringContaining('file type') });
    expect((await t.call('convertGoogleDocsToDocx', {}, w.client.token)).status).toBe(403);
    expect((await t.call<Failure>('convertGoogleDocsToPdf', { userId: w.other.userId }, w.csm.token)).body.error).toBe('Add a CV link first');
  });
});

describe('cover letters', () => {
  it('keeps exactly one picked: the first is picked, picking another unpicks it, the picked one cannot be deleted, deleted ones are hidden', async () => {
    const add = (title: string, content: string) => t.call<Letters>('addEditCoverLetter', { coverLetter: { title, content } }, w.other.token);
    const first = await add('Backend', '<p>Dear recruiter</p><script>alert(1)</script>');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // the HTML keeps only what the sanitiser allows
    expect(first.body.coverLetters).toEqual([expect.objectContaining({ title: 'Backend', content: '<p>Dear recruiter</p>', picked: true })]);
    const second = (await add('Data', '<p>Hi</p>')).body.coverLetters;
    expect(second.map((c) => c.picked)).toEqual([true, false]);
    const [a, b] = second;
    const none = await t.call<Failure>('handleSaveData', { goToNextStep: false, coverLetters: [{ id: a!.id, picked: false }, { id: b!.id, picked: false }] }, w.other.token);
    expect(none.status).toBe(400);
    expect(none.body.issues).toContainEqual(expect.objectContaining({ message: 'Pick exactly one cover letter' }));
    const both = await t.call<Failure>('handleSaveData', { coverLetters: [{ id: a!.id, picked: true }, { id: b!.id, picked: true }] }, w.other.token);
    expect(both.body.issues).toContainEqual(expect.objectContaining({ message: 'Pick exactly one cover letter' }));
    const picked = await t.call<Letters>('handleSaveData', { goToNextStep: false, coverLetters: [{ id: a!.id, picked: false }, { id: b!.id, picked: true }] }, w.other.token);
    expect(picked.body.coverLetters.map((c) => c.picked)).toEqual([false, true]);
    const refused = await t.call<Failure>('addEditCoverLetter', { coverLetter: { id: b!.id, isDelete: true } }, w.other.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('The picked cover letter cannot be deleted');
    const deleted = await t.call<Letters>('addEditCoverLetter', { coverLetter: { id: a!.id, isDelete: true } }, w.other.token);
    expect(deleted.body.coverLetters.map((c) => c.title)).toEqual(['Data']);
    expect((await t.call<Failure>('addEditCoverLetter', { coverLetter: { id: a!.id, title: 'back' } }, w.other.token)).body.error).toBe('There is no such cover letter');
  });

  it('refuses fields it does not know (400) and keeps the title and content an edit leaves out', async () => {
    const created = await t.call<Letters>('addEditCoverLetter', { coverLetter: { title: 'Kept', content: '<p>kept</p>' } }, w.other.token);
    const letter = created.body.coverLetters.find((c) => c.title === 'Kept')!;
    const unknown = await t.call<Failure>('addEditCoverLetter', { coverLetter: { id: letter.id, picked: true } }, w.other.token);
    expect(unknown.status).toBe(400);
    expect((await t.call<Failure>('addEditCoverLetter', { coverLetter: { title: 'x' }, extra: 1 }, w.other.token)).status).toBe(400);
    const relinked = await t.call<Letters>('addEditCoverLetter', { coverLetter: { id: letter.id, link: 'https://example.com/letter' } }, w.other.token);
    expect(relinked.status, JSON.stringify(relinked.body)).toBe(200);
    expect(relinked.body.coverLetters.find((c) => c.id === letter.id)).toMatchObject({ title: 'Kept', content: '<p>kept</p>', link: 'https://example.com/letter' });
    const untitled = await t.call<Letters>('addEditCoverLetter', { coverLetter: { id: letter.id, title: '' } }, w.other.token);
    expect(untitled.body.coverLetters.find((c) => c.id === letter.id)).toMatchObject({ title: 'Kept', content: '<p>kept</p>' });
  });

  it('gives staff each change of a cover letter with its content before and after, read from the events', async () => {
    const created = await t.call<Letters>('addEditCoverLetter', { coverLetter: { title: 'Changes', content: '<p>one</p>' }, userId: w.client.userId }, w.csm.token);
    const letter = created.body.coverLetters.find((c) => c.title === 'Changes')!;
    await t.call('addEditCoverLetter', { coverLetter: { id: letter.id, title: 'Changes', content: '<p>two</p>' } }, w.client.token);
    await t.call('addEditCoverLetter', { coverLetter: { id: letter.id, title: 'Changes', content: '<p>three</p>' }, userId: w.client.userId }, w.admin.token);
    const changes = await t.call<{ changes: CoverLetterChange[] }>('getCoverLetterChanges', { journeyId: w.client.userId, id: letter.id }, w.csm.token);
    expect(changes.status).toBe(200);
    expect(changes.body.changes).toEqual([
      expect.objectContaining({ byUserEmail: w.admin.email, before: { content: '<p>two</p>' }, after: { content: '<p>three</p>' } }),
      expect.objectContaining({ byUserEmail: w.client.email, before: { content: '<p>one</p>' }, after: { content: '<p>two</p>' } }),
    ]);
    expect((await t.call('getCoverLetterChanges', { journeyId: w.client.userId, id: letter.id }, w.client.token)).status).toBe(403);
  });
});
