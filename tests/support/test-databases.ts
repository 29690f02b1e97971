import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPGlite, openPostgres, type SqlEngine } from '../../ops/db/database';
import { pgliteOptions } from '../../ops/db/pglite-options';

export type TestPostgres = { url: string; drop(): Promise<void> };

export type ContainerRuntime = { available: true } | { available: false; reason: string };

export type TestEventStoreDb = { url: string; stop(): Promise<void> };

const withDatabase = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  // CREATE/DROP DATABASE cannot run while connected to the database concerned
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const isObjectInUse = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55006';

// A fresh database on the DATABASE_URL server, or null when DATABASE_URL is unset.
export async function createTestPostgres(): Promise<TestPostgres | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return null;
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, async (client) => {
    // CREATE DATABASE fails while another session sits on template1: retry briefly
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
        // a test's data outlives no crash: its commits need not wait for the disk (what one
        // transaction sees of another is the same either way)
        await client.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} SET synchronous_commit = off`);
        return;
      } catch (error) {
        if (!isObjectInUse(error) || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      onServer(serverUrl, async (client) => {
        // pools and LISTEN clients a failed test did not close would block the drop
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      }),
  };
}

// initdb is most of a read-model spec file's time (seconds on two busy cores), and the mutation run
// opens a database for every mutant such a spec tests: a fresh PGlite starts from the data
// directory a first one left just after initdb, kept in the temporary directory per PGlite version.
const pgliteRoot = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));

async function pgliteTemplateFile(): Promise<string> {
  const { version } = JSON.parse(await readFile(join(pgliteRoot, 'package.json'), 'utf8')) as { version: string };
  return join(tmpdir(), `jobswipe-pglite-${version}.tar`);
}

export async function openTestPGlite(): Promise<SqlEngine> {
  const file = await pgliteTemplateFile();
  const template = await readFile(file).catch(() => null);
  if (template) return openPGlite(undefined, await PGlite.create({ ...pgliteOptions(), loadDataDir: new Blob([template]) }));
  const pglite = await PGlite.create(pgliteOptions());
  const dumped = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  // written aside and renamed: a file opening at the same moment reads all of it or none
  const aside = `${file}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, dumped);
  await rename(aside, file);
  return openPGlite(undefined, pglite);
}

// Without Docker, testcontainers fails within milliseconds; imported lazily so tests that never
// need a container do not load it.
export async function detectContainerRuntime(): Promise<ContainerRuntime> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return { available: true };
  } catch (error) {
    return { available: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

// A throwaway single-node KurrentDB in insecure mode, in memory.
export async function startTestEventStoreDb(): Promise<TestEventStoreDb> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('docker.kurrent.io/kurrent-latest/kurrentdb:latest')
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_CLUSTER_SIZE: '1',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300))
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

export type OpenedEngine = { engine: SqlEngine; dispose: () => Promise<void> };
export type SqlTarget = { name: string; skipReason: string | null; open: () => Promise<OpenedEngine> };

// Every SQL engine a read-model test runs on: PGlite always, PostgreSQL when DATABASE_URL is set.
export const sqlTargets: SqlTarget[] = [
  {
    name: 'PGlite',
    skipReason: null,
    open: async () => {
      const engine = await openTestPGlite();
      return { engine, dispose: () => engine.close() };
    },
  },
  {
    name: 'PostgreSQL',
    skipReason: process.env.DATABASE_URL ? null : 'DATABASE_URL unset',
    open: async () => {
      const database = await createTestPostgres();
      if (!database) throw new Error('DATABASE_URL unset');
      const engine = await openPostgres(database.url);
      return {
        engine,
        dispose: async () => {
          await engine.close();
          await database.drop();
        },
      };
    },
  },
];
