import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../contracts/core/event-store';
import { decodePosition, encodePosition, type Position } from '../../contracts/core/position';
import { openPostgres, type SqlEngine } from '../../ops/db/database';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';

const skipReason = process.env.DATABASE_URL ? null : 'DATABASE_URL unset';
if (skipReason) console.log(`PostgreSQL readAll visibility test skipped: ${skipReason}`);

const title = skipReason ? `PostgreSQL readAll visibility (skipped: ${skipReason})` : 'PostgreSQL readAll visibility';

describe.skipIf(skipReason !== null)(title, () => {
  let database: TestPostgres;
  let engine: SqlEngine;
  let store: EventStore;
  let slow: pg.Client;

  beforeAll(async () => {
    const created = await createTestPostgres();
    if (!created) throw new Error('DATABASE_URL unset');
    database = created;
    engine = await openPostgres(database.url);
    store = await openEventStore({ engine });
    slow = new pg.Client({ connectionString: database.url });
    await slow.connect();
  });
  afterAll(async () => {
    await slow?.end();
    await store?.close();
    await engine?.close();
    await database?.drop();
  });

  const streamId = (name: string) => `visibility_${name}_${randomUUID().slice(0, 8)}`;
  const marker = async (): Promise<Position> =>
    (await store.append(streamId('marker'), [{ type: 'Marked', data: {} }])).position;

  // the same one-call append the adapter makes, on a connection whose transaction stays open
  const appendOnSlow = async (stream: string, type: string): Promise<Position> => {
    const { rows } = await slow.query<{ xact_id: string; last_global_position: string }>(
      `SELECT xact_id::text AS xact_id, last_global_position::text AS last_global_position
       FROM append_to_stream($1, 'no_stream', $2::text[], $3::jsonb[], $4::jsonb[], $5::uuid[])`,
      [stream, [type], ['{}'], ['{}'], [randomUUID()]],
    );
    return encodePosition(BigInt(rows[0].xact_id), BigInt(rows[0].last_global_position));
  };

  it('holds back an event committed while an earlier transaction is open, then returns both in commit order', async () => {
    const after = await marker();
    await slow.query('BEGIN');
    const early = await appendOnSlow(streamId('early'), 'Early');
    const lateStream = streamId('late');
    const late = await store.append(lateStream, [{ type: 'Late', data: {} }]);

    // committed and readable by id, but not yet by a reader of the log
    expect(await store.readStream(lateStream)).toHaveLength(1);
    expect(await store.readAll({ after, maxCount: 100 })).toEqual([]);

    await slow.query('COMMIT');
    const events = await store.readAll({ after, maxCount: 100 });
    expect(events.map((e) => e.type)).toEqual(['Early', 'Late']);
    expect(events.map((e) => e.position)).toEqual([early, late.position]);
  });

  it('orders by transaction id, so an event inserted last by an earlier transaction is not read behind a checkpoint', async () => {
    const after = await marker();
    await slow.query('BEGIN');
    // the transaction id is taken now; the event row comes after the other commit
    await slow.query('SELECT pg_current_xact_id()');
    const late = await store.append(streamId('late'), [{ type: 'Late', data: {} }]);
    const early = await appendOnSlow(streamId('early'), 'Early');

    expect(await store.readAll({ after, maxCount: 100 })).toEqual([]);
    await slow.query('COMMIT');

    const events = await store.readAll({ after, maxCount: 100 });
    expect(events.map((e) => e.type)).toEqual(['Early', 'Late']);
    expect(events.map((e) => e.position)).toEqual([early, late.position]);
    // the early transaction's row has the higher global position yet comes first
    expect(decodePosition(events[0].position).minor).toBeGreaterThan(decodePosition(events[1].position).minor);
  });
});
