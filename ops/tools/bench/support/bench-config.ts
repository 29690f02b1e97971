import { loadConfig } from '../../../config/config';

// The settings of an app the benchmarks start in their own process: no seed, no logs, a throwaway
// data folder, PostgreSQL when a URL is given.
export const benchAppConfig = (dataDir: string, databaseUrl?: string) =>
  loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    SEED: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://jobswipe.bench',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
