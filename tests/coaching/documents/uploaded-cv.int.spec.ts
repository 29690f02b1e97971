import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '../../../contracts/coaching/documents/documents';
import { startTestApp, type TestApp } from '../../support/test-app';
import { docx, pdf } from '../../uploads/fixtures';
import { details, sendFile } from '../onboarding/onboarding-support';
import { TEST_EMAIL_STEP } from '../../../contracts/coaching/journey/lists';
import { walkJourneyTo } from '../journey/journey-support';
import { giveFlags, publishingWorld, type Person, type World } from '../publishing-world';

// The CV file a client uploads in onboarding is one of their CVs: pickable, and mailed by tests and
// parts as a link a recruiter opens while the publication runs.
let t: TestApp;
let w: World;
// the server's clock, moved forward to open a mailed link weeks later
let ahead = 0;
const DAY = 86_400_000;
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(Date.now() + ahead) });
  w = await publishingWorld(t);
});
afterAll(async () => {
  await t?.stop();
});

type Failure = { error: string };
type Resumes = { resumes: Resume[] };

async function uploadingClient(): Promise<Person> {
  const client = await t.signUp({ first_name: 'Lior', last_name: 'Ben David' });
  await giveFlags(t, w.admin, client, { isJHUser: true, isActiveJHUser: true });
  const checked = await t.call('checkOnboardingData', { data: details(client.email) }, client.token);
  expect(checked.status, JSON.stringify(checked.body)).toBe(200);
  return client;
}

// the CV link of a test mail; a link is fetched from the app, whether the page's (relative) or the
// mail's (naming PUBLIC_URL)
async function cvOfTestMail(address: string, count: number) {
  const [mail] = await t.mailsTo(address, count);
  const link = /CV: (\S+)/.exec(mail!.text_body)?.[1] ?? '';
  // the HTML part links to the same address (its attribute escaped as HTML allows: &amp;, &#x3D;)
  const hrefs = [...mail!.html_body.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'));
  expect(hrefs).toContain(link);
  return link;
}
const download = async (link: string) => {
  const res = await fetch(link.startsWith('/') ? `${t.app.url}${link}` : link.replace('http://jobswipe.test', t.app.url));
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('an uploaded CV file', () => {
  it('is on the client’s list of CVs, opened by a signed link, replaced in place by a new file', async () => {
    const client = await uploadingClient();
    const uploaded = await sendFile(t, client.token, pdf, 'cv.pdf', { isOnboarding: 'true' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const listed = await t.call<Resumes>('getJourneyPublishing', { userId: client.userId }, w.csm.token);
    expect(listed.body.resumes).toEqual([expect.objectContaining({ title: 'CV 1', uploaded: true, picked: false })]);
    const [entry] = listed.body.resumes;
    expect(entry!.link).toMatch(/^\/files\/[a-f0-9]{32}\?expires=\d+&sig=/);
    expect((await download(entry!.link)).bytes.equals(pdf)).toBe(true);
    // the journey page reads the same list
    const journey = await t.call<Resumes>('getPersonalJourneyData', {}, client.token);
    expect(journey.body.resumes.map((r) => [r.id, r.uploaded])).toEqual([[entry!.id, true]]);

    const replaced = await sendFile(t, client.token, docx, 'cv.docx', { isOnboarding: 'true' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const after = (await t.call<Resumes>('getJourneyPublishing', {}, client.token)).body.resumes;
    expect(after.map((r) => [r.id, r.title, r.uploaded])).toEqual([[entry!.id, 'CV 1', true]]);
    expect((await download(after[0]!.link)).bytes.equals(docx)).toBe(true);
  });

  it('keeps its file: staff pick it and rename it, nobody edits its link', async () => {
    const client = await uploadingClient();
    await sendFile(t, client.token, pdf, 'cv.pdf', { isOnboarding: 'true' });
    const [entry] = (await t.call<Resumes>('getJourneyPublishing', {}, client.token)).body.resumes;
    const edit = await t.call<Failure>('updateResume', { id: entry!.id, link: 'https://example.com/other.pdf' }, client.token);
    expect([edit.status, edit.body.error]).toEqual([409, 'An uploaded CV has no link to edit: upload another file to replace it']);
    const picked = await t.call<Resumes>('updateResume', { userId: client.userId, id: entry!.id, title: 'English CV', picked: true }, w.csm.token);
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.resumes).toEqual([expect.objectContaining({ id: entry!.id, title: 'English CV', picked: true, uploaded: true })]);
  });

  it('reaches the test mail as a link that downloads the file for weeks, and the file that replaced it after', async () => {
    const client = await uploadingClient();
    const qa = `qa-upload${Date.now()}@jobhunt.test`;
    await sendFile(t, client.token, pdf, 'cv.pdf', { isOnboarding: 'true' });
    expect((await t.call('addEditCoverLetter', { coverLetter: { title: 'Product manager', content: '<p>Hello recruiters</p>' } }, client.token)).status).toBe(200);
    expect((await t.call('updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: [qa] }, w.csm.token)).status).toBe(200);
    await walkJourneyTo(t, TEST_EMAIL_STEP, client);
    const sent = await t.call('sendPersonalJourneyTest', { userId: client.userId }, w.csm.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const link = await cvOfTestMail(qa, 1);
    expect(link).toMatch(/^http:\/\/jobswipe\.test\/files\/[a-f0-9]{32}\?expires=\d+&sig=/);
    const got = await download(link);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(pdf)).toBe(true);
    // a recruiter opening it two months later still gets it; after the publication's time, no more
    ahead = 60 * DAY;
    expect((await download(link)).status).toBe(200);
    ahead = 100 * DAY;
    expect((await download(link)).status).toBe(410);
    ahead = 0;

    await sendFile(t, client.token, docx, 'cv.docx', { isOnboarding: 'true' });
    expect((await t.call('sendPersonalJourneyTest', {}, client.token)).status).toBe(200);
    const next = await cvOfTestMail(qa, 2);
    expect(next).not.toBe(link);
    expect((await download(next)).bytes.equals(docx)).toBe(true);
  });
});
