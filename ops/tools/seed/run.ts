import pino from 'pino';
import { loadConfig } from '../../config/config';
import { createApp } from '../../app';
import { projections } from '../../registry';
import { DEMO_COUNTS, seedDemoData, type SeedCounts } from './seed';

// npm run seed [-- --jobs 100000 --resumes 100000]: more demo marketplace, through the same commands
// as a first start, into the configured database (DATA_DIR or DATABASE_URL); for benchmarks.
// Run it with the app stopped, or against PostgreSQL.
const counts: SeedCounts = { ...DEMO_COUNTS };
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const flag = args[i]?.replace(/^--/, '');
  const value = Number(args[i + 1]);
  if ((flag !== 'jobs' && flag !== 'resumes') || !Number.isInteger(value) || value < 0) {
    console.error('usage: npm run seed -- [--jobs N] [--resumes N]');
    process.exit(2);
  }
  counts[flag] = value;
}

// its own port: the app may be serving on the configured one
const config = loadConfig({ ...process.env, PORT: '0' });
const log = pino({ level: config.logLevel });
const app = await createApp({ config: { ...config, seed: false }, log });
try {
  const hasUsers = await app.engine.db.selectFrom('credential').select('user_id').limit(1).executeTakeFirst();
  const started = performance.now();
  const all = projections.map((p) => p.name);
  // a second run adds people of its own: their addresses carry the run's mark
  const seeded = await seedDemoData(app.deps, log, (p) => app.runner?.waitFor(p, 600_000, all) ?? Promise.resolve(true), counts, { accounts: !hasUsers, prefix: hasUsers ? `r${Date.now().toString(36)}.` : '' });
  console.log(`seeded ${seeded.jobs} jobs and ${seeded.resumes} resumes in ${Math.round((performance.now() - started) / 1000)} s`);
} finally {
  await app.stop();
}
