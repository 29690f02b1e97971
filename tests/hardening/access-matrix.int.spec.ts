import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../contracts/calls';
import { actsForSomeoneElse } from '../../ops/server/call-router';
import { startTestApp, type TestApp } from '../support/test-app';
import { accessMatrix, type Expected, type MatrixRow } from './access-matrix';
import { roles, signInEveryRole, type Callers } from './support/roles';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  // limits scaled up: this checks who may call, not how often
  t = await startTestApp({}, { RATE_LIMIT_SCALE: '1000' });
  callers = await signInEveryRole(t);
});
afterAll(async () => {
  await t?.stop();
});

const rowOf = (name: string): MatrixRow | undefined => (Object.hasOwn(accessMatrix, name) ? accessMatrix[name as CallName] : undefined);

describe('objects belong to people', () => {
  it("refuses a recruiter another recruiter's job, and appends nothing", async () => {
    const before = await t.app.store.headPosition();
    const edit = await t.call('saveUserJob', { jobId: callers.otherRecruiterJobId, jobInfo: { title: 'Taken over' } }, callers.recruiter.token);
    const status = await t.call('changeJobStatus', { jobId: callers.otherRecruiterJobId, newStatus: 'D' }, callers.recruiter.token);
    expect([403, 404]).toContain(edit.status);
    expect([403, 404]).toContain(status.status);
    expect(await t.app.store.headPosition()).toBe(before);
    const theirs = await t.call<{ list: { _id: string; title: string; jobstatus: string }[] }>('getUserJobsR', {}, callers.otherRecruiter.token);
    expect(theirs.body.list.find((j) => j._id === callers.otherRecruiterJobId)).toMatchObject({ title: 'Other job', jobstatus: 'A' });
  });

  it('honours a userId in a call only for staff', () => {
    const seeker = { userId: 'u-1', kind: 'user' as const };
    const account = (isAdmin: boolean) => ({ is_admin: isAdmin }) as Parameters<typeof actsForSomeoneElse>[2];
    expect(actsForSomeoneElse({ userId: 'u-2' }, seeker, account(false))).toBe(true);
    expect(actsForSomeoneElse({ userId: 'u-1' }, seeker, account(false))).toBe(false);
    expect(actsForSomeoneElse({ userId: 'u-2' }, seeker, account(true))).toBe(false);
    expect(actsForSomeoneElse({ userId: 'u-2' }, null, null)).toBe(true);
    expect(actsForSomeoneElse({ title: 'x' }, seeker, account(false))).toBe(false);
  });
});

describe('tampered tokens', () => {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const sign = (sub: string, options: { secret?: string; expiresIn?: number } = {}) =>
    new SignJWT({ purpose: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresIn ?? 3600))
      .sign(new TextEncoder().encode(options.secret ?? SECRET));

  it('answers 401 to alg none, an edited payload, a wrong key, an expired token, an unknown user and a deleted user', async () => {
    const user = await t.signUp();
    const [header, , signature] = user.token.split('.');
    const payload = JSON.parse(Buffer.from(user.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const gone = await t.signUp();
    expect((await t.call('deleteAccount', { password: 'secret123' }, gone.token)).status).toBe(200);
    const tokens: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload })}.`,
      'an edited payload': `${header}.${b64({ ...payload, sub: callers.admin.userId })}.${signature}`,
      'a wrong key': await sign(user.userId, { secret: 'another-secret-that-is-long-enough-for-hs256' }),
      'an expired token': await sign(user.userId, { expiresIn: -60 }),
      'an unknown user': await sign('no-such-user'),
      'a deleted user': gone.token,
      'a guest token for a signed-in call': callers.guest.token!,
      'garbage': 'Bearer.Bearer.Bearer',
    };
    for (const [what, token] of Object.entries(tokens)) {
      const res = await t.call<{ error: string }>('getUserData', {}, token);
      expect(res.status, what).toBe(401);
      expect(res.body.error, what).toMatch(/sign in/);
    }
    expect((await t.call('getUserData', {}, user.token)).status).toBe(200);
  });
});

// last: its logoutEverywhere row ends the callers' sessions
describe('the access matrix', () => {
  it('has a row for every call in the call table', () => {
    const missing = Object.keys(calls).filter((name) => !rowOf(name));
    expect(missing, 'place these calls in tests/hardening/access-matrix.ts').toEqual([]);
    const stale = Object.keys(accessMatrix).filter((name) => !Object.hasOwn(calls, name));
    expect(stale, 'these rows name calls that no longer exist').toEqual([]);
  });

  it('answers every call as each role expects', async () => {
    const names = Object.keys(calls).filter((name) => rowOf(name));
    // calls that end the caller's session go last
    const ordered = [...names.filter((n) => !rowOf(n)!.endsSession), ...names.filter((n) => rowOf(n)!.endsSession)];
    const ids = { ownJobId: callers.recruiterJobId, otherJobId: callers.otherRecruiterJobId };
    const wrong: string[] = [];
    let checked = 0;
    for (const name of ordered) {
      const row = rowOf(name)!;
      for (const role of roles) {
        const expected: Expected = row.expect[role];
        const res = await t.call<{ issues?: unknown[]; error?: string }>(name, row.body?.(ids) ?? {}, callers[role].token);
        checked++;
        const ok = expected === 'validation' ? res.status === 400 && (res.body.issues?.length ?? 0) > 0 : res.status === expected;
        if (!ok) wrong.push(`${name} as ${role}: expected ${expected}, got ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    console.log(`access matrix: ${ordered.length} calls × ${roles.length} roles = ${checked} answers checked`);
    expect(wrong).toEqual([]);
  }, 120_000);
});
