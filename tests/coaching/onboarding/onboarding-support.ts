import type { TestApp } from '../../support/test-app';
import type { Person } from '../journey/journey-support';

export type Refusal = { error: string; code: string; issues?: { path: string; message: string }[] };

// A multipart call, the way the browser sends it.
export async function sendFile(t: TestApp, token: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${t.app.url}/api/uploadPublishCVFile`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & Refusal };
}

export const details = (email: string) => ({ email, phone: '050-1234567', first_name: 'Noa', last_name: 'Shapiro', title: 'Product Manager' });

// A client through the first two parts: details checked and a CV uploaded.
export async function throughTwoParts(t: TestApp, client: Person, cv: Buffer): Promise<void> {
  const checked = await t.call('checkOnboardingData', { data: details(client.email) }, client.token);
  if (checked.status !== 200) throw new Error(`the data check failed: ${JSON.stringify(checked.body)}`);
  const uploaded = await sendFile(t, client.token, cv, 'cv.pdf', { isOnboarding: 'true' });
  if (uploaded.status !== 200) throw new Error(`the upload failed: ${JSON.stringify(uploaded.body)}`);
}

// A whole hour, days from now: slots are opened on the hour.
export const hoursAhead = (days: number, hourUtc: number): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
};
