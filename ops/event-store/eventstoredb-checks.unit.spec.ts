import { describe, expect, it } from 'vitest';
import { checkEventStoreDb, decideServerVersion, serverVersionOf, userOf } from './eventstoredb-checks';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';
import { FakeEventStoreDbClient } from '../../tests/support/eventstoredb-fake-client';

const rejection = (promise: Promise<unknown>): Promise<Error> =>
  promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
  );

describe('server version decision', () => {
  it.each(['25.1.0', '25.1.0.1234', '25.2.1', '26.0.0', 'v25.1.3'])('accepts %s', (version) => {
    expect(decideServerVersion(version)).toEqual({ ok: true });
  });

  it.each(['25.0.1', '24.10.3', '22.10.0', '21.10.9', '5.0.11'])('refuses %s, naming the minimum and why', (version) => {
    const decision = decideServerVersion(version);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.reason).toMatch(new RegExp(`${version.replaceAll('.', '\\.')} is too old.*25\\.1.*multi-stream append`));
  });

  it.each(['unknown', '', 'nightly'])('refuses an unreadable version %j', (version) => {
    const decision = decideServerVersion(version);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.reason).toMatch(/Could not tell the .* server version.*25\.1/);
  });

  it("reads the version from the client's capability discovery", async () => {
    expect(await serverVersionOf(new FakeEventStoreDbClient({ serverVersion: '25.1.2' }))).toBe('25.1.2');
    expect(await serverVersionOf({})).toBe('unknown');
  });
});

describe('connection user', () => {
  it.each([
    ['kurrentdb://jobswipe:s3cret@db.example:2113?tls=true', 'jobswipe'],
    ['esdb+discover://ops%40corp:pw@a:2113,b:2113', 'ops@corp'],
    ['kurrentdb://db.example:2113?tls=false', null],
    ['kurrentdb://:pw@db.example:2113', null],
  ])('takes the user (never the password) from %s', (url, user) => {
    expect(userOf(url)).toBe(user);
  });
});

describe('checkEventStoreDb', () => {
  it('passes on a 25.1 server where the user may read $all', async () => {
    await expect(checkEventStoreDb(new FakeEventStoreDbClient(), 'jobswipe')).resolves.toBeUndefined();
  });

  it('fails once with a message naming the user and the ACL when $all is denied', async () => {
    const client = new FakeEventStoreDbClient({ denyReadAll: true });
    const error = await rejection(checkEventStoreDb(client, 'jobswipe'));
    expect(error.message).toContain('EventStoreDB user "jobswipe" may not read $all');
    expect(error.message).toContain('$admins');
    expect(error.message).toContain('{"$acl": {"$r": ["jobswipe"]}}');
    expect(error.message).toContain('$$$all');
    expect(client.readAllCalls).toHaveLength(1);
  });

  it('refuses a server below 25.1 before reading anything', async () => {
    const client = new FakeEventStoreDbClient({ serverVersion: '24.10.4' });
    expect((await rejection(checkEventStoreDb(client, null))).message).toMatch(/24\.10\.4 is too old/);
    expect(client.readAllCalls).toHaveLength(0);
  });

  it('runs as the store ready() step, naming the URL user and keeping the password out', async () => {
    const client = new FakeEventStoreDbClient({ denyReadAll: true });
    const store = createEventStoreDbEventStore('kurrentdb://jobswipe:s3cret@db.example:2113', { streamPrefixes: ['job-'], client });
    const error = await rejection(store.ready());
    expect(error.message).toContain('"jobswipe"');
    expect(error.message).not.toContain('s3cret');
    const fine = createEventStoreDbEventStore('kurrentdb://db:2113', { streamPrefixes: ['job-'], client: new FakeEventStoreDbClient() });
    await expect(fine.ready()).resolves.toBeUndefined();
  });
});
