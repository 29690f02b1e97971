import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askResetCode } from '../support/reset-code';
import { startTestApp, validJob, type TestApp } from '../support/test-app';

// Each case here was found by trying the product as a new user would; each failed before its fix.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const raw = (path: string, init: RequestInit = {}) => fetch(`${t.app.url}${path}`, { method: 'POST', ...init });
const outbox = (to: string) => t.engine.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'asc').execute();
const head = () => t.app.store.headPosition();
const register = (email: string, extra: Record<string, unknown> = {}) =>
  t.call('register', { email, password: 'secret123', confirmPassword: 'secret123', first_name: 'Noa', last_name: 'Bar', ...extra });

describe('NUL bytes and lone surrogates', () => {
  const bad = ['a\u0000b', '\ud800', 'x\udc00y'];
  const cases = (s: string, jobId: string): [string, Record<string, unknown>][] => [
    ['getHistogramObject', { histogramType: 'jobs', id: s }],
    ['getHistogramObjects', { histogramType: 'jobs', params: { queryString: s } }],
    ['getHistogramObjects', { histogramType: 'jobs', params: { tags: [s] } }],
    ['getHistogramObjects', { histogramType: 'jobs', params: { company: [s] } }],
    ['sendFeedback', { feedback: s }],
    ['register', { email: 'nul@example.com', password: 'secret123', confirmPassword: 'secret123', first_name: s, last_name: 'B' }],
    ['saveProfile', { title: s }],
    ['createNewJob', { jobInfo: validJob({ title: s }) }],
    ['saveUserJob', { jobId, jobInfo: { description: s } }],
    ['changeJobStatus', { jobId: s, newStatus: 'O' }],
    ['login', { email: 'a@example.com', password: s }],
    // in a field name too
    ['saveProfile', { [`ti${s}tle`]: 'x' }],
  ];

  it('answers 400 naming the field, with and without a token, and appends nothing', async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const created = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob() }, recruiter.token);
    const guest = (await t.call<{ token: string }>('getUnregistedUserToken', {})).body.token;
    const before = await head();
    for (const s of bad)
      for (const [name, body] of cases(s, created.body.job._id))
        for (const token of [undefined, guest, recruiter.token]) {
          const res = await t.call<{ error: string; issues: { path: string; message: string }[] }>(name, body, token);
          // without the right token a protected call may stop at 401/403 first: never a 500
          expect(res.status, `${name} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (token === recruiter.token || ['getHistogramObject', 'getHistogramObjects', 'register', 'login'].includes(name)) {
            expect(res.status, `${name} ${JSON.stringify(body)}`).toBe(400);
            expect(res.body.issues[0]!.message).toMatch(/NUL|surrogate/);
          }
        }
    expect(await head()).toBe(before);
    expect(await outbox('nul@example.com')).toHaveLength(0);
  });
});

describe('a registration that fails half-way', () => {
  it('leaves a whole account when the confirmation mail fails after the account was written', async () => {
    const mailer = t.app.deps.mailer;
    let refused = 0;
    // the confirmation mail is a reaction to the registration: its failure no longer reaches the caller
    t.app.deps.mailer = {
      ...mailer,
      send: async (message) => {
        if (!/Confirm your email/.test(message.subject)) return mailer.send(message);
        refused++;
        throw new Error('mail server down');
      },
    };
    try {
      expect((await register('halfway@example.com')).status).toBe(200);
      await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);
      // sign-in, reset and a second registration all see one complete account
      expect((await t.call('login', { email: 'halfway@example.com', password: 'secret123' })).status).toBe(200);
      expect((await t.call('resetPassword', { email: 'halfway@example.com' })).status).toBe(200);
      expect((await t.mailsTo('halfway@example.com', 1)).map((m) => m.subject)).toEqual([expect.stringMatching(/new password/)]);
      expect((await register('halfway@example.com')).status).toBe(200);
    } finally {
      t.app.deps.mailer = mailer;
    }
  });

  it('leaves nothing behind when the account cannot be written', async () => {
    const store = t.app.deps.store;
    const before = await head();
    t.app.deps.store = { ...store, appendMany: async () => Promise.reject(new Error('disk full')) };
    try {
      expect((await register('nothing@example.com')).status).toBe(500);
    } finally {
      t.app.deps.store = store;
    }
    expect(await head()).toBe(before);
    expect(await t.engine.db.selectFrom('credential').select('user_id').where('email', '=', 'nothing@example.com').execute()).toHaveLength(0);
    expect((await register('nothing@example.com')).status).toBe(200);
    expect((await t.call('login', { email: 'nothing@example.com', password: 'secret123' })).status).toBe(200);
  });
});

describe('answers that are not calls', () => {
  const noStack = (text: string) => {
    expect(text).not.toMatch(/<html|<pre>|\bat .*\(|node_modules|\/work\//i);
  };
  const cases: [string, string, RequestInit, number][] = [
    ['a charset that is not UTF-8', '/api/login', { headers: { 'content-type': 'application/json; charset=klingon' }, body: '{}' }, 415],
    ['an unknown content encoding', '/api/login', { headers: { 'content-type': 'application/json', 'content-encoding': 'zstd-ish' }, body: '{}' }, 415],
    ['a malformed URL escape', '/api/%E0%A4%A', { headers: { 'content-type': 'application/json' }, body: '{}' }, 400],
    ['a path below a call', '/api/login/extra', { headers: { 'content-type': 'application/json' }, body: '{}' }, 404],
    ['a GET of a call', '/api/login', { method: 'GET' }, 405],
    ['a body that is not JSON', '/api/login', { headers: { 'content-type': 'application/json' }, body: '{"email":' }, 400],
    ['a form body', '/api/login', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a' }, 415],
    // a call open to anyone: one that needs a token answers a request without one 401 before its size
    ['a body over the limit', '/api/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x'.repeat(600_000) }) }, 413],
    ['a POST outside the API', '/no/such/page', {}, 404],
  ];
  it.each(cases)('answers %s with JSON in the documented shape and no stack', async (_what, path, init, status) => {
    const res = await raw(path, init);
    const text = await res.text();
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    noStack(text);
    const body = JSON.parse(text) as { error: string; code: string; issues?: unknown[] };
    expect(body.error).toEqual(expect.any(String));
    expect(body.code).toEqual(expect.any(String));
    if (status === 400) expect(body.issues?.length).toBeGreaterThan(0);
  });
});

describe('numbers the database turns into dates', () => {
  it.each([1e11, Number.MAX_SAFE_INTEGER])('refuses datePosted %d with 400', async (datePosted) => {
    const res = await t.call<{ issues: { path: string }[] }>('getHistogramObjects', { histogramType: 'jobs', params: { datePosted } });
    expect(res.status).toBe(400);
    expect(res.body.issues[0]!.path).toBe('params.datePosted');
  });
});

describe('sessions', () => {
  it('ends the sessions begun before a password reset', async () => {
    const user = await t.signUp();
    // a call before it: the embedded engine keeps the session's owner between calls
    expect((await t.call('getUserData', {}, user.token)).status).toBe(200);
    const code = await askResetCode(t, user.email);
    expect((await t.call('updateUserPassword', { email: user.email, password: 'brand-new-1', code })).status).toBe(200);
    expect(await t.call('getUserData', {}, user.token)).toMatchObject({ status: 401, body: { code: 'TokenExpired' } });
    const again = await t.call<{ token: string }>('login', { email: user.email, password: 'brand-new-1' });
    expect((await t.call('getUserData', {}, again.body.token)).status).toBe(200);
  });

  it('ends every session on logoutEverywhere, and a new sign-in works', async () => {
    const user = await t.signUp();
    const second = (await t.call<{ token: string }>('login', { email: user.email, password: 'secret123' })).body.token;
    expect(await t.call('logoutEverywhere', {}, user.token)).toMatchObject({ status: 200, body: { success: true } });
    expect((await t.call('getUserData', {}, user.token)).status).toBe(401);
    expect((await t.call('getUserData', {}, second)).status).toBe(401);
    const fresh = (await t.call<{ token: string }>('login', { email: user.email, password: 'secret123' })).body.token;
    expect((await t.call('getUserData', {}, fresh)).status).toBe(200);
  });
});

describe('live messages of ended sessions', () => {
  it("does not push the account's messages to a socket opened with an ended session", async () => {
    const user = await t.signUp();
    await t.call('logoutEverywhere', {}, user.token);
    const fresh = (await t.call<{ token: string }>('login', { email: user.email, password: 'secret123' })).body.token;
    const stale = await t.socket(user.token);
    const current = await t.socket(fresh);
    const heard = { stale: 0, current: 0 };
    stale.on('user.changed', () => heard.stale++);
    current.on('user.changed', () => heard.current++);
    expect((await t.call('saveProfile', { title: 'Lead' }, fresh)).status).toBe(200);
    await expect.poll(() => heard.current).toBeGreaterThan(0);
    // both would have been sent at once: give a stray message time to arrive
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.stale).toBe(0);
  });
});

describe('guessing passwords and flooding mail', () => {
  // its own app: these cases spend the address's allowance
  let t: TestApp;
  const outbox = (to: string) => t.engine.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id', 'asc').execute();
  const raw = (path: string, init: RequestInit = {}) => fetch(`${t.app.url}${path}`, { method: 'POST', ...init });
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('locks an account after repeated failures, even for the right password, and mails its owner once', async () => {
    const user = await t.signUp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call('login', { email: user.email, password: 'wrong-guess' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
    const right = await raw('/api/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: 'secret123' }) });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await right.json()) as { error: string; code: string })).toMatchObject({ code: 'AccountLocked', error: expect.stringMatching(/locked for \d+ minutes/) });
    // beside the confirmation mail: sent apart, on the task queue
    expect((await t.mailsTo(user.email, 2)).filter((m) => /locked/.test(m.subject))).toHaveLength(1);
  });

  // the embedded engine is one process, whose counts are its own; a server run checks the shared table
  it.skipIf(!process.env.DATABASE_URL)('keeps the sign-in counts in PostgreSQL, where every node reads them (server runs only)', async () => {
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM rate_limit`.execute(t.engine.db)).rows[0]!.n);
    const before = await count();
    const user = await t.signUp();
    expect((await t.call('login', { email: user.email, password: 'wrong-guess' })).status).toBe(401);
    expect(await count()).toBeGreaterThan(before);
  });

  it('answers an address without an account the same way, and mails nobody', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.call('login', { email: 'ghost-lock@example.com', password: 'wrong-guess' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await outbox('ghost-lock@example.com')).toHaveLength(0);
  });

  it('lets a visitor without an account send a few feedback messages a minute, and a signed-in user more', async () => {
    const guest = (await t.call<{ token: string }>('getUnregistedUserToken', {})).body.token;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await t.call('sendFeedback', { feedback: `note ${i}` }, guest)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const user = await t.signUp();
    expect((await t.call('sendFeedback', { feedback: 'signed in' }, user.token)).status).toBe(200);
  });

  it('sends at most a few reset mails per address per hour', async () => {
    const user = await t.signUp();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await t.call('resetPassword', { email: user.email }));
    expect(answers.slice(0, 3).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(3).every((a) => a.status === 429)).toBe(true);
    // beside the confirmation mail: sent apart, on the task queue
    expect((await t.mailsTo(user.email, 4)).filter((m) => /new password/.test(m.subject))).toHaveLength(3);
  });
});

describe('headers', () => {
  it('sends the security headers, a CSP that forbids framing, and no-store on API answers', async () => {
    const user = await t.signUp();
    const res = await raw('/api/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password: 'secret123' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const health = await fetch(`${t.app.url}/healthz`);
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses calls from a page on a foreign origin', async () => {
    const res = await raw('/api/getHistogramObjects', { headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify({ histogramType: 'jobs' }) });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const same = await raw('/api/getHistogramObjects', { headers: { 'content-type': 'application/json', origin: t.app.url }, body: JSON.stringify({ histogramType: 'jobs' }) });
    expect(same.status).toBe(200);
  });
});

describe('who posted a job', () => {
  it('shows the owner id only to the owner and to admins', async () => {
    const owner = await t.signUp({ lookingforwork: false });
    const other = await t.signUp({ lookingforwork: true });
    const created = await t.call<{ job: { _id: string } }>('createNewJob', { jobInfo: validJob() }, owner.token);
    const card = (token?: string) => t.call<{ result: { jobownerid: string } }>('getHistogramObject', { histogramType: 'jobs', id: created.body.job._id }, token);
    expect((await card()).body.result.jobownerid).toBe('');
    expect((await card(other.token)).body.result.jobownerid).toBe('');
    expect((await card(owner.token)).body.result.jobownerid).toBe(owner.userId);
  });
});

describe('/metrics', () => {
  it('is open in development and tests', async () => {
    expect((await fetch(`${t.app.url}/metrics`)).status).toBe(200);
  });

  it('needs METRICS_TOKEN when set, and is closed in production without one', async () => {
    const guarded = await startTestApp({}, { METRICS_TOKEN: 'scrape-me' });
    const closed = await startTestApp({}, { NODE_ENV: 'production' });
    try {
      expect((await fetch(`${guarded.app.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${guarded.app.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      expect((await fetch(`${guarded.app.url}/metrics`, { headers: { authorization: 'Bearer scrape-me' } })).status).toBe(200);
      expect((await fetch(`${closed.app.url}/metrics`)).status).toBe(403);
    } finally {
      await guarded.stop();
      await closed.stop();
    }
  });
});

describe('readiness', () => {
  it('answers 503 until the first-start seed is done and the read models caught up, then 200', async () => {
    const fresh = await startTestApp({}, { SEED: 'true' });
    try {
      const early = await fetch(`${fresh.app.url}/readyz`);
      expect(early.status).toBe(503);
      expect(await early.json()).toMatchObject({ ready: false, demo: 'off' });
      // liveness answers all along
      expect((await fetch(`${fresh.app.url}/healthz`)).status).toBe(200);
      fresh.app.markSeeded();
      await expect.poll(async () => (await fetch(`${fresh.app.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await fresh.stop();
    }
  });
});
