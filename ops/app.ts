import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import express from 'express';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Server as SocketServer } from 'socket.io';
import type { EventStore } from '../contracts/core/event-store';
import type { Clock, IdGenerator } from '../contracts/core/ports';
import type { Position } from '../contracts/core/position';
import { eventRegistry, streamPrefixes } from '../contracts/events';
import { createProjectionRunner, type ProjectionRunner } from '../projections/core/runner';
import { createCaptchaVerifier } from './auth/captcha';
import { createPasswordHasher } from './auth/passwords';
import { createTokenService } from './auth/tokens';
import type { Config } from './config/config';
import { guarded, openDatabase, ping, type SqlEngine } from './db/database';
import { tableMaintenanceNeeded } from './db/table-maintenance';
import { migrate } from './db/migrations';
import { openEventStore } from './event-store/open-event-store';
import { createVault, withPersonalData } from './event-store/personal-data';
import { createMailer, type MailTransport } from './mail/mailer';
import { createPushDelivery, httpsTransport, outboxTransport, type PushTransport } from './backoffice/push/push-delivery';
import { vapidKeysFor } from './backoffice/push/vapid';
import type { TaskDefinition } from './tasks/task-definition';
import { createTaskQueue, type TaskQueue, type TaskQueueSettings } from './tasks/task-queue';
import { createFileLinks } from './uploads/file-links';
import { createFileUploadStore } from './uploads/file-upload-store';
import { openFileStorage } from './uploads/storage-config';
import { createFileRoute } from './uploads/file-route';
import { richTextSanitizer } from './rich-text/sanitize-rich-text';
import { accountErasers, buildExporters, buildHandlers, featureRoutes, tasks as registeredTasks, migrations, projections as registeredProjections, projectionsToAwait, reactions } from './registry';
import { reactionsConsumer, reactionTask } from './tasks/reaction';
import type { Projection } from '../projections/core/projection';
import type { AnnouncePublish } from './server/announce';
import { createCallRouter } from './server/call-router';
import { keptRead } from './server/kept-read';
import { sessionOwner } from '../query/identity/users/get-user-data';
import { userAccountProjection } from '../projections/identity/users/user-account.projection';
import { productSettingProjection } from '../projections/backoffice/settings/product-setting.projection';
import type { ApiDeps } from './server/feature';
import { projectionStatus } from './server/projection-status';
import { createMetrics } from './server/metrics';
import { buildOpenApi } from './server/openapi';
import { pollingWaiter } from './server/projection-waiter';
import { createSocketServer } from './server/socket';
import { compressApi, serveWebApp } from './server/web-app';
import { settingDefaultsOf } from './backoffice/settings/defaults';
import { effectiveSettings } from '../query/backoffice/settings/get-product-settings';
import { corsGuard, createAbuseLimits, lastResort, metricsGuard, noStore, securityHeaders } from './server/security';

// The first start's demo, as /readyz tells it: off (not seeded by this process), arriving (the
// product is usable, the rest is on its way), complete, or failed (logged; the next start continues).
export type DemoProgress = Record<'jobs' | 'resumes' | 'journeys', { done: number; total: number }>;
export type DemoStatus = { state: 'off' | 'arriving' | 'complete' | 'failed'; progress?: DemoProgress };

export type App = {
  config: Config;
  engine: SqlEngine;
  store: EventStore;
  deps: ApiDeps;
  runner: ProjectionRunner | null;
  queue: TaskQueue;
  // true once migrations ran, the projections caught up and the first-start seed (if any) made the
  // product usable; while the rest of the demo arrives, the seed's own lag does not count
  ready(): Promise<boolean>;
  markSeeded(): void;
  setDemo(status: () => DemoStatus): void;
  // people's API requests are in flight or were a moment ago: background work gives way
  busy(): boolean;
  io: SocketServer;
  http: HttpServer;
  log: Logger;
  url: string;
  stop(): Promise<void>;
};

export type AppOptions = {
  config: Config;
  engine?: SqlEngine;
  log?: Logger;
  clock?: Clock;
  newId?: IdGenerator;
  // read-your-writes bound
  waitTimeoutMs?: number;
  // the projections this process runs and reports on; the registry's by default
  projections?: readonly Projection[];
  // the tasks this process knows (the registry's by default), and queue timings for tests
  tasks?: readonly TaskDefinition[];
  taskQueue?: Partial<TaskQueueSettings>;
  // what sends mail for real, in place of SMTP_URL's (tests read what was sent)
  mailTransport?: MailTransport;
  // where signed Web Push requests go, in place of PUSH_DELIVERY's (tests play the push service)
  pushTransport?: PushTransport;
};

// Ids carry no dashes: a slug's last dash-separated part is the id.
export const newId: IdGenerator = () => randomUUID().replaceAll('-', '');

export async function createApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const log = options.log ?? pino({ level: config.logLevel });
  const engine = options.engine ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteThread: config.pgliteThread }));
  await migrate(engine.db, migrations);
  // personal fields of events are stored encrypted with their owner's key (crypto-shredding)
  // an erasure on any node drops the key from every node's cache at once (NOTIFY)
  const vault = createVault(engine.db, { listen: engine.listen });
  const store = withPersonalData(await openEventStore({ eventStoreUrl: config.eventStoreUrl, engine, streamPrefixes }), vault, eventRegistry);
  const metrics = createMetrics();
  const tokens = createTokenService(config.jwtSecret);
  // uploaded files are served only through links signed with the same secret on every node
  const fileLinks = createFileLinks(config.jwtSecret);
  let runner: ProjectionRunner | null = null;
  // every role schedules tasks; ROLE all and tasks also run them; the features' reactions run as tasks
  const queue = createTaskQueue({
    engine,
    databaseUrl: config.databaseUrl,
    tasks: [...(options.tasks ?? registeredTasks), ...reactions.map(reactionTask)],
    log,
    work: config.role === 'all' || config.role === 'tasks',
    settings: options.taskQueue,
  });
  // the read models, and the consumer that turns events into reaction tasks
  const consumer = reactions.length ? reactionsConsumer(reactions, queue) : null;
  const projections = [...(options.projections ?? registeredProjections), ...(consumer ? [consumer] : [])];
  const status = () => projectionStatus(store, engine.db, projections, runner);
  // workers without HTTP API or sockets of their own
  const headless = config.role === 'projections' || config.role === 'tasks';
  // Reads nearly every call makes: the product's settings an admin changes at run time, and a
  // signed-in call's account and session end. Kept between calls on the embedded engine, where this
  // process sees every change and forgets them at each (./server/kept-read.ts); read afresh on a server.
  const keep = engine.engine === 'pglite' && config.role === 'all';
  const settingDefaults = settingDefaultsOf(config);
  const keptSettings = keptRead(() => effectiveSettings(engine.db, settingDefaults), { keep });
  const settings = () => keptSettings.get('settings');
  // an account not (yet) there is not kept: its registration may be under way
  const owners = keptRead((userId: string) => sessionOwner(engine.db, userId), { keep, worthKeeping: (owner) => owner?.account !== undefined });
  const deps: ApiDeps = {
    store,
    db: engine.db,
    hasher: createPasswordHasher(),
    tokens,
    mailer: createMailer(engine.db, { smtpUrl: config.smtpUrl, from: async () => (await settings()).mailFrom, log, ...(options.mailTransport ? { transport: options.mailTransport } : {}) }),
    captcha: createCaptchaVerifier(config.captcha),
    clock: options.clock ?? (() => new Date()),
    newId: options.newId ?? newId,
    personalData: vault,
    // run by deleteAccount, long after deps is built
    accountErasers: accountErasers.map((erase) => (account) => erase(deps, account)),
    scheduler: queue.scheduler,
    uploads: createFileUploadStore(openFileStorage(config.storage), fileLinks),
    richText: richTextSanitizer,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
    product: config.product,
    settings,
    settingDefaults,
    projectionStatus: status,
    orphanRetentionDays: config.orphanRetentionDays,
    offerRates: config.offerRates,
    push: createPushDelivery(
      vapidKeysFor(process.env, config.dataDir, config.publicUrl),
      options.pushTransport ?? (config.pushDelivery === 'webpush' ? httpsTransport : outboxTransport(engine.db)),
    ),
    credentialChanged: (userId) => owners.forget(userId),
    tableMaintenance: await tableMaintenanceNeeded(engine, config.tableMaintenance),
    ...(engine.busyShare ? { engineBusyShare: engine.busyShare } : {}),
    mailOutboxOpen: config.mailOutbox === 'open',
  };

  const web = express();
  web.disable('x-powered-by');
  // only these proxies may name the client address that rate limits count
  web.set('trust proxy', config.trustProxy);
  web.use(securityHeaders());
  const http = createServer(web);
  const { io, publish } = createSocketServer(headless ? undefined : http, { tokens, db: engine.db, log, metrics });
  // several nodes: socket.io rooms span them through PostgreSQL NOTIFY
  let adapterPool: pg.Pool | null = null;
  if (config.databaseUrl && (config.role !== 'all' || process.env.SOCKET_ADAPTER === 'postgres')) {
    adapterPool = guarded(new pg.Pool({ connectionString: config.databaseUrl, max: 4 }));
    await adapterPool.query(`CREATE TABLE IF NOT EXISTS socket_io_attachments (id bigserial UNIQUE, created_at timestamptz DEFAULT NOW(), payload bytea)`);
    io.adapter(createAdapter(adapterPool));
  }

  runner = config.role === 'api' || config.role === 'tasks' ? null : createProjectionRunner({ store, engine: { db: engine.projectionDb, tryLock: engine.tryLock, transaction: engine.projectionTransaction }, projections, publish, log });
  // the consumer's batch has committed: the reaction tasks it enqueued run now, not at the next poll
  runner?.onBatch((name) => {
    if (name === consumer?.name) queue.wakeEnqueued();
    // called after the batch commits and before any call waiting for it answers
    if (name === userAccountProjection.name) owners.forgetAll();
    if (name === productSettingProjection.name) keptSettings.forgetAll();
  });
  await runner?.start();
  await queue.start(deps);
  const timeout = options.waitTimeoutMs ?? 2000;
  const poll = pollingWaiter(engine.db);
  const waitForProjections = (position: Position, names: readonly string[]) =>
    runner ? runner.waitFor(position, timeout, names) : poll(position, names, timeout);
  let seeded = !config.seed;
  let demo: () => DemoStatus = () => ({ state: 'off' });
  let inFlight = 0;
  let lastAnswered = 0;
  const BUSY_AFTER_MS = 250;

  // liveness: the process answers and its database too; the log head and each read model's lag
  web.get('/healthz', async (_req, res) => {
    try {
      await ping(engine);
      const report = await status();
      res.json({ ok: true, role: config.role, database: engine.engine, eventStore: store.engine, ...report });
    } catch (error) {
      res.status(503).json({ ok: false, error: error instanceof Error ? error.message : 'unavailable' });
    }
  });
  const ready = async () => {
    if (!seeded) return false;
    if (demo().state === 'arriving') return true;
    const report = await status();
    return runner ? runner.states().every((s) => s.mode === 'live') : report.projections.every((p) => p.behindEvents === 0 || p.behindEvents === null);
  };
  // readiness: a load balancer sends traffic once this says so
  web.get('/readyz', async (_req, res) => {
    try {
      const ok = await ready();
      const { state, progress } = demo();
      res.status(ok ? 200 : 503).json({ ready: ok, demo: state, ...(progress ? { progress } : {}) });
    } catch {
      res.status(503).json({ ready: false, demo: demo().state });
    }
  });
  web.get('/metrics', metricsGuard(config), async (_req, res) => {
    const report = await status().catch(() => null);
    for (const p of report?.projections ?? []) metrics.setProjectionLag(p.name, p.behindEvents, p.behindSeconds, p.parked);
    const due = await queue.due().catch(() => null);
    if (due !== null) metrics.setTasksDue(due);
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
  const limits = await createAbuseLimits({ databaseUrl: config.databaseUrl, scale: config.rateLimitScale });
  if (!headless) {
    web.use('/files', createFileRoute(deps.uploads, fileLinks, deps.clock));
    web.use('/api', (_req, res, next) => {
      inFlight++;
      res.once('close', () => {
        inFlight--;
        lastAnswered = Date.now();
      });
      next();
    });
    web.use('/api', noStore, corsGuard(config.corsOrigins), compressApi());
    web.get('/api/openapi.json', (_req, res) => res.json(buildOpenApi(config.product)));
    web.use('/api', createCallRouter({ deps, sessionOwner: owners.get, handlers: buildHandlers(deps), exporters: buildExporters(deps), tokens, log, metrics, awaitedBy: projectionsToAwait, waitForProjections, limits, publish: publish as AnnouncePublish }));
    for (const router of featureRoutes(deps)) web.use(router);
    serveWebApp(web, config.webDist, async () => ({ product: (await settings()).brandName, productSlug: config.product }));
  }

  // JSON for whatever nothing above answered, and never express's HTML error page with a stack
  web.use(...lastResort(log));

  await new Promise<void>((resolve) => http.listen(config.port, resolve));
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    config,
    engine,
    store,
    deps,
    runner,
    queue,
    ready,
    markSeeded: () => {
      seeded = true;
    },
    setDemo: (status) => {
      demo = status;
    },
    busy: () => inFlight > 0 || Date.now() - lastAnswered < BUSY_AFTER_MS,
    io,
    http,
    log,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await queue.stop();
      await runner?.stop();
      const httpClosed = http.listening ? new Promise((resolve) => http.once('close', resolve)) : Promise.resolve();
      // io.close() closes the HTTP server it is attached to; a worker's socket.io has none
      if (!headless) io.close();
      else {
        for (const nsp of io._nsps.values()) nsp.adapter.close();
        http.close();
      }
      // idle keep-alive connections would hold the server open for seconds
      http.closeAllConnections();
      await httpClosed;
      await store.close();
      await adapterPool?.end();
      await limits.close();
      if (!options.engine) await engine.close();
    },
  };
}
