import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { LIVE_READY } from '../../contracts/core/live';
import { createApp, type App, type AppOptions } from '../../ops/app';
import { loadConfig } from '../../ops/config/config';
import { openPGlite, openPostgres, type SqlEngine } from '../../ops/db/database';
import { createTestPostgres } from './test-databases';

export type CallResult<T = Record<string, unknown>> = { status: number; body: T };

export type TestApp = {
  app: App;
  engine: SqlEngine;
  call<T = Record<string, unknown>>(name: string, body?: unknown, token?: string): Promise<CallResult<T>>;
  // registers and signs in; returns the session token and user id
  signUp(overrides?: Partial<{ email: string; first_name: string; last_name: string; lookingforwork: boolean; language: 'en' | 'he' }>): Promise<{ token: string; userId: string; email: string }>;
  socket(token?: string): Promise<Socket>;
  // the messages kept for an address, newest first, once there are at least `count` (mail is sent
  // by reactions on the task queue, a moment after the call that caused it)
  mailsTo(address: string, count?: number): Promise<MailRow[]>;
  stop(): Promise<void>;
};

export type MailRow = { id: string; to_address: string; subject: string; text_body: string; html_body: string; created_at: Date };

let counter = 0;

// The whole product in-process on a random port: PostgreSQL when DATABASE_URL is set (a fresh
// database, dropped after), otherwise in-memory PGlite.
export async function startTestApp(options: Partial<AppOptions> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const pgDb = await createTestPostgres();
  const engine = pgDb ? await openPostgres(pgDb.url) : await openPGlite();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-test-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    SEED: 'false',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://jobswipe.test',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  // reactions run as tasks: a test waits for their mail, so workers look for work often
  const app = await createApp({ config, engine, ...options, taskQueue: { pollingIntervalSeconds: 0.5, ...options.taskQueue } });
  const sockets: Socket[] = [];
  const call: TestApp['call'] = async (name, body = {}, token) => {
    const response = await fetch(`${app.url}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return {
    app,
    engine,
    call,
    async signUp(overrides = {}) {
      const email = overrides.email ?? `user${Date.now()}${counter++}@example.com`;
      const registered = await call('register', {
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
        first_name: overrides.first_name ?? 'Test',
        last_name: overrides.last_name ?? 'User',
        captchaToken: '',
        ...(overrides.lookingforwork !== undefined ? { lookingforwork: overrides.lookingforwork } : {}),
        ...(overrides.language ? { language: overrides.language } : {}),
      });
      if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      const login = await call<{ token: string; user: { _id: string } }>('login', { email, password: 'secret123' });
      if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
      return { token: login.body.token, userId: login.body.user._id, email };
    },
    async mailsTo(address, count = 1) {
      const read = () => engine.db.selectFrom('mail_outbox').select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at']).where('to_address', '=', address).orderBy('id', 'desc').execute();
      for (const deadline = Date.now() + 15_000; ; ) {
        const rows = await read();
        if (rows.length >= count || Date.now() > deadline) return rows as MailRow[];
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async socket(token) {
      const socket = io(app.url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      // the server says so once the socket has joined its rooms
      await new Promise<void>((resolve, reject) => {
        socket.once(LIVE_READY, () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    async stop() {
      for (const s of sockets) s.close();
      await app.stop();
      await engine.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const validJob = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend Engineer',
  company: 'Acme Labs',
  employmentType: 'FULL_TIME',
  seniorityLevel: 'Mid-Level',
  description: 'Build the APIs our customers use every day.',
  location: 'Tel Aviv',
  loc_lat: 32.0853,
  loc_lng: 34.781768,
  salaryMin: 20000,
  salaryMax: 30000,
  salaryCurrency: 'ILS',
  salaryFrequency: 'MONTH',
  tags: ['Node.js', 'PostgreSQL'],
  selectedTags: ['Node.js'],
  ...overrides,
});
