import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPGlite } from '../../tests/support/test-databases';
import type { SqlEngine } from '../db/database';
import { openEventStore } from './open-event-store';

describe('openEventStore stream prefixes', () => {
  let engine: SqlEngine;
  beforeAll(async () => {
    engine = await openTestPGlite();
  });
  afterAll(async () => {
    await engine?.close();
  });

  // Rejected before any connection is made: no server is needed for this.
  it.each([undefined, []])('refuses an EventStoreDB URL with stream prefixes %j, saying why', async (streamPrefixes) => {
    await expect(openEventStore({ eventStoreUrl: 'kurrentdb://127.0.0.1:1?tls=false', engine, streamPrefixes })).rejects.toThrow(
      /stream prefixes of this product \(streamPrefixes\).*Refusing to start/,
    );
  });

  it('ignores the prefixes on the SQL event tables, which hold only this product’s streams', async () => {
    const store = await openEventStore({ engine, streamPrefixes: ['job-'] });
    await store.append('other-1', [{ type: 'A', data: {} }]);
    expect(await store.readAll({ after: '0', maxCount: 10 })).toHaveLength(1);
    await store.close();
  });
});
