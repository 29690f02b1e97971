import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../ops/auth/tokens';
import { buildHandlers } from '../../ops/registry';
import { createCallRouter } from '../../ops/server/call-router';
import { createMetrics } from '../../ops/server/metrics';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let url = '';
let close: () => Promise<void>;
const logged: string[] = [];

// A router whose login handler fails unexpectedly, to see what a caller and the log get.
beforeAll(async () => {
  t = await startTestApp();
  const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
  const handlers = buildHandlers(t.app.deps);
  const router = createCallRouter({
    deps: t.app.deps,
    handlers: {
      ...handlers,
      login: async () => {
        throw new Error('connection to /var/secret/db refused');
      },
    },
    tokens: createTokenService('test-secret-that-is-long-enough-for-hs256'),
    log,
    metrics: createMetrics(),
    awaitedBy: () => [],
    waitForProjections: async () => true,
  });
  const app = express().use('/api', router);
  const server = createServer(app);
  await new Promise<void>((r) => server.listen(0, r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((r) => server.close(() => r()));
});
afterAll(async () => {
  await close?.();
  await t?.stop();
});

describe('unexpected faults', () => {
  it('answers 500 with a correlation id and no internals, and logs the fault under the same id', async () => {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as Record<string, string>;
    expect(body).toEqual({ error: 'Something went wrong', code: 'Internal', correlationId: expect.any(String) });
    expect(JSON.stringify(body)).not.toMatch(/secret|at .*\.ts/);
    expect(response.headers.get('x-correlation-id')).toBe(body.correlationId);
    const entry = logged.map((l) => JSON.parse(l) as { correlationId?: string; err?: { message: string } }).find((l) => l.correlationId === body.correlationId);
    expect(entry?.err?.message).toMatch(/refused/);
  });

  it('keeps a correlation id the caller sends', async () => {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': 'req-42' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x' }),
    });
    expect(((await response.json()) as { correlationId: string }).correlationId).toBe('req-42');
  });
});

describe('service endpoints', () => {
  it('serves health, metrics and an OpenAPI document built from the call table', async () => {
    const health = await (await fetch(`${t.app.url}/healthz`)).json();
    expect(health).toMatchObject({ ok: true, role: 'all' });
    const metrics = await (await fetch(`${t.app.url}/metrics`)).text();
    expect(metrics).toMatch(/api_call_duration_seconds/);
    expect(metrics).toMatch(/projection_lag_events\{projection="job"\} 0/);
    const openapi = (await (await fetch(`${t.app.url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/createNewJob', '/api/getHistogramObjects']));
  });
});
