import { expect } from 'vitest';
import { encode } from '../../contracts/events';
import { applicationStreamId } from '../../contracts/marketplace/activity/ids';
import { projections } from '../../ops/registry';
import { registerAdmin } from '../support/register-admin';
import { validJob, type TestApp } from '../support/test-app';

// An administrator, registered the way the seed makes one.
export async function signUpAdmin(t: TestApp, email: string): Promise<{ token: string; userId: string }> {
  const { position } = await registerAdmin(t, { email, first_name: 'Ada', last_name: 'Admin' });
  await t.app.runner!.waitFor(position!, 5000, ['user_account']);
  const login = await t.call<{ token: string; user: { _id: string } }>('login', { email, password: 'secret123' });
  expect(login.status).toBe(200);
  return { token: login.body.token, userId: login.body.user._id };
}

export async function postJob(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob(overrides) }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.job._id;
}

// A match between a seeker and a recruiter over a job, as the applications feature records it.
export async function givenMatch(t: TestApp, jobId: string, seekerId: string, recruiterId: string): Promise<void> {
  const pair = { jobId, seekerId, recruiterId };
  const at = new Date().toISOString();
  const events = [
    { type: 'ApplicationSubmitted', data: { ...pair, appliedAt: at } },
    { type: 'ConnectSent', data: { ...pair, connectedAt: at } },
    { type: 'MatchMade', data: { ...pair, matchedAt: at } },
  ];
  const { position } = await t.app.store.append(applicationStreamId(jobId, seekerId), events.map((e) => encode(e, { correlationId: 'given' })));
  expect(await t.app.runner!.waitFor(position, 10_000, projections.map((p) => p.name))).toBe(true);
}

export const grant = (t: TestApp, adminToken: string, userId: string, type: 'contacts' | 'promotes', amount: number, note?: string) =>
  t.call<{ contactCredit: number; promoteCredit: number }>('grantCredits', { userId, type, amount, ...(note ? { note } : {}) }, adminToken);
