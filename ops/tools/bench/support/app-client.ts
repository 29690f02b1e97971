import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { EngineThreadStats } from '../../../db/pglite-thread';

export type AppProcess = {
  url: string;
  pid: number;
  // CPU seconds the process has used so far (user + system)
  cpuSeconds(): Promise<number>;
  stats(): Promise<Record<string, { sizes: number[]; ms: number[] }>>;
  // the embedded engine's thread so far (null on PostgreSQL)
  engineStats(): Promise<EngineThreadStats | null>;
  reset(): void;
  stop(): Promise<void>;
};

// Starts ops/tools/bench/support/app-process.ts and waits until it serves.
export async function startAppProcess(env: { databaseUrl?: string; dataDir?: string; synthetic?: number }): Promise<AppProcess> {
  // BENCH_APP_PROFILE=<dir>: the app writes a V8 CPU profile there when it stops
  const profile = process.env.BENCH_APP_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_APP_PROFILE}`] : [];
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [...profile, '--import', 'tsx', 'ops/tools/bench/support/app-process.ts'], {
    env: {
      ...process.env,
      ...(env.databaseUrl ? { BENCH_DATABASE_URL: env.databaseUrl } : {}),
      ...(env.dataDir ? { BENCH_DATA_DIR: env.dataDir } : {}),
      BENCH_SYNTHETIC: String(env.synthetic ?? 0),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const waiting: Array<{ prefix: string; resolve: (rest: string) => void }> = [];
  lines.on('line', (line) => {
    if (process.env.BENCH_LOG_LEVEL && line.startsWith('{')) process.stderr.write(`app: ${line}\n`);
    const i = waiting.findIndex((w) => line.startsWith(w.prefix));
    if (i < 0) return;
    const [w] = waiting.splice(i, 1);
    w!.resolve(line.slice(w!.prefix.length));
  });
  const next = (prefix: string, timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the app process did not print ${prefix} in time: ${stderr}`)), timeoutMs);
      waiting.push({
        prefix,
        resolve: (rest) => {
          clearTimeout(timer);
          resolve(rest.trim());
        },
      });
      child.once('exit', (code) => reject(new Error(`the app process exited (${code}): ${stderr}`)));
    });
  const url = await next('READY ', 120_000);
  return {
    url,
    pid: child.pid!,
    async cpuSeconds() {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    async stats() {
      const reply = next('STATS ', 10_000);
      child.stdin.write('stats\n');
      return JSON.parse(await reply) as Record<string, { sizes: number[]; ms: number[] }>;
    },
    async engineStats() {
      const reply = next('ENGINE ', 10_000);
      child.stdin.write('engine\n');
      return JSON.parse(await reply) as EngineThreadStats | null;
    },
    reset: () => void child.stdin.write('reset\n'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.stdin.write('stop\n');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
