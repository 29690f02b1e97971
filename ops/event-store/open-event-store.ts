import type { EventStore } from '../../contracts/core/event-store';
import type { SqlEngine } from '../db/database';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';
import { createPostgresEventStore } from './postgres-event-store';
import { createEventStoreSchema } from './schema';

// The schemes the KurrentDB client accepts (esdb is its deprecated spelling).
const EVENTSTORE_SCHEME = /^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\//i;

export type OpenEventStoreOptions = {
  eventStoreUrl?: string;
  engine: SqlEngine;
  // The stream name prefixes of this product. Required with an EventStoreDB URL (the server may hold
  // other applications' streams, and readAll must not hand them to projections): without them
  // opening refuses. The SQL event tables hold only ours, so they ignore it.
  streamPrefixes?: readonly string[];
};

// EventStoreDB when a URL is given, else the event tables on the SQL engine.
export async function openEventStore(options: OpenEventStoreOptions): Promise<EventStore> {
  const { eventStoreUrl, engine, streamPrefixes } = options;
  if (eventStoreUrl) {
    if (!EVENTSTORE_SCHEME.test(eventStoreUrl)) {
      // only the scheme: the rest of the URL may hold a password
      const scheme = eventStoreUrl.split(':', 1)[0];
      throw new Error(`EVENTSTORE_URL must start with esdb:// or kurrentdb://, got ${scheme}://`);
    }
    const store = createEventStoreDbEventStore(eventStoreUrl, { streamPrefixes: streamPrefixes ?? [] });
    try {
      await store.ready();
    } catch (error) {
      await store.close().catch(() => undefined);
      throw error;
    }
    return store;
  }
  await createEventStoreSchema(engine.db);
  return createPostgresEventStore(engine);
}
