import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { TEST_EMAIL_STEP } from '../../../contracts/coaching/journey/lists';
import type { PublishGridChangedMessage } from '../../../contracts/coaching/publish-grid/live';
import { sendPart } from '../../coaching/publication/publisher';
import type { Socket } from 'socket.io-client';
import { createApp } from '../../app';
import { startAppProcess, type AppProcess } from './support/app-client';
import { benchConfig, call, journeyOpen, makeAdmin, watch } from './support/coaching-clients';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Figure } from './support/report';
import { round, roundSummary, sleep, summarize } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// The publish budgets of issue 20: an approval reaches a staff member watching the publish grid
// (socket, measured from this process while the app runs in its own) at 50 approvals/s; the
// publisher mails a part to 5,000 recipients at ≥ 0.5× the mailer's own raw send rate to a local
// SMTP sink. PostgreSQL only: the setup needs a second node on the same database.

const RATE = 50;
const SEND_CONCURRENCY = 16;

// Clients ready to approve: a CV, a picked cover letter, the journey at the Test Email step, a test sent.
async function clientsReady(app: AppProcess, admin: string, n: number): Promise<string[]> {
  await call(app.url, 'updatePersonalJourneysEmailsToSendTest', { emailsToSendTest: ['qa@bench.example.com'] }, admin);
  const ids: string[] = [];
  const one = async (i: number) => {
    const email = `client${i}.${Date.now().toString(36)}@bench.example.com`;
    await call(app.url, 'register', { email, password: 'secret123', confirmPassword: 'secret123', first_name: 'Bench', last_name: `Client ${i}`, captchaToken: '' });
    const login = await call<{ token: string; user: { _id: string } }>(app.url, 'login', { email, password: 'secret123' });
    await call(app.url, 'setAdminUserData', { userId: login.user._id, data: { isJHUser: true, isActiveJHUser: true } }, admin);
    // the answer waits for the read models a while; on a busy machine the client's role may come later
    await journeyOpen(app.url, login.token);
    await call(app.url, 'addResume', { link: 'https://example.com/cv.pdf' }, login.token);
    await call(app.url, 'addEditCoverLetter', { coverLetter: { title: 'Backend engineer', content: '<p>Hello</p>' } }, login.token);
    // publishing opens at the Test Email step
    for (let step = 0; step < TEST_EMAIL_STEP; step++) await call(app.url, 'finishPersonalJourneyStep', { step }, login.token);
    await call(app.url, 'sendPersonalJourneyTest', {}, login.token);
    ids.push(login.user._id);
  };
  for (let i = 0; i < n; i += 10) await Promise.all(Array.from({ length: Math.min(10, n - i) }, (_, k) => one(i + k)));
  return ids;
}

// Open loop at RATE: approval i leaves at t0 + i/RATE; its time is until the grid's message for it.
async function approvals(app: AppProcess, admin: string, socket: Socket, clients: readonly string[]) {
  const sentAt = new Map<string, number>();
  const socketMs: number[] = [];
  const httpMs: number[] = [];
  socket.on('publishGrid.changed', (m: PublishGridChangedMessage) => {
    const at = m.what === 'approved' && m.userId ? sentAt.get(m.userId) : undefined;
    if (at !== undefined) socketMs.push(performance.now() - at);
  });
  const t0 = performance.now() + 20;
  const inFlight: Promise<void>[] = [];
  for (const [i, userId] of clients.entries()) {
    const wait = t0 + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const start = performance.now();
    sentAt.set(userId, start);
    inFlight.push(call(app.url, 'approvePublish', { userId, newCycle: true }, admin).then(() => void httpMs.push(performance.now() - start)));
  }
  await Promise.all(inFlight);
  for (let waited = 0; socketMs.length < clients.length && waited < 5000; waited += 50) await sleep(50);
  return { socket: summarize(socketMs), http: summarize(httpMs), missing: clients.length - socketMs.length, achievedRate: clients.length / ((performance.now() - t0) / 1000) };
}

// A local SMTP sink that accepts everything and counts the messages.
async function smtpSink(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received++;
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return { port, received: () => received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function sendRates(databaseUrl: string, recipients: number) {
  const sink = await smtpSink();
  const smtpUrl = `smtp://127.0.0.1:${sink.port}`;
  const to = Array.from({ length: recipients }, (_, i) => `hr${i}@company${i % 211}.example`);
  const message = { from: 'JobHunt <no-reply@jobhunt.bench>', subject: 'Backend engineer', text: 'Hello recruiters', html: '<p>Hello recruiters</p>' };
  // the mailer's own transport, sending straight, as many at once as the publisher does
  const transport = createTransport(smtpUrl);
  let next = 0;
  const rawStart = performance.now();
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, async () => {
    while (next < to.length) await transport.sendMail({ ...message, to: to[next++]! });
  }));
  const raw = recipients / ((performance.now() - rawStart) / 1000);
  transport.close();
  // the publisher: each recipient kept in the outbox under its key, then sent
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobswipe-bench-mail-'));
  const app = await createApp({ config: benchConfig(databaseUrl, dataDir, { SMTP_URL: smtpUrl, ROLE: 'api' }) });
  const before = sink.received();
  const start = performance.now();
  await sendPart(app.deps.mailer, { cycleId: 'bench-cycle', part: 1, data: { emailTitle: 'Backend engineer', coverLetter: '<p>Hello recruiters</p>', CVUrl: 'https://example.com/cv.pdf', first_name: 'Bench', last_name: 'Client' }, recipients: to, excludeList: [] });
  const publisher = recipients / ((performance.now() - start) / 1000);
  const delivered = sink.received() - before;
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await sink.close();
  return { raw, publisher, delivered };
}

export async function runPublish(options: BenchOptions): Promise<BenchResult> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  if (!options.engines.includes('postgresql')) return { figures, details: { skipped: 'PostgreSQL only' } };
  const seconds = options.quick ? 4 : 15;
  const recipients = options.quick ? 1000 : 5000;
  process.env.RATE_LIMIT_SCALE = '0';
  await withBenchDatabase('publish', async (url) => {
    const { email } = await makeAdmin(url);
    const app = await startAppProcess({ databaseUrl: url });
    try {
      const admin = (await call<{ token: string }>(app.url, 'login', { email, password: 'secret123' })).token;
      progress(`publish: ${RATE * seconds} clients to approve`);
      const clients = await clientsReady(app, admin, RATE * seconds);
      const socket = await watch(app.url, admin);
      const measured = await approvals(app, admin, socket, clients);
      socket.close();
      details.approvals = { socketMs: roundSummary(measured.socket), httpMs: roundSummary(measured.http), missing: measured.missing, achievedRate: round(measured.achievedRate) };
      figures.push(figure({ bench: 'publish', engine: 'postgresql', metric: `approve → publish-grid message, p95 at ${RATE}/s (other process)`, value: measured.socket.p95, unit: 'ms', budget: { op: '<=', value: 15, on: 'value' }, note: `${measured.missing} missing` }));
    } finally {
      await app.stop();
    }
    progress(`publish: a part to ${recipients} recipients`);
    const rates = await sendRates(url, recipients);
    details.send = { rawPerSecond: round(rates.raw), publisherPerSecond: round(rates.publisher), delivered: rates.delivered, recipients };
    figures.push(figure({ bench: 'publish', engine: 'postgresql', metric: `publisher sends a part to ${recipients}`, value: rates.publisher, unit: 'mails/s', baseline: { label: 'mailer raw send', value: rates.raw, unit: 'mails/s' }, budget: { op: '>=', value: 0.5, on: 'ratio' } }));
  });
  return { figures, details };
}
