import type { EventStore } from '../../contracts/core/event-store';
import type { SqlEngine } from '../db/database';
import { createEventStoreDbEventStore } from './eventstoredb-event-store';
import { createPostgresEventStore } from './postgres-event-store';
import { createEventStoreSchema } from './schema';

// The schemes the KurrentDB client accepts (esdb is its deprecated spelling).
const EVENTSTORE_SCHEME = /^(esdb|kurrentdb|kurrent|kdb)(\+discover)?:\/\//i;

// EventStoreDB when a URL is given, else the event tables on the SQL engine.
export async function openEventStore(options: { eventStoreUrl?: string; engine: SqlEngine; streamPrefixes?: readonly string[] }): Promise<EventStore> {
  const { eventStoreUrl, engine } = options;
  if (eventStoreUrl) {
    if (!EVENTSTORE_SCHEME.test(eventStoreUrl)) {
      // only the scheme: the rest of the URL may hold a password
      const scheme = eventStoreUrl.split(':', 1)[0];
      throw new Error(`EVENTSTORE_URL must start with esdb:// or kurrentdb://, got ${scheme}://`);
    }
    return createEventStoreDbEventStore(eventStoreUrl);
  }
  await createEventStoreSchema(engine.db);
  return createPostgresEventStore(engine);
}
