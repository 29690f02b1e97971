import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contracts/calls';
import { grants } from '../../contracts/core/access';
import type { CallDefinition } from '../../contracts/core/call';
import { pdf } from '../uploads/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

// The token is read before the body: a caller the access rule does not let through is told to sign
// in (401) whatever the body's type, so an upload without a token is never answered 415.

let t: TestApp;
let guestToken = '';
beforeAll(async () => {
  t = await startTestApp();
  const guest = await t.call<{ token: string }>('getUnregistedUserToken', { device: 'computer' });
  guestToken = guest.body.token;
});
afterAll(async () => {
  await t?.stop();
});

const table = Object.entries(calls as Record<string, CallDefinition>);
const uploads = table.filter(([, d]) => d.multipart);
// every call that needs more than no token at all
const needsToken = table.filter(([, d]) => !grants(d.access, new Set(['anonymous'])));

function form(definition: CallDefinition): FormData {
  const body = new FormData();
  for (const field of Object.keys(definition.upload?.files ?? {})) body.append(field, new Blob([Uint8Array.from(pdf)], { type: 'application/pdf' }), 'cv.pdf');
  return body;
}

async function post(name: string, body: FormData | string, headers: Record<string, string>) {
  const res = await fetch(`${t.app.url}/api/${name}`, { method: 'POST', body, headers });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}

describe('the token before the body', () => {
  it('covers the six uploads', () => {
    expect(uploads.map(([name]) => name).sort()).toEqual(['applyOrphan', 'uploadAvatarR', 'uploadExplanationImage', 'uploadPublishCVFile', 'uploadQuestionnaireCVFile', 'uploadResumeR']);
  });

  it.each(uploads.map(([name, d]) => [name, d] as const))('%s: answers 401 to a form and to JSON sent without a token', async (name, definition) => {
    const multipart = await post(name, form(definition), {});
    expect(multipart.status, JSON.stringify(multipart.body)).toBe(401);
    expect(multipart.body.code).toBe('Unauthenticated');
    const json = await post(name, '{}', { 'content-type': 'application/json' });
    expect(json.status, JSON.stringify(json.body)).toBe(401);
    expect(json.body.code).toBe('Unauthenticated');
  });

  it.each(uploads.filter(([, d]) => !grants(d.access, new Set(['anonymous', 'guest']))).map(([name]) => [name]))('%s: answers 401 to a visitor’s token too, before the body', async (name) => {
    const answer = await post(name, '{}', { 'content-type': 'application/json', authorization: `Bearer ${guestToken}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
  });

  it('answers 401 before the content type on every call that needs a token', async () => {
    const wrong: string[] = [];
    for (const [name] of needsToken) {
      const answer = await post(name, 'not json', { 'content-type': 'text/plain' });
      if (answer.status !== 401) wrong.push(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(needsToken.length).toBeGreaterThan(uploads.length);
    expect(wrong).toEqual([]);
  });
});
