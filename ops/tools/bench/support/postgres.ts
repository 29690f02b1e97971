import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

// The benchmarks create and drop databases and load the server hard: refuse anything but this machine.
export function serverUrl(): string {
  const url = process.env.DATABASE_URL || DEFAULT_SERVER_URL;
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host)) throw new Error(`benchmarks only run against a local PostgreSQL; DATABASE_URL points at ${host}`);
  return url;
}

export const withDatabaseName = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function onMaintenanceDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  // CREATE/DROP DATABASE cannot run while connected to the database concerned
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl(), 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

// Databases this process created and has not dropped yet: an interrupted run drops them on exit.
const live = new Set<string>();

export async function dropDatabase(name: string): Promise<void> {
  await onMaintenanceDb(async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  });
  live.delete(name);
}

export async function dropLiveDatabases(): Promise<void> {
  for (const name of [...live]) await dropDatabase(name).catch(() => undefined);
}

export async function serverVersion(): Promise<string> {
  return onMaintenanceDb(async (client) => {
    const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    return rows[0]?.v ?? 'unknown';
  });
}

export async function serverSettings(names: readonly string[]): Promise<Record<string, string>> {
  return onMaintenanceDb(async (client) => {
    const { rows } = await client.query<{ name: string; setting: string; unit: string | null }>(
      'SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1::text[])',
      [names],
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.unit ? `${r.setting} ${r.unit}` : r.setting]));
  });
}

// A database with a random name (a copy of `template` when given), dropped with the run's others
// if the run is interrupted.
export async function createDatabase(label: string, template?: string, named?: string): Promise<string> {
  const name = named ?? `bench_${label}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onMaintenanceDb(async (client) => {
    // CREATE DATABASE fails while another session sits on the template: retry briefly
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
        return;
      } catch (error) {
        const inUse = typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55006';
        if (!inUse || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  // a database kept on purpose (named) outlives the run
  if (!named) live.add(name);
  return name;
}

// Whether a database of this name holds a demo the seed finished.
export async function holdsCompleteDemo(name: string): Promise<boolean> {
  const exists = await onMaintenanceDb(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (!exists) return false;
  const client = new pg.Client({ connectionString: withDatabaseName(serverUrl(), name) });
  await client.connect();
  try {
    return (await client.query(`SELECT 1 FROM demo_seed WHERE part = 'complete'`)).rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

// A fresh database with a random name, dropped afterwards whatever happens inside.
export async function withBenchDatabase<T>(label: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = await createDatabase(label);
  try {
    return await run(withDatabaseName(serverUrl(), name));
  } finally {
    await dropDatabase(name);
  }
}
