import pino from 'pino';
import { loadConfig } from './config/config';
import { openDatabase } from './db/database';
import { openEventStore } from './event-store/open-event-store';
import { projections } from './registry';
import { createCheckpointTable } from '../projections/core/checkpoint';
import { rebuildProjection } from '../projections/core/rebuild';

// npm run projections:rebuild [name …]: rebuilds read models from the start of the log into fresh
// tables, then swaps them in. It takes each projection's lock, so running workers must be stopped
// (or it waits for them).
const config = loadConfig();
const log = pino({ level: config.logLevel });
const names = process.argv.slice(2);
const unknown = names.filter((n) => !projections.some((p) => p.name === n));
if (unknown.length) {
  console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

const engine = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const store = await openEventStore({ eventStoreUrl: config.eventStoreUrl, engine });
await createCheckpointTable(engine.db);
let failed = false;
for (const projection of projections.filter((p) => !names.length || names.includes(p.name))) {
  const lock = await engine.tryLock(`projection:${projection.name}`);
  if (!lock) {
    console.error(`${projection.name}: another process runs this projection; stop the projection workers first`);
    failed = true;
    continue;
  }
  try {
    const result = await rebuildProjection(store, engine.db, projection);
    const perSecond = Math.round(result.events / (result.ms / 1000));
    console.log(`${projection.name}: ${result.events} events (${result.handled} handled) in ${(result.ms / 1000).toFixed(2)} s, ${perSecond} events/s`);
  } catch (error) {
    log.error({ err: error, projection: projection.name }, 'rebuild failed');
    failed = true;
  } finally {
    await lock.release();
  }
}
await store.close();
await engine.close();
process.exit(failed ? 1 : 0);
