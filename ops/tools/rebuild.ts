import pino from 'pino';
import { sql } from 'kysely';
import { eventRegistry, streamPrefixes } from '../../contracts/events';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { openEventStore } from '../event-store/open-event-store';
import { createVault, withPersonalData } from '../event-store/personal-data';
import { migrate } from '../db/migrations';
import { migrations, projections } from '../registry';
import { createCheckpointTable } from '../../projections/core/checkpoint';
import { rebuildProjections } from '../../projections/core/rebuild';

// npm run projections:rebuild [name …]: rebuilds read models from the start of the log into fresh
// tables, in one pass over the log for all of them, then swaps them in. It takes each projection's
// lock, so running workers must be stopped first (their projections are refused, not waited for).
const config = loadConfig();
const log = pino({ level: config.logLevel });
const names = process.argv.slice(2);
const unknown = names.filter((n) => !projections.some((p) => p.name === n));
if (unknown.length) {
  console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const engine = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(engine.db, migrations);
// decrypts personal data as the app does (and reads erased values as erased)
const store = withPersonalData(await openEventStore({ eventStoreUrl: config.eventStoreUrl, engine, streamPrefixes }), createVault(engine.db), eventRegistry);
await createCheckpointTable(engine.db);
const chosen = projections.filter((p) => !names.length || names.includes(p.name));
const locks = [];
let failed = false;
for (const projection of chosen) {
  const lock = await engine.tryLock(`projection:${projection.name}`);
  if (!lock) {
    console.error(`${projection.name}: another process runs this projection; stop the projection workers first`);
    failed = true;
  } else locks.push({ projection, lock });
}
// on the SQL log the events can be counted; EventStoreDB only shows progress
const total =
  store.engine === 'eventstoredb' ? null : Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM event`.execute(engine.db)).rows[0]?.n ?? 0);
const line = (events: number, ms: number) => {
  const rate = Math.round(events / Math.max(ms / 1000, 0.001));
  const done = total ? `${events.toLocaleString('en')} / ${total.toLocaleString('en')} events (${Math.round((events / Math.max(total, 1)) * 100)}%)` : `${events.toLocaleString('en')} events`;
  return `${done}, ${rate.toLocaleString('en')} events/s`;
};
try {
  if (locks.length) {
    console.log(`Rebuilding ${locks.map((l) => l.projection.name).join(', ')}${total !== null ? ` from ${total.toLocaleString('en')} events` : ''}`);
    let shown = 0;
    const results = await rebuildProjections(
      store,
      engine.db,
      locks.map((l) => l.projection),
      {
        onProgress: ({ events, ms }) => {
          if (ms - shown < 1000) return;
          shown = ms;
          process.stdout.write(`\r  ${line(events, ms)}   `);
        },
      },
    );
    const [first] = results;
    if (first) process.stdout.write(`\r  ${line(first.events, first.ms)}   \n`);
    for (const r of results) console.log(`${r.projection}: ${r.handled} events handled${r.parked ? `, ${r.parked} set aside (see getProjectionStatus)` : ''}`);
  }
} catch (error) {
  log.error({ err: error }, 'rebuild failed');
  failed = true;
} finally {
  for (const { lock } of locks) await lock.release();
}
await store.close();
await engine.close();
process.exit(failed ? 1 : 0);
