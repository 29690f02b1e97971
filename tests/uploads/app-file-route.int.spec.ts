import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadUrl } from '../../contracts/core/uploads';
import { startTestApp, type TestApp } from '../support/test-app';
import { jpeg, pdf } from './fixtures';

// The product's own file route: what a handler keeps through deps.uploads is served at
// /files/{id} with the headers the upload path promises, whatever the app's other middleware does.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('GET /files/{id} in the app', () => {
  it('serves a kept resume as a download of its checked type, never sniffed', async () => {
    const kept = await t.app.deps.uploads.save({ field: 'resume', kind: 'pdf', mime: 'application/pdf', name: 'cv.pdf', size: pdf.length, bytes: pdf }, { ownerId: 'u1', now: new Date() });
    const response = await fetch(`${t.app.url}${uploadUrl(kept.id)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/);
    expect(response.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('serves a kept image inline', async () => {
    const kept = await t.app.deps.uploads.save({ field: 'avatar', kind: 'jpeg', mime: 'image/jpeg', name: 'me.jpg', size: jpeg.length, bytes: jpeg }, { ownerId: 'u1', now: new Date() });
    const response = await fetch(`${t.app.url}${uploadUrl(kept.id)}`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="me\.jpg"/);
  });

  it('answers 404 for an id it does not hold, and after the file is removed', async () => {
    const kept = await t.app.deps.uploads.save({ field: 'avatar', kind: 'jpeg', mime: 'image/jpeg', name: 'me.jpg', size: jpeg.length, bytes: jpeg }, { ownerId: 'u1', now: new Date() });
    await t.app.deps.uploads.remove(kept.id);
    expect((await fetch(`${t.app.url}${uploadUrl(kept.id)}`)).status).toBe(404);
    expect((await fetch(`${t.app.url}/files/jwt-secret`)).status).toBe(404);
  });
});
