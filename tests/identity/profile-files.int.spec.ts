import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserData } from '../../contracts/identity/users/user';
import { orphanKit } from '../support/orphan-kit';
import { startTestApp, validJob, type TestApp } from '../support/test-app';
import { doc, png as tinyPng } from '../uploads/fixtures';
import { docxWith, pdfWith } from './resume-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});
const kit = orphanKit(() => t);

type Answer = { userData: UserData; message: string; messageCode: string; readable: boolean; error: string };
const send = async (call: string, token: string | null, field: string, bytes: Buffer, name: string, extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append(field, new Blob([Uint8Array.from(bytes)]), name);
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await fetch(`${t.app.url}/api/${call}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: (await res.json()) as Answer };
};
const uploadResume = (token: string | null, bytes: Buffer, name: string) => send('uploadResumeR', token, 'file', bytes, name);
const uploadAvatar = (token: string | null, bytes: Buffer, extra: Record<string, string> = {}) => send('uploadAvatarR', token, 'image', bytes, 'me.png', extra);
const fetchFile = async (url: string) => {
  const res = await fetch(`${t.app.url}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
};
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } }).png().toBuffer();

describe('uploadResumeR', () => {
  it('reads a docx into the description, suggests the tags of jobs it names, and keeps the file behind a signed link', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    await t.call('createNewJob', { jobInfo: validJob({ title: 'Automation lead', tags: ['Selenium', 'Kubernetes', 'Node.js'] }) }, recruiter.token);
    const seeker = await t.signUp();
    await t.call('saveProfile', { tags: ['Kubernetes'] }, seeker.token);
    const file = docxWith(['Dana Cohen, QA lead', 'Skills: selenium, Kubernetes, node.js and cooking']);
    const res = await uploadResume(seeker.token, file, 'Dana CV.docx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'Resume uploaded successfully', messageCode: 'ResumeUploaded', readable: true });
    expect(res.body.userData.description).toBe('Dana Cohen, QA lead\n\nSkills: selenium, Kubernetes, node.js and cooking');
    // Kubernetes is a tag already: only the others are suggested, as the resume writes them
    expect(res.body.userData.suggestedTags.sort()).toEqual(['node.js', 'selenium']);
    expect(res.body.userData.resume).toMatchObject({ name: 'Dana CV.docx', size: file.length });
    const download = await fetchFile(res.body.userData.resume!.url);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(file)).toBe(true);
    expect((await fetchFile(res.body.userData.resume!.url.replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(43)))).status).toBe(403);
  });

  it('reads a pdf, and a new resume replaces the file of the one before', async () => {
    const seeker = await t.signUp();
    const first = await uploadResume(seeker.token, pdfWith(['First resume']), 'one.pdf');
    const firstId = decodeURIComponent(first.body.userData.resume!.url.match(/\/files\/([^?]+)/)![1]!);
    expect(kit.uploaded(firstId)).toBe(true);
    const second = await uploadResume(seeker.token, pdfWith(['Omer Levi', 'Go developer']), 'two.pdf');
    expect(second.status).toBe(200);
    expect(second.body.userData.description).toMatch(/Omer Levi\s+Go developer/);
    expect(second.body.userData.resume?.name).toBe('two.pdf');
    expect(kit.uploaded(firstId)).toBe(false);
  });

  it('keeps a legacy .doc it cannot read, says so, and leaves the description as it was', async () => {
    const seeker = await t.signUp();
    await t.call('saveProfile', { description: 'Written by hand' }, seeker.token);
    const res = await uploadResume(seeker.token, doc, 'old.doc');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ readable: false, messageCode: 'ResumeUnreadable' });
    expect(res.body.userData).toMatchObject({ description: 'Written by hand', resume: { name: 'old.doc' } });
  });

  it("refuses a file over 512000 bytes with 'File too big - 500 KB Max' and another type with 'Invalid extension'", async () => {
    const seeker = await t.signUp();
    const base = pdfWith(['Padded']);
    const big = Buffer.concat([base, Buffer.alloc(512_001 - base.length, 0x20)]);
    const tooBig = await uploadResume(seeker.token, big, 'big.pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('File too big - 500 KB Max');
    const exact = Buffer.concat([base, Buffer.alloc(512_000 - base.length, 0x20)]);
    expect((await uploadResume(seeker.token, exact, 'exact.pdf')).status).toBe(200);
    const image = await uploadResume(seeker.token, tinyPng, 'resume.pdf');
    expect(image.status).toBe(415);
    expect(image.body.error).toBe('Invalid extension');
  });

  it('is for signed-in people only', async () => {
    expect((await uploadResume(null, pdfWith(['x']), 'x.pdf')).status).toBe(401);
  });
});

describe('deleting the account', () => {
  it('erases the resumes and pictures kept for it, and no event keeps a file name readable', async () => {
    const user = await t.signUp();
    const resume = await uploadResume(user.token, pdfWith(['Erase me']), 'Zelinda Quarterhouse CV.pdf');
    const avatar = await uploadAvatar(user.token, await picture(200, 200));
    const ids = [resume.body.userData.resume!.url, avatar.body.userData.avatar!.url].map((url) => decodeURIComponent(url.match(/\/files\/([^?]+)/)![1]!));
    expect(ids.map(kit.uploaded)).toEqual([true, true]);
    const raw = JSON.stringify((await sql<{ data: unknown }>`SELECT data FROM event WHERE stream_id = ${`user-${user.userId}`}`.execute(t.engine.db)).rows);
    expect(raw).not.toContain('Quarterhouse');
    expect(raw).not.toContain('Erase me');
    expect((await t.call('deleteAccount', { password: 'secret123' }, user.token)).status).toBe(200);
    expect(ids.map(kit.uploaded)).toEqual([false, false]);
  });
});

describe('uploadAvatarR and removeAvatarR', () => {
  it('keeps the chosen square at 120×120, shows it through a signed link, and removes it', async () => {
    const user = await t.signUp();
    const res = await uploadAvatar(user.token, await picture(400, 300), { x: '100', y: '50', width: '200', height: '200' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = await fetchFile(res.body.userData.avatar!.url);
    expect(shown.type).toBe('image/png');
    expect(await sharp(shown.bytes).metadata()).toMatchObject({ width: 120, height: 120, format: 'png' });
    const id = decodeURIComponent(res.body.userData.avatar!.url.match(/\/files\/([^?]+)/)![1]!);
    const removed = await t.call<Answer>('removeAvatarR', {}, user.token);
    expect(removed.body).toMatchObject({ userData: { avatar: null }, messageCode: 'AvatarRemoved' });
    expect(kit.uploaded(id)).toBe(false);
  });

  it('takes the centre square when no crop is given', async () => {
    const user = await t.signUp();
    const res = await uploadAvatar(user.token, await picture(500, 130));
    expect(res.status).toBe(200);
  });

  it("refuses with 'Invalid File' a picture under 120×120, a crop outside it, a file that is no image, and one over 2 MB", async () => {
    const user = await t.signUp();
    for (const [label, bytes, extra, status] of [
      ['small', await picture(119, 400), {}, 400],
      ['crop outside', await picture(200, 200), { x: '150', y: '0', width: '120', height: '120' }, 400],
      ['not an image', pdfWith(['x']), {}, 415],
      ['over 2 MB', Buffer.concat([await picture(200, 200), Buffer.alloc(2 * 1024 * 1024)]), {}, 413],
    ] as const) {
      const res = await uploadAvatar(user.token, bytes, extra);
      expect(res.status, label).toBe(status);
      expect(res.body.error, label).toBe('Invalid File');
    }
    expect((await t.call<{ user: UserData }>('getUserData', {}, user.token)).body.user.avatar).toBeNull();
  });

  it('is for signed-in people only', async () => {
    expect((await uploadAvatar(null, await picture(200, 200))).status).toBe(401);
    expect((await t.call('removeAvatarR', {})).status).toBe(401);
  });
});
