import { sql, type Kysely } from 'kysely';

// Any fixed number: it only keeps two processes from running this DDL at the same moment
// (concurrent CREATE ... IF NOT EXISTS can still fail on the catalog's unique indexes).
const SCHEMA_LOCK = 727_001;

const statements = [
  sql`CREATE TABLE IF NOT EXISTS event (
    global_position bigint GENERATED ALWAYS AS IDENTITY,
    transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
    event_id uuid NOT NULL,
    stream_id text NOT NULL,
    stream_position bigint NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    metadata jsonb NOT NULL DEFAULT '{}',
    recorded_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (stream_id, stream_position)
  )`,
  // readAll walks this index in commit order
  sql`CREATE INDEX IF NOT EXISTS event_transaction_id_global_position_idx ON event (transaction_id, global_position)`,
  // No statement filters or sorts by a payload, so ANALYZE keeps no statistics of them: sampling the
  // two JSON columns was more than half of each ANALYZE of the log, which holds the embedded engine
  // (one thread) meanwhile (BENCHMARKS.md, 2026-11-30)
  sql`ALTER TABLE event ALTER COLUMN data SET STATISTICS 0, ALTER COLUMN metadata SET STATISTICS 0`,
  sql`CREATE TABLE IF NOT EXISTS stream (
    stream_id text PRIMARY KEY,
    version bigint NOT NULL
  )`,
  // One call per append, so an append costs one round trip in autocommit. The stream row is the
  // concurrency guard: a conditional UPDATE (or INSERT ... ON CONFLICT) waits for a concurrent
  // writer of the same stream, then re-checks the version it committed, so exactly one of
  // several writers with the same expected version wins. A conflict returns appended = false
  // with the actual version (NULL: no stream) instead of raising, which keeps the error typed.
  // No NOTIFY in here: PostgreSQL serializes the commits of notifying transactions (a global lock
  // held through the WAL flush), which cost more than half the append throughput with 10 writers
  // when every append notified. The adapter notifies at most once per few milliseconds: from the
  // statement of an append when the window is open, else once after a burst.
  sql`CREATE OR REPLACE FUNCTION append_to_stream(
    p_stream_id text,
    p_expected text,
    p_types text[],
    p_data jsonb[],
    p_metadata jsonb[],
    p_ids uuid[],
    OUT appended boolean,
    OUT stream_version bigint,
    OUT xact_id xid8,
    OUT last_global_position bigint
  ) LANGUAGE plpgsql AS $$
  DECLARE
    n bigint := coalesce(cardinality(p_types), 0);
    new_version bigint;
  BEGIN
    IF n = 0 THEN
      -- nothing to write: only check the expectation
      SELECT s.version INTO stream_version FROM stream s WHERE s.stream_id = p_stream_id;
      appended := CASE p_expected
        WHEN 'any' THEN true
        WHEN 'no_stream' THEN stream_version IS NULL
        WHEN 'exists' THEN stream_version IS NOT NULL
        ELSE stream_version IS NOT DISTINCT FROM p_expected::bigint
      END;
      RETURN;
    END IF;

    IF p_expected = 'any' THEN
      INSERT INTO stream AS s (stream_id, version) VALUES (p_stream_id, n - 1)
        ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n
        RETURNING s.version INTO new_version;
    ELSIF p_expected = 'no_stream' THEN
      INSERT INTO stream AS s (stream_id, version) VALUES (p_stream_id, n - 1)
        ON CONFLICT (stream_id) DO NOTHING
        RETURNING s.version INTO new_version;
    ELSIF p_expected = 'exists' THEN
      UPDATE stream s SET version = s.version + n WHERE s.stream_id = p_stream_id
        RETURNING s.version INTO new_version;
    ELSE
      UPDATE stream s SET version = s.version + n
        WHERE s.stream_id = p_stream_id AND s.version = p_expected::bigint
        RETURNING s.version INTO new_version;
    END IF;

    IF new_version IS NULL THEN
      appended := false;
      SELECT s.version INTO stream_version FROM stream s WHERE s.stream_id = p_stream_id;
      RETURN;
    END IF;

    WITH inserted AS (
      INSERT INTO event (event_id, stream_id, stream_position, type, data, metadata)
      SELECT e.id, p_stream_id, new_version - n + e.ord, e.type, e.data, coalesce(e.metadata, '{}')
      FROM unnest(p_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS e(id, type, data, metadata, ord)
      ORDER BY e.ord
      RETURNING global_position
    )
    SELECT max(inserted.global_position) INTO last_global_position FROM inserted;

    appended := true;
    stream_version := new_version;
    xact_id := pg_current_xact_id();
  END
  $$`,
  // Several streams in one transaction: each part goes through append_to_stream; the first part
  // whose expectation fails raises, which rolls back the parts before it. The error's DETAIL
  // carries the stream and its actual version so the adapter can answer a typed conflict.
  sql`CREATE OR REPLACE FUNCTION append_to_streams(
    p_stream_ids text[],
    p_expected text[],
    p_counts int[],
    p_types text[],
    p_data jsonb[],
    p_metadata jsonb[],
    p_ids uuid[],
    OUT stream_versions bigint[],
    OUT xact_id xid8,
    OUT last_global_position bigint
  ) LANGUAGE plpgsql AS $$
  DECLARE
    i int;
    offs int := 0;
    r record;
  BEGIN
    stream_versions := '{}';
    FOR i IN 1 .. coalesce(cardinality(p_stream_ids), 0) LOOP
      SELECT * INTO r FROM append_to_stream(
        p_stream_ids[i], p_expected[i],
        p_types[offs + 1 : offs + p_counts[i]], p_data[offs + 1 : offs + p_counts[i]],
        p_metadata[offs + 1 : offs + p_counts[i]], p_ids[offs + 1 : offs + p_counts[i]]);
      IF NOT r.appended THEN
        RAISE EXCEPTION 'version conflict on %', p_stream_ids[i]
          USING ERRCODE = 'P0409', DETAIL = json_build_object('stream', p_stream_ids[i], 'actual', r.stream_version)::text;
      END IF;
      stream_versions := stream_versions || coalesce(r.stream_version, -1);
      IF r.last_global_position IS NOT NULL THEN last_global_position := r.last_global_position; END IF;
      offs := offs + p_counts[i];
    END LOOP;
    xact_id := pg_current_xact_id();
  END
  $$`,
];

export async function createEventStoreSchema<DB>(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SCHEMA_LOCK})`.execute(trx);
    for (const statement of statements) await statement.execute(trx);
  });
}
