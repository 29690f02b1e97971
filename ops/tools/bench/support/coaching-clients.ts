import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { LIVE_READY } from '../../../../contracts/core/live';
import { isDomainError } from '../../../../contracts/core/errors';
import { registerUser } from '../../../../command/identity/users/register-user';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/config';
import type { AppProcess } from './app-client';

// What the coaching workloads share: calls over HTTP as the web makes them, an admin made through
// the command, journey clients, and sockets that have joined their rooms.

type Json = Record<string, unknown>;
export async function call<T = Json>(url: string, name: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  const answer = (await response.json()) as T;
  if (response.status !== 200) throw new Error(`${name} failed (${response.status}): ${JSON.stringify(answer)}`);
  return answer;
}

export const benchConfig = (databaseUrl: string, dataDir: string, extra: Record<string, string> = {}) =>
  loadConfig({ PORT: '0', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', SEED: 'false', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://jobswipe.bench', DATABASE_URL: databaseUrl, ...extra });

// An admin made through the command, from a second node (ROLE=api) on the same database.
export async function makeAdmin(databaseUrl: string): Promise<{ email: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-setup-'));
  const setup = await createApp({ config: benchConfig(databaseUrl, dataDir, { ROLE: 'api' }) });
  const email = `admin.${Date.now().toString(36)}@bench.example.com`;
  const made = await registerUser(setup.deps, { email, first_name: 'Bench', last_name: 'Admin', password: 'secret123', isAdmin: true, sendConfirmation: false }, { actor: null, correlationId: 'bench' });
  await setup.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (isDomainError(made)) throw new Error(`the admin was refused: ${made.code}`);
  return { email };
}

// Waits until the client's journey answers: the role is set through the read models a while later
// on a busy machine.
export async function journeyOpen(url: string, token: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${url}/api/getPersonalJourneyData`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });
    await response.arrayBuffer();
    if (response.status === 200) return;
    if (attempt === 100) throw new Error(`the client's journey did not open (${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type JourneyClient = { userId: string; token: string };

// A seeker registered and made a journey client by staff, its journey open.
export async function journeyClient(app: AppProcess, admin: string, label: string): Promise<JourneyClient> {
  const email = `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@bench.example.com`;
  await call(app.url, 'register', { email, password: 'secret123', confirmPassword: 'secret123', first_name: 'Bench', last_name: label, captchaToken: '' });
  const login = await call<{ token: string; user: { _id: string } }>(app.url, 'login', { email, password: 'secret123' });
  await call(app.url, 'setAdminUserData', { userId: login.user._id, data: { isJHUser: true, isActiveJHUser: true } }, admin);
  await journeyOpen(app.url, login.token);
  return { userId: login.user._id, token: login.token };
}

// A socket that has joined its rooms (the server says so with LIVE_READY).
export async function watch(url: string, token: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once(LIVE_READY, () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
