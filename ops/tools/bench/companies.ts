import { sql } from 'kysely';
import type { NewEvent } from '../../../contracts/core/event-store';
import { companyReviewStreamId, companyStreamId } from '../../../contracts/marketplace/companies/ids';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { createCheckpointTable } from '../../../projections/core/checkpoint';
import { rebuildProjections } from '../../../projections/core/rebuild';
import { companyProjection } from '../../../projections/marketplace/companies/company.projection';
import { getCompanyById } from '../../../query/marketplace/companies/get-companies';
import { getReviewsTab } from '../../../query/marketplace/companies/get-reviews';
import { openPostgres } from '../../db/database';
import { createPostgresEventStore } from '../../event-store/postgres-event-store';
import { createEventStoreSchema } from '../../event-store/schema';
import { withBenchDatabase } from './support/postgres';
import { figure, progress } from './support/report';
import { round, roundSummary, seededRandom, summarize, timed } from './support/stats';
import type { BenchOptions, BenchResult } from './types';

// The companies' budget (PostgreSQL): a company page — its card with the three tabs' counts and
// its rating (getCompany), and its first 10 reviews (getReviews) — p95 ≤ 15 ms with 10,000
// companies and 200,000 reviews, beside the raw SELECTs of the same rows in the same run.
//
// The log is seeded as people would have written it (CompanyAdded, ReviewAdded, and jobs naming the
// companies), appended 500 streams to a transaction; the read models come from the projection's
// rebuild (its batch form). Reviews go mostly to a few companies, as they do: a popular company's
// first page reads the newest 10 of thousands.

const heads = ['Blue', 'Cedar', 'Dune', 'Ella', 'Galil', 'Hermon', 'Jaffa', 'Kinneret', 'Lavender', 'Meron', 'Negev', 'Orchard', 'Pardes', 'Sharon', 'Tavor', 'Yarkon', 'Zohar', 'Arbel', 'Carmel', 'Gilboa'];
const tails = ['Labs', 'Analytics', 'Robotics', 'Health', 'Fintech', 'Security', 'Studio', 'Cloud', 'Retail', 'Logistics', 'Energy', 'AI', 'Media', 'Bio', 'Systems', 'Games', 'Insurance', 'Foods', 'Mobility', 'Education'];

function history(companies: number, reviews: number, jobs: number, now: number) {
  const rng = seededRandom(77);
  const streams: { streamId: string; events: NewEvent[] }[] = [];
  const meta = (i: number) => ({ actor: `bench-user-${i % 5000}`, correlationId: `bc${i}` });
  const names: string[] = [];
  for (let c = 0; c < companies; c++) {
    const companyId = `bco${c.toString(36).padStart(5, '0')}`;
    const name = `${heads[c % heads.length]} ${tails[Math.floor(c / heads.length) % tails.length]} ${Math.floor(c / (heads.length * tails.length)) + 1}`;
    names.push(name);
    const addedAt = new Date(now - 700 * 86_400_000 + c * 1000).toISOString();
    streams.push({ streamId: companyStreamId(companyId), events: [{ type: 'CompanyAdded', data: { companyId, name, url: null, addedAt }, metadata: meta(c) }] });
  }
  // a company's share of the reviews falls with its rank (a few have thousands)
  const companyOf = () => Math.floor(companies * rng() ** 3);
  for (let r = 0; r < reviews; r++) {
    const reviewId = `brv${r.toString(36).padStart(6, '0')}`;
    const c = companyOf();
    const interview = rng() < 0.25;
    const rating = 1 + Math.floor(rng() * 5);
    const review = interview
      ? { rating, title: 'Backend Developer', interviewProcess: '<p>A phone screen and a home task</p>', difficulty: 1 + Math.floor(rng() * 5), gotOffer: 'none' }
      : { rating, title: 'QA Engineer', employmentType: 'FULL_TIME', headline: 'Good place to learn', pros: '<p>Mentoring</p>', cons: '<p>Meetings</p>', workLifeBalance: 1 + Math.floor(rng() * 5), recommendToFriend: rng() < 0.6 ? 'Positive' : 'Negative' };
    const addedAt = new Date(now - Math.floor(rng() * 600 * 86_400_000)).toISOString();
    const data = { reviewId, companyId: `bco${c.toString(36).padStart(5, '0')}`, authorId: `bench-user-${r % 5000}`, type: interview ? 'interview' : rng() < 0.5 ? 'current' : 'former', review, addedAt };
    streams.push({ streamId: companyReviewStreamId(reviewId), events: [{ type: 'ReviewAdded', data, metadata: meta(r) }] });
  }
  for (let j = 0; j < jobs; j++) {
    const jobId = `bjb${j.toString(36).padStart(6, '0')}`;
    const job = {
      title: 'Engineer', company: names[companyOf()]!, company_url: null, employmentType: 'FULL_TIME', seniorityLevel: 'Mid-Level', description: '<p>Build</p>', location: 'Tel Aviv', loc_lat: 32.08, loc_lng: 34.78,
      country: 'Israel', countryCode: 'IL', streetAddress: null, postalCode: null, salaryMin: null, salaryMax: null, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', tags: [], selectedTags: [], phone: null, phoneToAllJobs: false,
    };
    streams.push({ streamId: jobStreamId(jobId), events: [{ type: 'JobCreated', data: { jobId, ownerId: `bench-recruiter-${j % 500}`, job, status: rng() < 0.8 ? 'A' : 'O', createdAt: new Date(now - j * 60_000).toISOString() }, metadata: meta(j) }] });
  }
  return streams;
}

export async function runCompanies(options: BenchOptions): Promise<BenchResult> {
  if (!options.engines.includes('postgresql')) return { figures: [], details: { skipped: 'PostgreSQL only' } };
  const companies = options.quick ? 2_000 : 10_000;
  const reviews = options.quick ? 40_000 : 200_000;
  const jobs = options.quick ? 4_000 : 20_000;
  const pages = options.quick ? 200 : 500;
  return withBenchDatabase('companies', async (url) => {
    const engine = await openPostgres(url);
    try {
      await createEventStoreSchema(engine.db);
      await createCheckpointTable(engine.db);
      const store = createPostgresEventStore(engine);
      const now = Date.UTC(2026, 10, 29, 9);
      const log = history(companies, reviews, jobs, now);
      progress(`companies: appending ${companies} companies, ${reviews} reviews and ${jobs} jobs, 500 streams to a transaction`);
      const appendStarted = performance.now();
      for (let i = 0; i < log.length; i += 500)
        await store.appendMany(log.slice(i, i + 500).map((s) => ({ streamId: s.streamId, events: s.events, expectedVersion: 'no_stream' as const })));
      const appendSeconds = (performance.now() - appendStarted) / 1000;
      progress("companies: building the read models (the projection's batch form)");
      const rebuildStarted = performance.now();
      await rebuildProjections(store, engine.db, [companyProjection]);
      const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
      for (const table of ['company', 'company_review', 'company_job', 'company_job_count']) await sql`ANALYZE ${sql.table(table)}`.execute(engine.db);

      // the companies people open: mostly the reviewed ones, some of the rest
      const rng = seededRandom(78);
      const opened = Array.from({ length: 64 }, () => `bco${Math.floor(companies * rng() ** 2).toString(36).padStart(5, '0')}`);
      const page = (id: string) => Promise.all([getCompanyById(engine.db, id), getReviewsTab(engine.db, { cardContentType: 'reviews', company: id }, null)]);
      // the same rows by hand: the company with its jobs count, its newest 11 reviews
      const rawPage = (id: string) =>
        Promise.all([
          engine.prepared!('bench_company_card', 'SELECT c.*, j.active_jobs, j.company_url AS job_url FROM company c LEFT JOIN company_job_count j ON j.name_key = c.name_key WHERE c.id = $1', [id]),
          engine.prepared!('bench_company_reviews', "SELECT * FROM company_review WHERE company_id = $1 AND kind = 'review' ORDER BY added_at DESC, id DESC LIMIT 11", [id]),
        ]);
      const [sample] = await page(opened[0]!);
      for (let i = 0; i < 20; i++) await Promise.all([page(opened[i % opened.length]!), rawPage(opened[i % opened.length]!)]);
      progress(`companies: ${pages} company pages in turn with the raw queries`);
      const times = { page: [] as number[], raw: [] as number[] };
      for (let i = 0; i < pages; i++) {
        const id = opened[i % opened.length]!;
        times.page.push(await timed(() => page(id)));
        times.raw.push(await timed(() => rawPage(id)));
      }
      const pageSummary = summarize(times.page);
      const rawSummary = summarize(times.raw);
      const plan = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT * FROM company_review WHERE company_id = ${opened[0]!} AND kind = 'review' ORDER BY added_at DESC, id DESC LIMIT 11`.execute(engine.db)).rows.map((r) => r['QUERY PLAN']);
      await store.close();
      return {
        figures: [
          figure({
            bench: 'companies',
            engine: 'postgresql',
            metric: `company page p95 (card with the tabs' counts and rating + first 10 reviews, ${companies} companies, ${reviews} reviews)`,
            value: round(pageSummary.p95),
            unit: 'ms',
            baseline: { label: 'raw SELECTs of the card and the first reviews, p95', value: round(rawSummary.p95), unit: 'ms' },
            budget: { op: '<=', value: 15, on: 'value' },
          }),
        ],
        details: {
          companies,
          reviews,
          jobs,
          seeding: { appendSeconds: round(appendSeconds), rebuildSeconds: round(rebuildSeconds), how: "CompanyAdded, ReviewAdded and JobCreated appended 500 streams a transaction; read models by the projection's rebuild" },
          page: roundSummary(pageSummary),
          raw: roundSummary(rawSummary),
          sample: sample ? { reviews: sample.reviews, interviews: sample.interviews, jobs: sample.jobs, rating: sample.rating } : null,
          plan,
        },
      };
    } finally {
      await engine.close();
    }
  });
}
