import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// A PostgreSQL server of a test's own: initdb into a temporary folder, on its own port, so a test
// may stop and restart it without touching the server other tests use.
export type OwnPostgres = { url: string; stop(): Promise<void>; start(): Promise<void>; dispose(): Promise<void> };

const binDir = (): string | null => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'initdb'))) return path.join(root, v, 'bin');
  return null;
};

// initdb refuses to run as root: as root the server runs as the postgres user
const asServerUser = (bin: string, args: string[]) =>
  userInfo().uid === 0 ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);

export const ownPostgresUnavailable = (): string | null => {
  if (!binDir()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (userInfo().uid === 0 && !existsSync('/usr/sbin/runuser')) return 'running as root without runuser';
  return null;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  if (!bin) throw new Error('no PostgreSQL server binaries');
  const dir = mkdtempSync(path.join(tmpdir(), 'jobswipe-pg-'));
  const data = path.join(dir, 'data');
  if (userInfo().uid === 0) chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
  await asServerUser(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = async () => {
    await asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await asServerUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async dispose() {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
