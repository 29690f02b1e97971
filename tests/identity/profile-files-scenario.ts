import sharp from 'sharp';
import { expect } from 'vitest';
import { projections } from '../../ops/registry';
import type { TestApp } from '../support/test-app';
import { pdfWith } from './resume-fixtures';

// The profile's files, for the tests that rebuild the read models: a seeker uploads a resume and
// then another, sets a picture, removes it and sets one again. Waits until every projection has
// caught up.
export async function runProfileFilesScenario(t: TestApp): Promise<void> {
  const send = async (call: string, token: string, field: string, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append(field, new Blob([Uint8Array.from(bytes)]), name);
    const res = await fetch(`${t.app.url}/api/${call}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status, `${call}: ${await res.clone().text()}`).toBe(200);
  };
  const picture = () => sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer();
  const seeker = await t.signUp({ first_name: 'Pia', last_name: 'Pictured' });
  await send('uploadResumeR', seeker.token, 'file', pdfWith(['Pia Pictured', 'Pastry chef, ten years of night shifts']), 'pia.pdf');
  await send('uploadResumeR', seeker.token, 'file', pdfWith(['Pia Pictured', 'Head pastry chef']), 'pia-2024.pdf');
  await send('uploadAvatarR', seeker.token, 'image', await picture(), 'me.png');
  expect((await t.call('removeAvatarR', {}, seeker.token)).status).toBe(200);
  await send('uploadAvatarR', seeker.token, 'image', await picture(), 'me-again.png');

  const head = await t.app.store.headPosition();
  expect(await t.app.runner!.waitFor(head, 20_000, projections.map((p) => p.name))).toBe(true);
}
