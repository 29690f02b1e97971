import './require-node';
import pino from 'pino';
import { loadConfig } from './config/config';
import { createApp } from './app';
import { projections } from './registry';
import { demoAccounts, DEMO_PASSWORD, seedDemoData } from './tools/seed/seed';
import { demoJourneyAccounts } from './tools/seed/demo-journeys';

const config = loadConfig();
const log = pino({ level: config.logLevel });

try {
  const app = await createApp({ config, log });
  const hasUsers = await app.engine.db.selectFrom('credential').select('user_id').limit(1).executeTakeFirst();
  if (config.seed && !hasUsers && config.role !== 'api' && config.role !== 'tasks') {
    log.info('first start: seeding demo data through commands');
    const all = projections.map((p) => p.name);
    await seedDemoData(app.deps, log, (p) => app.runner?.waitFor(p, 30_000, all) ?? Promise.resolve(true));
  }
  app.markSeeded();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  log.info({ role: config.role, database: where, eventStore: app.store.engine }, `listening on ${config.publicUrl}`);
  if (config.seed) {
    console.log(`\n  ${config.siteName} is running at ${config.publicUrl}\n  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of demoAccounts) console.log(`    ${a.role.padEnd(10)} ${a.email}`);
    for (const a of demoJourneyAccounts) console.log(`    ${a.role.padEnd(10)} ${a.email}`);
    console.log('');
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.stop().catch((error: unknown) => log.error({ err: error }, 'shutdown failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
