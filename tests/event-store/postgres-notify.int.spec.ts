import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '../../contracts/core/event-store';
import { openPostgres, type SqlEngine } from '../../ops/db/database';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';

// Other processes hear of appends through NOTIFY: an append at a quiet moment carries it in its own
// transaction (no statement of its own), a burst shares one trailing NOTIFY after its last append.
const skipReason = process.env.DATABASE_URL ? null : 'DATABASE_URL unset';
if (skipReason) console.log(`PostgreSQL NOTIFY test skipped: ${skipReason}`);
const title = skipReason ? `PostgreSQL NOTIFY between processes (skipped: ${skipReason})` : 'PostgreSQL NOTIFY between processes';

// Statements sent through pg while `counting` is on, by text.
const sent: string[] = [];
let counting = false;
type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const original = pg.Client.prototype.query as unknown as Query;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const one = (type: string): NewEvent[] => [{ type, data: {} }];

describe.skipIf(skipReason !== null)(title, () => {
  let database: TestPostgres;
  let engines: SqlEngine[];
  let writer: EventStore;
  let reader: EventStore;
  let listener: pg.Client;
  const heard: string[] = [];
  let wakes = 0;
  let unsubscribe = () => {};

  beforeAll(async () => {
    const created = await createTestPostgres();
    if (!created) throw new Error('DATABASE_URL unset');
    database = created;
    // two pools, two stores: as two processes on one database
    engines = [await openPostgres(database.url), await openPostgres(database.url)];
    writer = await openEventStore({ engine: engines[0]! });
    reader = await openEventStore({ engine: engines[1]! });
    listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query('LISTEN event_appended');
    unsubscribe = reader.subscribe(() => void (wakes += 1));
    (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0];
      if (counting) sent.push(typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '?');
      return original.apply(this, args);
    };
    // the reader's LISTEN is set up asynchronously: append until it hears one
    for (let i = 0; i < 40 && wakes === 0; i++) {
      await writer.append(`notify_warmup_${randomUUID()}`, one('Warm'));
      for (let waited = 0; waited < 250 && wakes === 0; waited += 10) await sleep(10);
    }
  });
  afterAll(async () => {
    (pg.Client.prototype as unknown as { query: Query }).query = original;
    unsubscribe();
    await listener?.end();
    await writer?.close();
    await reader?.close();
    for (const engine of engines ?? []) await engine.close();
    await database?.drop();
  });

  const quietThenCount = async (append: () => Promise<unknown>) => {
    await sleep(50);
    heard.length = 0;
    sent.length = 0;
    const wakesBefore = wakes;
    counting = true;
    try {
      await append();
    } finally {
      counting = false;
    }
    for (let waited = 0; waited < 2_000 && (heard.length === 0 || wakes === wakesBefore); waited += 10) await sleep(10);
    return { statements: [...sent], notifications: heard.length, woke: wakes > wakesBefore };
  };

  it('an append at a quiet moment wakes the other process with no NOTIFY statement of its own', async () => {
    const { statements, notifications, woke } = await quietThenCount(() => writer.append(`notify_one_${randomUUID()}`, one('A')));
    expect(woke).toBe(true);
    expect(notifications).toBe(1);
    expect(statements).toHaveLength(1);
    // the one statement is the append, which carries the NOTIFY
    expect(statements[0]).toContain('append_to_stream');
    expect(statements.filter((s) => !s.includes('append_to_stream')).some((s) => s.includes('pg_notify'))).toBe(false);
  });

  it('so does an append to several streams at once', async () => {
    const { statements, notifications, woke } = await quietThenCount(() =>
      writer.appendMany([
        { streamId: `notify_a_${randomUUID()}`, events: one('A'), expectedVersion: 'no_stream' },
        { streamId: `notify_b_${randomUUID()}`, events: one('B'), expectedVersion: 'no_stream' },
      ]),
    );
    expect(woke).toBe(true);
    expect(notifications).toBe(1);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('append_to_streams');
  });

  it('an append that conflicts notifies no one', async () => {
    const id = `notify_conflict_${randomUUID()}`;
    await writer.append(id, one('First'));
    await sleep(50);
    heard.length = 0;
    await expect(writer.append(id, one('Second'), { expectedVersion: 'no_stream' })).rejects.toMatchObject({ code: 'VersionConflict' });
    await sleep(200);
    expect(heard).toHaveLength(0);
  });

  it('a burst of appends shares NOTIFYs, and the other process, reading when woken, ends up with every event of it', async () => {
    await sleep(50);
    const id = `notify_burst_${randomUUID()}`;
    const seen = new Set<string>();
    let reads = Promise.resolve();
    // as a projection runner does: each wake-up reads the log (one read at a time)
    const stop = reader.subscribe(() => {
      reads = reads.then(async () => {
        for (const event of await reader.readAll({ after: '0', maxCount: 100_000 })) if (event.streamId.startsWith(id)) seen.add(event.streamId);
      });
    });
    try {
      heard.length = 0;
      await Promise.all(Array.from({ length: 30 }, (_, i) => writer.append(`${id}_${i}`, one('Burst'))));
      for (let waited = 0; waited < 2_000 && seen.size < 30; waited += 10) await sleep(10);
      await reads;
      expect(seen.size).toBe(30);
      expect(heard.length).toBeGreaterThan(0);
      expect(heard.length).toBeLessThan(30);
    } finally {
      stop();
    }
  });
});
