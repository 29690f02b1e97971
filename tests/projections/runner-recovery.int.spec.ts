import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../contracts/database';
import type { EventStore } from '../../contracts/core/event-store';
import { openPGlite, openPostgres, type SqlEngine } from '../../ops/db/database';
import { openEventStore } from '../../ops/event-store/open-event-store';
import { projections } from '../../ops/registry';
import type { Projection } from '../../projections/core/projection';
import { rebuildProjection } from '../../projections/core/rebuild';
import { createProjectionRunner } from '../../projections/core/runner';
import { createTestPostgres, type TestPostgres } from '../support/test-databases';
import { writeHistory } from './fixtures/history';

const snapshot = async (db: Kysely<Database>) => ({
  users: (await sql`SELECT * FROM user_account ORDER BY id`.execute(db)).rows,
  jobs: (await sql`SELECT id, owner_id, title, status, tags, updated_at, last_position FROM job ORDER BY id`.execute(db)).rows,
});

async function runToHead(store: EventStore, engine: SqlEngine, list: readonly Projection[]) {
  const runner = createProjectionRunner({ store, engine, projections: list, publish: () => undefined, batchSize: 50, pollIntervalMs: 50 });
  await runner.start();
  const head = (await store.readAll({ after: '0', maxCount: 100_000 })).at(-1)!.position;
  expect(await runner.waitFor(head, 20_000)).toBe(true);
  await runner.stop();
}

async function expectEqualToCleanRebuild(store: EventStore, engine: SqlEngine) {
  const recovered = await snapshot(engine.db);
  expect(recovered.users).toHaveLength(30);
  expect(recovered.jobs).toHaveLength(120);
  for (const projection of projections) await rebuildProjection(store, engine.db, projection);
  expect(await snapshot(engine.db)).toEqual(recovered);
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

describe('projection runner recovery', () => {
  it('retries a batch whose handler throws once, leaving read models equal to a clean rebuild', async () => {
    const engine = await openPGlite();
    cleanups.push(() => engine.close());
    const store = await openEventStore({ engine });
    await writeHistory(store);
    let thrown = false;
    let seen = 0;
    const flaky = projections.map((p) => ({
      ...p,
      handlers: Object.fromEntries(
        Object.entries(p.handlers).map(([type, handle]) => [
          type,
          async (db: Kysely<Database>, event: Parameters<typeof handle>[1]) => {
            await handle(db, event);
            // fail in the middle of a batch, after some of its rows were written
            if (!thrown && ++seen === 175) {
              thrown = true;
              throw new Error('disk full');
            }
          },
        ]),
      ),
    }));
    await runToHead(store, engine, flaky);
    expect(thrown).toBe(true);
    await expectEqualToCleanRebuild(store, engine);
  });

  const pgMissing = !process.env.DATABASE_URL;
  if (pgMissing) console.log('projection crash test on a killed process skipped: DATABASE_URL unset (it needs a PostgreSQL server a second process can reach)');
  it.skipIf(pgMissing)('recovers after the worker process is killed inside a batch, with nothing lost and nothing doubled', async () => {
    const database = (await createTestPostgres()) as TestPostgres;
    cleanups.push(() => database.drop());
    const engine = await openPostgres(database.url);
    cleanups.push(() => engine.close());
    const store = await openEventStore({ engine });
    cleanups.push(() => store.close());
    await writeHistory(store);

    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/projections/fixtures/run-projections.ts', database.url, '130'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('worker never stalled')), 30_000);
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('STALLED')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const partial = await snapshot(engine.db);
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    // the killed batch was never committed, but batches before it were
    expect(partial.jobs.length + partial.users.length).toBeGreaterThan(0);
    expect(partial.jobs.length).toBeLessThan(120);

    await runToHead(store, engine, projections);
    await expectEqualToCleanRebuild(store, engine);
  });
});
