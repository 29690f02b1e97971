import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqItem } from '../../contracts/marketplace/faq/calls';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('get-faq-data', () => {
  it('answers GET without a body or a token: every question in English and Hebrew', async () => {
    const res = await fetch(`${t.app.url}/api/get-faq-data`);
    expect(res.status).toBe(200);
    const { faq } = (await res.json()) as { faq: FaqItem[] };
    expect(faq.length).toBeGreaterThanOrEqual(5);
    for (const item of faq) {
      expect(item.en.question.endsWith('?'), item.id).toBe(true);
      expect(item.he.question, item.id).toMatch(/[\u0590-\u05FF]/);
      expect(item.he.answer, item.id).toMatch(/[\u0590-\u05FF]/);
    }
    expect(faq.find((item) => item.id === 'resume')?.en.answer).toContain('500 KB');
  });

  it('answers POST the same, and other calls still refuse GET', async () => {
    const posted = await t.call<{ faq: FaqItem[] }>('get-faq-data', {});
    expect(posted.status).toBe(200);
    expect((await fetch(`${t.app.url}/api/getUserData`)).status).toBe(405);
  });
});
