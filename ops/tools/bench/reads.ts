import { startAppProcess } from './support/app-client';
import { withDemoCopy } from './support/demo-data';
import { figure, progress, type Engine, type Figure } from './support/report';
import { round, roundSummary, summarize, type Summary } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// npm run bench -- --only reads [--engines …]
// What the named users read, on a copy of the demo's data, over HTTP from this process to the app
// in a process of its own (as a browser): the job search (everything, a keyword, a keyword near a
// place), the resume search, the client's KPIs and journey, staff's publish grid and journey
// clients and the journey of a client they open. Each call is timed in turn with the floor under
// any call, an anonymous call that reads no table (getJourneyBrand): the ratio is the call's own
// work, whatever the machine. The first pass after the server said ready is reported apart. No
// budget here: the search budgets are `--only search`'s, on its own 100,000 jobs; these figures are
// for telling a run from the one before at the size a newcomer gets.

const PASSES = 60;
const QUICK_PASSES = 15;
const PASSWORD = 'demo1234';

type Read = { name: string; call: string; body: unknown; as: 'seeker' | 'recruiter' | 'client' | 'staff' | null };

const TEL_AVIV = { lat: 32.0853, lng: 34.7818, text: 'Tel Aviv' };
const reads: Read[] = [
  { name: 'floor: getJourneyBrand (anonymous, no table)', call: 'getJourneyBrand', body: {}, as: null },
  { name: 'job search, everything, with counts', call: 'getHistogramObjects', body: { histogramType: 'jobs', params: {}, chunk: 0, getCount: true }, as: 'seeker' },
  { name: "job search, 'engineer'", call: 'getHistogramObjects', body: { histogramType: 'jobs', params: { queryString: 'engineer' }, chunk: 0, getCount: true }, as: 'seeker' },
  { name: "job search, 'developer' within 25 km of Tel Aviv", call: 'getHistogramObjects', body: { histogramType: 'jobs', params: { queryString: 'developer', locationObj: TEL_AVIV, radius: 25 }, chunk: 0, getCount: true }, as: 'seeker' },
  { name: 'resume search, everything', call: 'getHistogramObjects', body: { histogramType: 'resumes', params: {}, chunk: 0, getCount: true }, as: 'recruiter' },
  { name: "client's KPIs", call: 'getKpisData', body: {}, as: 'client' },
  { name: "client's journey", call: 'getPersonalJourneyData', body: {}, as: 'client' },
  { name: 'staff: the publish grid', call: 'getPublishesData', body: {}, as: 'staff' },
  { name: 'staff: journey clients', call: 'getJourneyClients', body: { search: '' }, as: 'staff' },
  { name: "staff: a client's journey", call: 'getPersonalJourneyData', body: { userId: '{client}' }, as: 'staff' },
];

const accounts = { seeker: 'seeker@demo.jobswipe.local', recruiter: 'recruiter@demo.jobswipe.local', client: 'client@demo.jobswipe.local', staff: 'jhadmin@demo.jobswipe.local' } as const;

async function post(url: string, call: string, body: unknown, token?: string): Promise<{ status: number; ms: number; json: unknown }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  return { status: response.status, ms: performance.now() - started, json };
}

type Measured = { name: string; call: string; first: number; all: Summary; failed: number };

async function measure(engine: Engine, passes: number): Promise<Measured[]> {
  return withDemoCopy(engine, async ({ dataDir, databaseUrl }) => {
    const app = await startAppProcess({ dataDir, databaseUrl });
    try {
      const tokens: Partial<Record<keyof typeof accounts, string>> = {};
      let clientId = '';
      for (const [role, email] of Object.entries(accounts) as [keyof typeof accounts, string][]) {
        const login = await post(app.url, 'login', { email, password: PASSWORD, captchaToken: '' });
        const body = login.json as { token?: string; user?: { _id?: string } };
        if (login.status !== 200 || !body.token) throw new Error(`login as ${email} failed (${login.status}): ${JSON.stringify(login.json)}`);
        tokens[role] = body.token;
        if (role === 'client') clientId = body.user?._id ?? '';
      }
      if (!clientId) throw new Error('the demo client has no id in its login answer');
      const times = new Map<string, number[]>(reads.map((r) => [r.name, []]));
      const failed = new Map<string, number>();
      for (let pass = 0; pass < passes; pass++) {
        for (const read of reads) {
          const body = JSON.parse(JSON.stringify(read.body).replace('{client}', clientId)) as unknown;
          const answer = await post(app.url, read.call, body, read.as ? tokens[read.as] : undefined);
          if (answer.status !== 200) {
            failed.set(read.name, (failed.get(read.name) ?? 0) + 1);
            if (pass === 0) progress(`reads: ${read.name} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 200)}`);
          }
          times.get(read.name)!.push(answer.ms);
        }
      }
      return reads.map((r) => {
        const all = times.get(r.name)!;
        return { name: r.name, call: r.call, first: round(all[0]!), all: roundSummary(summarize(all.slice(1))), failed: failed.get(r.name) ?? 0 };
      });
    } finally {
      await app.stop();
    }
  });
}

export async function runReads(options: BenchOptions): Promise<BenchResult> {
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const passes = options.quick ? QUICK_PASSES : PASSES;
  if (!options.sizes.includes('demo')) return { figures, details: { skipped: 'reads runs on the demo’s data only (--sizes demo)' } };
  for (const engine of options.engines) {
    progress(`reads: ${engine}: ${passes} passes of ${reads.length} calls on a copy of the demo's data, over HTTP to the app in its own process`);
    const measured = await measure(engine, passes);
    details[engine] = measured;
    const floor = measured[0]!;
    for (const m of measured.slice(1)) {
      const note = `p50 ${m.all.p50} ms, p99 ${m.all.p99} ms, the first call after ready ${m.first} ms${m.failed ? `, ${m.failed} of ${passes} not 200` : ''}`;
      const f = figure({
        bench: 'reads',
        engine,
        metric: `${m.name} p95 on the demo's data`,
        value: m.all.p95,
        unit: 'ms',
        baseline: { label: 'the floor p95 (getJourneyBrand)', value: floor.all.p95, unit: 'ms' },
        note,
      });
      figures.push(m.failed ? { ...f, pass: false } : f);
    }
  }
  return { figures, details: { passes, ...details } };
}
