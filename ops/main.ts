import pino from 'pino';
import { loadConfig } from './config/config';
import { createApp } from './app';
import { compileAllTemplates } from './mail/mail-templates';
import { projections } from './registry';
import { demoAccounts, DEMO_PASSWORD, readDoneParts } from './tools/seed/seed';
import { demoJourneyAccounts } from './tools/seed/demo-journeys';
import { demoPlan, startDemo } from './tools/seed/first-start';

const config = loadConfig();
const log = pino({ level: config.logLevel });

try {
  const app = await createApp({ config, log });
  // a mail template that does not compile is said at the start, not at its first mail
  compileAllTemplates().catch((error: unknown) => log.error({ err: error }, 'a mail template does not compile'));
  const hasUsers = await app.engine.db.selectFrom('credential').select('user_id').limit(1).executeTakeFirst();
  const plan = demoPlan({ seed: config.seed, seedsHere: config.role !== 'api' && config.role !== 'tasks', parts: await readDoneParts(app.engine.db), hasUsers: !!hasUsers });
  const all = projections.map((p) => p.name);
  // the demo accounts and a first slice first; the rest arrives in the background, through the same commands
  const demo = startDemo({ plan, deps: app.deps, log, waitFor: (p, timeoutMs) => app.runner?.waitFor(p, timeoutMs, all) ?? Promise.resolve(true), busy: app.busy });
  app.setDemo(demo.status);
  await demo.usable;
  app.markSeeded();
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  log.info({ role: config.role, database: where, eventStore: app.store.engine }, `listening on ${config.publicUrl}`);
  if (config.seed) {
    console.log(`\n  ${config.siteName} is running at ${config.publicUrl}\n  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const a of demoAccounts) console.log(`    ${a.role.padEnd(10)} ${a.email}`);
    for (const a of demoJourneyAccounts) console.log(`    ${a.role.padEnd(10)} ${a.email}`);
    if (demo.status().state === 'arriving') console.log('  The rest of the demo (jobs, resumes, journeys) is arriving in the background: see the log and /readyz.');
    if (config.mailOutbox === 'open') console.log(`  Mail is not sent from here: read every mail the product sends (confirmation links, alerts) at ${config.publicUrl}/outbox`);
    console.log('');
  }
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // the seed stops between commands; the next start continues it
    await demo.stop();
    await app.stop().catch((error: unknown) => log.error({ err: error }, 'shutdown failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  log.fatal({ err: error }, 'could not start');
  process.exit(1);
}
