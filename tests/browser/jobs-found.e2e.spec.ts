import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { activeClient, personWith, signInAdmin, type Person } from '../coaching/journey/journey-support';
import { startTestApp, type TestApp } from '../support/test-app';
import { auditInto } from './support/axe';
import { launchBrowser, personPage, screenshot } from './support/browser';
import { flowLooks, noSidewaysScroll, tag } from './support/looks';

// Staff on the jobs found table: the jobs the clients found, and the file of them; in English and
// Hebrew, on a wide screen and on a phone.

let t: TestApp;
let browser: Browser;
let coach: Person;
let client: Person;
const pageErrors: string[] = [];
const axeReports: string[] = [];
const audit = auditInto(axeReports);

const words = {
  en: { title: 'Jobs found', exportCsv: 'Export CSV', kind: 'After the service began' },
  he: { title: 'משרות שנמצאו', exportCsv: 'ייצוא ל-CSV', kind: 'אחרי תחילת השירות' },
} as const;


beforeAll(async () => {
  t = await startTestApp();
  browser = await launchBrowser();
  const admin = await signInAdmin(t);
  coach = await personWith(t, admin, { isCSManager: true });
  client = await personWith(t, admin, activeClient, { first_name: 'Omer', last_name: 'Peretz' });
  const offer = await t.call<{ talentOffers: { _id: string }[] }>('createEditTalentOffer', { userId: client.userId, newData: { company: 'Acme', title: 'Senior PM', finalSalary: 29500 } }, coach.token);
  const signed = await t.call('talentSignedOffer', { userId: client.userId, offer: offer.body.talentOffers[0]!._id, startDate: '2030-01-01' }, coach.token);
  if (signed.status !== 200) throw new Error(`the offer was not signed: ${JSON.stringify(signed.body)}`);
  const job = await t.call('addTalentJob', { userId: client.userId, newJobData: { type: 'Safety Net', title: 'Consultant', company: 'Vandelay' } }, coach.token);
  if (job.status !== 200) throw new Error(`the job was not added: ${JSON.stringify(job.body)}`);
});
afterAll(async () => {
  await browser?.close();
  await t?.stop();
});

describe('the jobs found table in a browser', () => {
  it.each(flowLooks.map((look) => [tag(look), look] as const))('lists the jobs found and downloads them as CSV (%s)', async (_, look) => {
    const w = words[look.language];
    const { context, page } = await personPage(browser, { ...look, token: coach.token }, pageErrors);
    await page.goto(`${t.app.url}/jobs-found`);
    const table = page.getByRole('table', { name: w.title });
    await table.getByText('Acme').waitFor({ timeout: 30_000 });
    await table.getByText('Vandelay').waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Acme' }).innerText()).toContain(w.kind);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `jobs-found-${tag(look)}`);
    await audit(page, `jobs found, ${tag(look)}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.exportCsv }).click()]);
    expect(download.suggestedFilename()).toMatch(/^jobs-found-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes('"Acme"'))).toContain(`"Omer Peretz","${client.email}","Acme","Senior PM"`);
    await context.close();
  });

  it('raised no errors in the page, and axe found no WCAG 2.1 AA violations', () => {
    expect(pageErrors).toEqual([]);
    expect(axeReports, axeReports.join('\n\n')).toEqual([]);
  });
});
