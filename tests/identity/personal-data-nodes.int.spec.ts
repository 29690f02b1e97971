import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../contracts/core/event-store';
import { eventRegistry } from '../../contracts/events';
import { openPGlite, openPostgres, type SqlEngine } from '../../ops/db/database';
import { migrate } from '../../ops/db/migrations';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { createVault, withPersonalData, type PersonalDataVault } from '../../ops/event-store/personal-data';
import { migrations } from '../../ops/registry';
import { eventually } from '../tasks/close-job-later';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';

// Two nodes on one database: on PostgreSQL two engines (two pools, two LISTEN connections); on the
// embedded engine two vaults in one process. The keys' own cache would keep a deleted person
// readable on the other node for half a minute; the erasure must reach it at once.
const engineName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
// well under the keys' half-minute cache, so only the erasure's notice can meet it, with room for a busy machine
const PROMPTLY_MS = 10_000;

type Node = { engine: SqlEngine; vault: PersonalDataVault; store: EventStore };

let database: TestPostgres | null = null;
let engines: SqlEngine[] = [];
let a: Node;
let b: Node;

async function node(engine: SqlEngine): Promise<Node> {
  const vault = createVault(engine.db, { listen: engine.listen });
  return { engine, vault, store: withPersonalData(await openEventStore({ engine }), vault, eventRegistry) };
}

beforeAll(async () => {
  database = await createTestPostgres();
  engines = database ? [await openPostgres(database.url, 4), await openPostgres(database.url, 4)] : [await openPGlite()];
  await migrate(engines[0]!.db, migrations);
  a = await node(engines[0]!);
  b = await node(engines.at(-1)!);
});
afterAll(async () => {
  for (const n of [a, b]) await n?.store.close();
  for (const engine of engines) await engine.close();
  await database?.drop();
});

let n = 0;
// An application sent without an account: its email and names are sealed with the applicant's key.
async function applied(node: Node) {
  const applicantId = `applicant${Date.now()}${n++}`;
  const email = `${applicantId}@example.com`;
  const streamId = `orphan-applicant-${applicantId}`;
  const data = { applicantId, jobId: 'job1', recruiterId: 'rec1', email, first_name: 'Kerensa', last_name: 'Polglase', guestId: null, resume: { id: 'cv1', name: 'cv.pdf', kind: 'pdf', size: 10 }, appliedAt: new Date().toISOString() };
  await node.store.append(streamId, [{ type: 'OrphanApplicationSubmitted', data, metadata: { correlationId: 'test' } }]);
  return { applicantId, email, streamId };
}
const emailOn = async (node: Node, streamId: string) => (await node.store.readStream(streamId))[0]!.data.email;

describe(`an erased key on every node at once (${engineName})`, () => {
  it('stops another node that read the person moments ago from decrypting them', async () => {
    const person = await applied(a);
    // B reads (and caches the key) first
    expect(await emailOn(b, person.streamId)).toBe(person.email);
    expect((await b.vault.keysFor([person.applicantId])).get(person.applicantId)).toBeInstanceOf(Buffer);

    await a.vault.erase(person.applicantId);
    expect(await emailOn(a, person.streamId)).toBe('');
    const started = performance.now();
    await eventually(async () => (await emailOn(b, person.streamId)) === '', PROMPTLY_MS);
    expect(performance.now() - started).toBeLessThan(PROMPTLY_MS);
    expect((await b.vault.keysFor([person.applicantId])).get(person.applicantId)).toBeNull();
    // nor can B record anything more for them
    await expect(b.store.append(person.streamId, [{ type: 'OrphanApplicationSubmitted', data: { applicantId: person.applicantId, email: 'x@example.com' }, metadata: { correlationId: 'test' } }])).rejects.toThrow(/erased/);
  });

  it('erases only the person named: the other node still reads everyone else', async () => {
    const [erased, kept] = [await applied(a), await applied(a)];
    for (const person of [erased, kept]) expect(await emailOn(b, person.streamId)).toBe(person.email);
    await a.vault.erase(erased.applicantId);
    await eventually(async () => (await emailOn(b, erased.streamId)) === '', PROMPTLY_MS);
    expect(await emailOn(b, kept.streamId)).toBe(kept.email);
  });

  it('still forgets an erased key after the cache period on a node that hears no notice', async () => {
    const deaf = createVault(engines.at(-1)!.db, { cacheMs: 300 });
    const person = await applied(a);
    expect((await deaf.keysFor([person.applicantId])).get(person.applicantId)).toBeInstanceOf(Buffer);
    await a.vault.erase(person.applicantId);
    await eventually(async () => (await deaf.keysFor([person.applicantId])).get(person.applicantId) === null, PROMPTLY_MS);
    await deaf.close();
  });
});
