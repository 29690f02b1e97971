import { expect } from 'vitest';
import type { Alert } from '../../../contracts/marketplace/alerts/alert';
import type { TestApp } from '../../support/test-app';

export type AlertsAnswer = { alerts: Alert[]; alert?: Alert | null; pending?: boolean; message?: string };

// A search kept as an alert: QA jobs near Tel Aviv, unless told otherwise.
export const qaSearch = (change: Record<string, unknown> = {}) => ({
  queryParams: { queryString: 'QA', radius: 25 },
  locationObj: { lat: 32.0853, lng: 34.781768, text: 'Tel Aviv', country: 'Israel' },
  histogramType: 'jobs',
  url: '/jobs/qa-jobs-SRCH_Q0,2',
  ...change,
});

export async function addAlertAs(t: TestApp, token: string, change: Record<string, unknown> = {}): Promise<AlertsAnswer> {
  const res = await t.call<AlertsAnswer>('addAlert', qaSearch(change), token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

// The mail an address got from one template, newest first.
export const mailsOf = (t: TestApp, to: string, template: string) =>
  t.engine.db.selectFrom('mail_outbox').select(['id', 'subject', 'text_body', 'html_body', 'headers', 'language', 'template']).where('to_address', '=', to).where('template', '=', template).orderBy('id', 'desc').execute();

// The link a mail carries in its List-Unsubscribe header.
export const unsubscribeLinkOf = (mail: { headers: unknown }): string => {
  const headers = (typeof mail.headers === 'string' ? JSON.parse(mail.headers) : mail.headers) as Record<string, string>;
  return /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')![1]!;
};

// A link of the public site opened on the test server: where it lands.
export async function landing(t: TestApp, link: string, init: RequestInit = {}): Promise<string> {
  const url = new URL(link);
  const res = await fetch(`${t.app.url}${url.pathname}${url.search}`, { redirect: 'manual', ...init });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

// An unsubscribe link lands on the site's question (?confirmUnsubscribe=list&email&hash): the person's
// Yes posts those fields back. What the server answered.
export async function confirmUnsubscribe(t: TestApp, landed: string): Promise<{ status: number; outcome: string; account: boolean }> {
  const asked = new URL(landed, 'http://site.invalid').searchParams;
  const form = new URLSearchParams({ list: asked.get('confirmUnsubscribe') ?? '', email: asked.get('email') ?? '', hash: asked.get('hash') ?? '' });
  const res = await fetch(`${t.app.url}/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
  return { status: res.status, ...((await res.json()) as { outcome: string; account: boolean }) };
}
