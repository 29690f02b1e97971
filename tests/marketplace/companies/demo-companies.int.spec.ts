import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewsAnswer } from '../../../contracts/marketplace/companies/calls';
import type { Company } from '../../../contracts/marketplace/companies/company';
import type { Review } from '../../../contracts/marketplace/companies/review';
import { projections } from '../../../ops/registry';
import { seedDemoCompanies } from '../../../ops/tools/seed/demo-companies';
import { demoCompanies } from '../../../ops/tools/seed/demo-jobs';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';
import { okCall } from './companies-support';

// The demo's companies: every company the demo jobs name is listed (a demo job links to its page),
// with reviews and interview reviews in English and Hebrew, made through the commands.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

describe('the demo companies', () => {
  it("lists the demo jobs' companies with reviews and interview reviews in English and Hebrew, and a demo job links to its company", async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    await okCall(t, 'createNewJob', { jobInfo: validJob({ company: demoCompanies[0] }) }, recruiter.token);
    const reviewers = await Promise.all([1, 2, 3, 4].map(() => t.signUp()));
    const waitFor = (p: string) => t.app.runner!.waitFor(p, 60_000, projections.map((x) => x.name));
    const last = await seedDemoCompanies(t.app.deps, reviewers.map((r) => r.userId), waitFor);
    await waitFor(last!);

    const listed = await okCall<{ list: Company[]; total: number }>(t, 'getCompanies', { page: 1 });
    expect(listed.total).toBe(demoCompanies.length);
    const first = (await okCall<{ result: Company }>(t, 'getCompany', { name: demoCompanies[0] })).result;
    expect(first).toMatchObject({ reviews: 5, interviews: 3, jobs: 1, url: 'https://blueharborlabs.example' });
    expect(first.rating).toBeGreaterThan(0);
    const reviews = (await okCall<ReviewsAnswer>(t, 'getReviews', { cardContentType: 'reviews', company: first._id })).list as Review[];
    const interviews = (await okCall<ReviewsAnswer>(t, 'getReviews', { cardContentType: 'interviews', company: first._id })).list as Review[];
    const texts = [...reviews.map((r) => r.headline ?? ''), ...interviews.map((r) => r.interviewProcess ?? '')];
    expect(texts.some((text) => /[\u0590-\u05FF]/.test(text))).toBe(true);
    expect(texts.some((text) => /^[\x20-\x7E<>/]+$/.test(text))).toBe(true);
    expect(reviews.some((r) => r.helpful.length > 0)).toBe(true);
  });
});
