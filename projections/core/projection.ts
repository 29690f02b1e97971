import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../contracts/core/event-store';
import type { Database } from '../../contracts/database';
import type { Publish } from '../../contracts/live';

export type ProjectionHandler = (db: Kysely<Database>, event: RecordedEvent) => Promise<void>;

export type Projection = {
  name: string;
  // bump to rebuild the read model from the start of the log into fresh tables
  version: number;
  tables: readonly string[];
  // idempotent; db may be bound to another schema for a rebuild
  createTables(db: Kysely<Database>): Promise<void>;
  handlers: Readonly<Record<string, ProjectionHandler>>;
  // runs after the batch committed, with the events the projection handled; may read its own tables
  push?(events: RecordedEvent[], publish: Publish, db: Kysely<Database>): Promise<void>;
};

// Only the parts of the SQL engine a runner needs.
export type ProjectionEngine = {
  db: Kysely<Database>;
  tryLock(key: string): Promise<{ release: () => Promise<void> } | null>;
};
