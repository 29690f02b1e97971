import type { Socket } from 'socket.io-client';
import { JOURNEY_WATCH } from '../../../contracts/core/live';
import type { TrackerChangedMessage } from '../../../contracts/coaching/tracker/live';
import { pgProbe, rawNotifyLatency } from './latency';
import { startAppProcess, type AppProcess } from './support/app-client';
import { call, journeyClient, makeAdmin, watch, type JourneyClient } from './support/coaching-clients';
import { withDemoCopy } from './support/demo-data';
import { withBenchDatabase } from './support/postgres';
import { figure, progress, type Figure } from './support/report';
import { round, roundSummary, sleep, summarize, type Summary } from './support/stats';
import type { BenchOptions, BenchResult, DataSize } from './types';

// Acting for a client (issue 29's budget): a coaching edit reaches the other party's open screen.
// Staff add interviews to their clients' trackers and each client's socket hears its own; then the
// clients add their own and the staff member, who has every one of them open (journey.watch), hears
// each. Open loop at RATE commands/s, measured from this process while the app runs in its own, as
// a browser would see it: from the request leaving to the message arriving. Beside it, the floor
// under any push in the same run: an INSERT that NOTIFYs, heard by a LISTENer, at the same rate.
// PostgreSQL, on an empty database and on a copy of the demo.

const RATE = 50;
const CLIENTS = 20;
const BUDGET_MS = 50;

const interview = (company: string) => ({ company, title: 'Backend Developer', titleGroup: 'Backend Developer', seniorityLevel: 'Senior', interviewDate: '2031-03-01', reviewFreeText: 'Met the team' });

type Measured = { socketMs: Summary; httpMs: Summary; sent: number; missing: number; achievedRate: number };

// Sends `total` interviews at RATE, the i-th for clients[i % n] by `sender(i)`, and times each until
// a socket in `listeners` hears the tracker message that carries its company.
async function edits(app: AppProcess, listeners: readonly Socket[], total: number, sender: (i: number) => { token: string; body: Record<string, unknown> }): Promise<Measured> {
  const sentAt = new Map<string, number>();
  const socketMs: number[] = [];
  const httpMs: number[] = [];
  const onMessage = (m: TrackerChangedMessage) => {
    if (m.call !== 'createEditTalentInterview') return;
    const company = m.answer.interview?.company;
    const at = company === undefined ? undefined : sentAt.get(company);
    if (at === undefined) return;
    sentAt.delete(company!);
    socketMs.push(performance.now() - at);
  };
  for (const socket of listeners) socket.on('tracker.changed', onMessage);
  const t0 = performance.now() + 20;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = t0 + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const { token, body } = sender(i);
    const start = performance.now();
    sentAt.set((body.newData as { company: string }).company, start);
    inFlight.push(call(app.url, 'createEditTalentInterview', body, token).then(() => void httpMs.push(performance.now() - start)));
  }
  const sendSeconds = (performance.now() - t0) / 1000;
  await Promise.all(inFlight);
  for (let waited = 0; socketMs.length < total && waited < 5000; waited += 50) await sleep(50);
  for (const socket of listeners) socket.off('tracker.changed', onMessage);
  return { socketMs: summarize(socketMs), httpMs: summarize(httpMs), sent: total, missing: total - socketMs.length, achievedRate: total / sendSeconds };
}

async function measure(databaseUrl: string, size: DataSize, seconds: number) {
  const { email } = await makeAdmin(databaseUrl);
  const app = await startAppProcess({ databaseUrl });
  const sockets: Socket[] = [];
  try {
    const admin = (await call<{ token: string }>(app.url, 'login', { email, password: 'secret123' })).token;
    progress(`acting (${size}): ${CLIENTS} journey clients`);
    const clients: JourneyClient[] = [];
    for (let i = 0; i < CLIENTS; i += 5) clients.push(...(await Promise.all(Array.from({ length: 5 }, (_, k) => journeyClient(app, admin, `Client${i + k}`)))));
    const clientSockets = await Promise.all(clients.map((c) => watch(app.url, c.token)));
    const staffSocket = await watch(app.url, admin);
    sockets.push(...clientSockets, staffSocket);
    for (const c of clients) {
      const joined = await new Promise<{ joined: boolean }>((resolve) => staffSocket.emit(JOURNEY_WATCH, { userId: c.userId }, resolve));
      if (!joined.joined) throw new Error(`staff could not open client ${c.userId}`);
    }
    const total = RATE * seconds;
    // a few unmeasured edits first: the first requests of a connection pay for its setup
    await edits(app, clientSockets, CLIENTS, (i) => ({ token: admin, body: { userId: clients[i % CLIENTS]!.userId, newData: interview(`Warmup ${i}`) } }));
    progress(`acting (${size}): staff → client, ${total} edits at ${RATE}/s`);
    const toClient = await edits(app, clientSockets, total, (i) => ({ token: admin, body: { userId: clients[i % CLIENTS]!.userId, newData: interview(`Staff ${i}`) } }));
    progress(`acting (${size}): client → staff, ${total} edits at ${RATE}/s`);
    const toStaff = await edits(app, [staffSocket], total, (i) => ({ token: clients[i % CLIENTS]!.token, body: { newData: interview(`Client ${i}`) } }));
    const raw = await rawNotifyLatency(pgProbe(databaseUrl), Math.min(seconds, 5), RATE);
    return { toClient, toStaff, raw };
  } finally {
    for (const socket of sockets) socket.close();
    await app.stop();
  }
}

export async function runActing(options: BenchOptions): Promise<BenchResult> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  if (!options.engines.includes('postgresql')) return { figures, details: { skipped: 'PostgreSQL only' } };
  const seconds = options.quick ? 4 : 12;
  process.env.RATE_LIMIT_SCALE = '0';
  for (const size of options.sizes) {
    const m = size === 'demo' ? await withDemoCopy('postgresql', ({ databaseUrl }) => measure(databaseUrl!, size, seconds)) : await withBenchDatabase('acting', (url) => measure(url, size, seconds));
    const label = size === 'demo' ? ', demo data' : '';
    const raw = { label: 'raw INSERT+NOTIFY→LISTEN p95', value: m.raw.p95, unit: 'ms' };
    details[size] = {
      staffToClient: { socketMs: roundSummary(m.toClient.socketMs), httpMs: roundSummary(m.toClient.httpMs), missing: m.toClient.missing, achievedRate: round(m.toClient.achievedRate) },
      clientToStaff: { socketMs: roundSummary(m.toStaff.socketMs), httpMs: roundSummary(m.toStaff.httpMs), missing: m.toStaff.missing, achievedRate: round(m.toStaff.achievedRate) },
      rawNotifyMs: roundSummary(m.raw),
    };
    for (const [direction, d] of [['staff edits → client hears', m.toClient], ['client edits → staff hear', m.toStaff]] as const) {
      figures.push(figure({ bench: 'acting', engine: 'postgresql', metric: `${direction}, p95 @${RATE}/s${label} (other process)`, value: d.socketMs.p95, unit: 'ms', baseline: raw, budget: { op: '<=', value: BUDGET_MS, on: 'value' }, note: `p99 ${round(d.socketMs.p99)} ms, ${d.missing} missing` }));
    }
  }
  return { figures, details };
}
