import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../contracts/calls';
import type { CallDefinition } from '../../contracts/core/call';
import { validJob, type TestApp } from '../support/test-app';
import { accessMatrix, rowOf, type Expected } from './access-matrix';
import { startHardeningApp } from './support/hardening-app';
import { mayCall, roles, type Caller, type Callers } from './support/roles';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  ({ t, callers } = await startHardeningApp());
});
afterAll(async () => {
  await t?.stop();
});

// A multipart call is sent a form (its row's fields as text, no file), as its client would.
async function ask(name: string, body: Record<string, unknown>, token: string | undefined): Promise<{ status: number; body: { issues?: unknown[]; error?: string } }> {
  if (!(calls[name as CallName] as CallDefinition).multipart) return t.call(name, body, token);
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, String(value));
  const res = await fetch(`${t.app.url}/api/${name}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as { issues?: unknown[]; error?: string } };
}

const head = () => t.app.store.headPosition();

// `like`'s values, compared field by field (an answer may carry more)
const isLike = (actual: unknown, like: unknown): boolean =>
  typeof like === 'object' && like !== null
    ? typeof actual === 'object' && actual !== null && Object.entries(like).every(([key, value]) => isLike((actual as Record<string, unknown>)[key], value))
    : Object.is(actual, like);

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

  // A seeker and a recruiter who matched over the recruiter's job and wrote, apart from the matrix's
  // callers; everyone else is an outsider to their job, application, conversation and inbox.
  let pair: { recruiter: Caller; seeker: Caller; jobId: string; matchId: string };
  let outsiders: Caller[];
  beforeAll(async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const seeker = await t.signUp({ lookingforwork: true });
    const job = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob({ title: 'Private talks' }) }, recruiter.token);
    const jobId = job.body.job._id;
    expect((await t.call('applyHistObject', { histogramType: 'jobs', objectId: jobId }, seeker.token)).status).toBe(200);
    const matched = await t.call<{ matchId?: string }>('applyHistObject', { histogramType: 'resumes', objectId: seeker.userId, jobId }, recruiter.token);
    expect(matched.body.matchId, JSON.stringify(matched.body)).toBeTruthy();
    expect((await t.call('sendMessage', { matchId: matched.body.matchId, text: 'Just between us' }, seeker.token)).status).toBe(200);
    pair = { recruiter: { role: 'recruiter', ...recruiter }, seeker: { role: 'seeker', ...seeker }, jobId, matchId: matched.body.matchId! };
    // a Pro plan buys contacts, never a way into other people's things
    outsiders = [callers.seeker, callers.proSeeker, callers.recruiter, callers.otherRecruiter];
  });

  it('keeps a conversation to the two matched people, and appends nothing for anyone else', async () => {
    const before = await head();
    const { matchId, jobId } = pair;
    const attempts: [string, Record<string, unknown>][] = [
      ['getConversation', { matchId }],
      ['sendMessage', { matchId, text: 'Let me in' }],
      ['sendMessage', { jobId, seekerId: pair.seeker.userId, text: 'Let me in' }],
      ['markConversationRead', { matchId }],
    ];
    for (const outsider of outsiders) {
      for (const [name, body] of attempts) {
        const res = await t.call(name, body, outsider.token);
        expect([403, 404], `${name} as ${outsider.role}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        expect(JSON.stringify(res.body)).not.toContain('Just between us');
      }
      const theirs = await t.call<{ list: { matchId: string }[] }>('getConversations', {}, outsider.token);
      expect(theirs.body.list.map((c) => c.matchId)).not.toContain(matchId);
    }
    expect(await head()).toBe(before);
    const thread = await t.call<{ list: { text: string }[]; conversation: { unread: number } | null }>('getConversation', { matchId }, pair.recruiter.token);
    expect(thread.body.list.map((m) => m.text)).toEqual(['Just between us']);
    expect(thread.body.conversation?.unread).toBe(1);
  });

  it("refuses another recruiter the job's applicant, and a connect over someone else's job", async () => {
    const before = await head();
    const applicant = { jobId: pair.jobId, seekerId: pair.seeker.userId };
    for (const outsider of [callers.recruiter, callers.otherRecruiter]) {
      const viewed = await t.call('markApplicantViewed', applicant, outsider.token);
      expect([403, 404], `markApplicantViewed as ${outsider.role}: ${JSON.stringify(viewed.body)}`).toContain(viewed.status);
      const connect = await t.call('applyHistObject', { histogramType: 'resumes', objectId: callers.seeker.userId, jobId: pair.jobId }, outsider.token);
      expect([403, 404, 409], `a connect over another's job as ${outsider.role}: ${JSON.stringify(connect.body)}`).toContain(connect.status);
    }
    // seekers, Pro or not, never get past the access rule
    for (const seeker of [callers.seeker, callers.proSeeker]) expect((await t.call('markApplicantViewed', applicant, seeker.token)).status).toBe(403);
    expect(await head()).toBe(before);
    expect((await t.call('markApplicantViewed', applicant, pair.recruiter.token)).status).toBe(200);
  });

  it("leaves someone else's notifications unread, and out of everyone else's inbox", async () => {
    type Inbox = { list: { id: string }[]; unread: number };
    const inbox = await t.call<Inbox>('getNotifications', {}, pair.recruiter.token);
    expect(inbox.body.unread).toBeGreaterThan(0);
    const ids = inbox.body.list.map((n) => n.id);
    for (const outsider of outsiders) {
      const res = await t.call('markNotificationsRead', { ids }, outsider.token);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      const theirs = await t.call<Inbox>('getNotifications', {}, outsider.token);
      expect(theirs.body.list.map((n) => n.id).filter((id) => ids.includes(id))).toEqual([]);
    }
    expect((await t.call<Inbox>('getNotifications', {}, pair.recruiter.token)).body.unread).toBe(inbox.body.unread);
  });

  it("shows someone else's contact only for a credit or a Pro plan, and promotes only one's own", async () => {
    const before = await head();
    type Credits = { contactCredit: number; promoteCredit: number; contacts: { profileId: string }[] };
    const proCredits = (await t.call<Credits>('getMyCredits', {}, callers.proSeeker.token)).body;
    for (const outsider of [callers.seeker, callers.recruiter, callers.otherRecruiter]) {
      for (const target of [{ profileId: pair.seeker.userId }, { jobId: pair.jobId }]) {
        const res = await t.call<{ notPro: boolean; contact: { email: string | null; phone: string | null } }>('fetchContact', target, outsider.token);
        expect(res.status).toBe(200);
        expect(res.body.notPro).toBe(true);
        expect(res.body.contact).toMatchObject({ email: null, phone: null });
      }
      const unlocked = (await t.call<Credits>('getMyCredits', {}, outsider.token)).body.contacts;
      expect(unlocked.map((c) => c.profileId)).not.toContain(pair.seeker.userId);
    }
    for (const outsider of outsiders) {
      const theirJob = await t.call('promoteObject', { type: 'job', objectId: pair.jobId }, outsider.token);
      const theirProfile = await t.call('promoteObject', { type: 'profile', objectId: pair.seeker.userId }, outsider.token);
      expect(theirJob.status, `a job as ${outsider.role}: ${JSON.stringify(theirJob.body)}`).toBe(403);
      expect(theirProfile.status, `a profile as ${outsider.role}: ${JSON.stringify(theirProfile.body)}`).toBe(403);
    }
    expect(await head()).toBe(before);
    expect((await t.call<Credits>('getMyCredits', {}, callers.proSeeker.token)).body.promoteCredit).toBe(proCredits.promoteCredit);
  });

  it("never answers anyone but staff with another person's credits, inbox, threads or plan by naming their userId", async () => {
    const before = await head();
    const someoneElse = pair.seeker.userId;
    const staffOnly: [string, Record<string, unknown>][] = [
      ['getCreditLedger', { userId: someoneElse }],
      ['grantCredits', { userId: someoneElse, type: 'contact', amount: 5 }],
      ['extendProPlan', { userId: someoneElse, months: 1 }],
    ];
    // calls about oneself: a userId is refused (strict inputs) or dropped, never followed
    const ownOnly: [string, Record<string, unknown>][] = [
      ['getMyCredits', {}],
      ['getNotifications', {}],
      ['getConversations', {}],
      ['getProStatus', {}],
      ['getUserData', {}],
      ['getUserActivity', { histogramSubType: 'myApplications' }],
    ];
    for (const outsider of outsiders) {
      for (const [name, body] of staffOnly) expect((await t.call(name, body, outsider.token)).status, `${name} as ${outsider.role}`).toBe(403);
      for (const [name, body] of ownOnly) {
        const named = await t.call(name, { ...body, userId: someoneElse }, outsider.token);
        if (named.status === 200) expect(named.body, `${name} as ${outsider.role} followed the userId`).toEqual((await t.call(name, body, outsider.token)).body);
        else expect([400, 403], `${name} as ${outsider.role}: ${JSON.stringify(named.body)}`).toContain(named.status);
      }
    }
    expect(await head()).toBe(before);
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
    expect(missing, "give these calls a row in their feature's contracts access.ts").toEqual([]);
    const unplaced = Object.entries(accessMatrix).flatMap(([name, row]) => roles.filter((role) => !Object.hasOwn(row.expect, role)).map((role) => `${name} as ${role}`));
    expect(unplaced, 'give these rows an expectation for every role').toEqual([]);
    const stale = Object.keys(accessMatrix).filter((name) => !Object.hasOwn(calls, name));
    expect(stale, 'these rows name calls that no longer exist').toEqual([]);
  });

  it('refuses exactly the callers whose roles the call does not grant', () => {
    const inconsistent = Object.entries(accessMatrix).flatMap(([name, row]) =>
      roles.flatMap((role) => {
        const refused = row.expect[role] === 401 || row.expect[role] === 403;
        const granted = mayCall((calls[name as CallName] as CallDefinition).access, role);
        return refused === granted ? [`${name} as ${role}: the row expects ${String(row.expect[role])}, the access rule ${granted ? 'grants' : 'refuses'} it`] : [];
      }),
    );
    expect(inconsistent).toEqual([]);
  });

  it('answers every call as each role expects', async () => {
    const names = Object.keys(calls).filter((name) => rowOf(name));
    // calls that end the caller's session go last
    const ordered = [...names.filter((n) => !rowOf(n)!.endsSession), ...names.filter((n) => rowOf(n)!.endsSession)];
    const ids = { ownJobId: callers.recruiterJobId, otherJobId: callers.otherRecruiterJobId, someoneElse: callers.outsider.userId! };
    const byRole = new Map<string, number>();
    const wrong: string[] = [];
    let checked = 0;
    for (const name of ordered) {
      const row = rowOf(name)!;
      for (const role of roles) {
        const expected: Expected = row.expect[role];
        const res = await ask(name, row.body?.({ ...ids, self: callers[role].userId ?? '' }) ?? {}, callers[role].token);
        checked++;
        byRole.set(role, (byRole.get(role) ?? 0) + 1);
        const ok =
          expected === 'validation' ? res.status === 400 && (res.body.issues?.length ?? 0) > 0
          : typeof expected === 'object' ? res.status === expected.status && isLike(res.body, expected.like)
          : res.status === expected;
        const said = typeof expected === 'object' ? `${expected.status} like ${JSON.stringify(expected.like)}` : expected;
        if (!ok) wrong.push(`${name} as ${role}: expected ${said}, got ${res.status} ${JSON.stringify(res.body).slice(0, 240)}`);
      }
    }
    console.log(`access matrix: ${ordered.length} calls × ${roles.length} roles = ${checked} answers checked (${[...byRole].map(([r, n]) => `${r} ${n}`).join(', ')})`);
    expect(wrong).toEqual([]);
  }, 120_000);
});
