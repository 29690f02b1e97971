import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../../contracts/marketplace/companies/company';
import type { ReviewsAnswer } from '../../../contracts/marketplace/companies/calls';
import { companyNameStreamId } from '../../../contracts/marketplace/companies/ids';
import { REQUIRED_FIELDS, type ReviewType } from '../../../contracts/marketplace/companies/review-values';
import type { Review } from '../../../contracts/marketplace/companies/review';
import { startTestApp, validJob, type TestApp } from '../../support/test-app';
import { eventually } from '../../tasks/close-job-later';
import { mailsOf } from '../alerts/alerts-support';
import { nextMessage } from '../../support/next-message';
import { addCompany, currentReview, formerReview, interviewReview, okCall, thisYear } from './companies-support';

// Companies and their reviews through HTTP: one company per name under requests at the same moment,
// the required fields of each review type refused naming the field, the rating, sub-ratings and
// counts a review moves, the tabs' pages, Helpful once per person, and the jobs under a name.
type Issue = { path: string; message: string; code?: string };
type Refusal = { error: string; code: string; messageCode?: string; issues?: Issue[] };

let t: TestApp;
let writer: { token: string; userId: string };
let reader: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  [writer, reader] = await Promise.all([t.signUp(), t.signUp()]);
});
afterAll(async () => {
  await t?.stop();
});

const company = (body: Record<string, unknown>) => okCall<{ result: Company } | { notFound: true }>(t, 'getCompany', body);
const tab = (company: string, cardContentType: string, skipId?: string, token?: string) =>
  okCall<ReviewsAnswer>(t, 'getReviews', { cardContentType, company, ...(skipId ? { skipId } : {}) }, token);
const write = (review: Record<string, unknown>, token = writer.token) => okCall<{ review: Review; company: Company; message: string }>(t, 'addReview', review, token);

describe('adding a company', () => {
  it('requires a name and an account: 400 naming the field, 401 for a visitor; nothing is added', async () => {
    const blank = await t.call<Refusal>('addCompany', { company: '  ' }, writer.token);
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([expect.objectContaining({ path: 'company', code: 'CompanyNameRequired', message: "Write the company's name" })]);
    const visitor = await t.call('addCompany', { company: 'Nobody Inc' });
    expect(visitor.status).toBe(401);
    expect(await company({ name: 'Nobody Inc' })).toEqual({ notFound: true });
  });

  it('lists the company with its address (http:// added), found by id and by its name in any case and spacing', async () => {
    const added = await addCompany(t, writer.token, 'Kinneret Cloud', 'kinneret.example');
    expect(added).toMatchObject({ name: 'Kinneret Cloud', url: 'http://kinneret.example', slug: 'kinneret-cloud', rating: null, reviews: 0, interviews: 0, jobs: 0 });
    expect(await company({ id: added._id })).toEqual({ result: added });
    expect(await company({ name: 'kinneret   CLOUD' })).toEqual({ result: added });
  });

  it('keeps one company per name when the same name, in any case and spacing, is added at the same moment', async () => {
    const names = ['Galil Fintech', 'galil fintech', 'GALIL  FINTECH', ' GalilFintech ', 'Galil Fintech', 'galil FinTech'];
    const people = await Promise.all(names.map(() => t.signUp()));
    const answers = await Promise.all(names.map((name, i) => t.call<Refusal & { company: Company }>('addCompany', { company: name }, people[i]!.token)));
    const added = answers.filter((a) => a.status === 200);
    expect(added).toHaveLength(1);
    const listed = added[0]!.body.company;
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CompanyExists', error: `${listed.name} is already listed`, messageCode: 'CompanyNameTaken' });
    }
    const found = await okCall<{ list: Company[]; total: number }>(t, 'getCompanies', { search: 'ga' });
    expect(found.list.filter((c) => c.name.replace(/\s/g, '').toLowerCase() === 'galilfintech')).toEqual([listed]);
    expect((await t.app.store.readStream(companyNameStreamId('galil fintech'))).map((e) => e.type)).toEqual(['CompanyNameReserved']);
  });

  it('lists the companies the most reviewed first, and searches by the start of the name', async () => {
    const first = await addCompany(t, writer.token, 'Zohar Insurance');
    await write(currentReview(first._id));
    const list = await okCall<{ list: Company[]; total: number }>(t, 'getCompanies', {});
    expect(list.list[0]).toMatchObject({ _id: first._id, reviews: 1 });
    expect(list.total).toBeGreaterThanOrEqual(3);
    const search = await okCall<{ list: Company[]; total: number }>(t, 'getCompanies', { search: 'zo' });
    expect(search.list.map((c) => c.name)).toEqual(['Zohar Insurance']);
    expect(search.total).toBe(1);
  });
});

describe('writing a review', () => {
  let target: Company;
  beforeAll(async () => {
    target = await addCompany(t, writer.token, 'Cedar Analytics');
  });

  const refused = async (body: Record<string, unknown>) => {
    const res = await t.call<Refusal>('addReview', body, writer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    return res.body;
  };

  it('refuses each required field of each type missing, with a coded issue naming the field', async () => {
    const full: Record<ReviewType, Record<string, unknown>> = { current: currentReview(target._id), former: formerReview(target._id), interview: interviewReview(target._id) };
    const codes: Record<string, string> = {
      rating: 'ReviewRatingRequired', title: 'ReviewTitleRequired', headline: 'ReviewHeadlineRequired', pros: 'ReviewProsRequired', cons: 'ReviewConsRequired', employmentType: 'ReviewEmploymentTypeRequired',
      lastYearEmployment: 'ReviewLastYearRequired', interviewProcess: 'ReviewProcessRequired', difficulty: 'ReviewDifficultyRequired', gotOffer: 'ReviewOfferRequired',
    };
    for (const type of ['current', 'former', 'interview'] as const)
      for (const field of REQUIRED_FIELDS[type]) {
        const { [field]: _left, ...without } = full[type];
        const body = await refused(without);
        expect(body.issues?.map((i) => [i.path, i.code]), `${type} without ${field}`).toEqual([[field, codes[field]]]);
      }
    const untyped = await refused({ company: target._id, rating: 4, title: 'Anything' });
    expect(untyped.issues?.[0]).toMatchObject({ code: 'ReviewTypeRequired' });
    expect((await tab(target._id, 'reviews')).list).toEqual([]);
  });

  it('takes a visitor to sign in (401) and refuses a review of a company not listed (404)', async () => {
    expect((await t.call('addReview', currentReview(target._id))).status).toBe(401);
    const unknown = await t.call<Refusal>('addReview', currentReview('no-such-company'), writer.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('CompanyNotFound');
  });

  it('refuses a year outside the last five, naming the field', async () => {
    const body = await refused(formerReview(target._id, { lastYearEmployment: thisYear() - 5 }));
    expect(body).toMatchObject({ code: 'ReviewRefused', issues: [{ path: 'lastYearEmployment', code: 'ReviewYearRange' }] });
  });

  it('cleans the rich text, and refuses pros that were only a script', async () => {
    const { review } = await write(currentReview(target._id, { pros: '<p onclick="alert(1)">Kind <b>people</b></p><script>alert(2)</script>' }));
    expect(review.pros).toBe('<p>Kind <b>people</b></p>');
    const body = await refused(currentReview(target._id, { pros: '<script>alert(1)</script>' }));
    expect(body).toMatchObject({ code: 'ReviewRefused', issues: [{ path: 'pros', code: 'ReviewProsRequired' }] });
  });
});

describe("a company's rating, counts and tabs", () => {
  it('moves the rating, the sub-ratings and the counts as reviews arrive, and answers them with the review', async () => {
    const target = await addCompany(t, writer.token, 'Dune Robotics');
    await write(currentReview(target._id, { rating: 5, workLifeBalance: 4, recommendToFriend: 'Positive', ceoJobPerformance: 'Approve' }));
    const second = await write(formerReview(target._id, { rating: 2, workLifeBalance: 2, careerOpportunities: 3, recommendToFriend: 'Negative' }));
    expect(second.message).toBe('Thank you for writing a review');
    expect(second.company).toMatchObject({ rating: 3.5, reviews: 2, interviews: 0, recommendToFriend: 50, ceoApproval: 100 });
    expect(second.company.ratings).toEqual({ careerOpportunities: 3, compensationsBenefits: null, workLifeBalance: 3, seniorManagement: null, cultureValues: null });
    const interview = await write(
      interviewReview(target._id, { rating: 4, difficulty: 2, gotOffer: 'accepted', phoneScreen: true, processPeriod: 3, processPeriodLabel: 'Weeks', interviewQuestions: [{ question: 'Tell us about a bug you fixed', answer: 'A race in the cache' }] }),
    );
    expect(interview.company).toMatchObject({ rating: 3.5, reviews: 2, interviews: 1, interviewRating: 4, interviewDifficulty: 2 });
    expect(interview.review).toMatchObject({ type: 'interview', phoneScreen: true, processPeriod: 3, processPeriodLabel: 'Weeks', interviewQuestions: [{ question: 'Tell us about a bug you fixed', answer: 'A race in the cache' }], mine: true });
    expect((await company({ id: target._id })) as { result: Company }).toEqual({ result: interview.company });
    const reviews = await tab(target._id, 'reviews');
    expect((reviews.list as Review[]).map((r) => [r.type, r.rating])).toEqual([['former', 2], ['current', 5]]);
    expect((await tab(target._id, 'interviews')).list.map((r) => r.title)).toEqual(['Data Analyst']);
  });

  it('pages a tab 10 at a time after the one skipId names, newest first', async () => {
    const target = await addCompany(t, writer.token, 'Hermon Security');
    for (let i = 1; i <= 12; i++) await write(currentReview(target._id, { headline: `Review ${i}` }));
    const first = await tab(target._id, 'reviews');
    expect(first.list.map((r) => 'headline' in r && r.headline)).toEqual(Array.from({ length: 10 }, (_, i) => `Review ${12 - i}`));
    expect(first.noMore).toBe(false);
    const next = await tab(target._id, 'reviews', first.list.at(-1)!._id);
    expect(next.list.map((r) => 'headline' in r && r.headline)).toEqual(['Review 2', 'Review 1']);
    expect(next.noMore).toBe(true);
    expect((await t.call('getReviews', { cardContentType: 'reviews', company: 'no-such-company' })).status).toBe(404);
  });

  it("tells every open page of the company, visitors' too, when a review is written or marked Helpful", async () => {
    const target = await addCompany(t, writer.token, 'Arbel Labs');
    const other = await addCompany(t, writer.token, 'Arbel Other');
    const visitor = await t.socket();
    try {
      const heard = (companyId: string) => nextMessage<{ companyId: string; position: string }>(visitor, 'company.changed', (m) => m.companyId === companyId, 5000);
      const written = heard(target._id);
      const { review } = await write(currentReview(target._id));
      expect(await written).toMatchObject({ companyId: target._id, position: expect.any(String) });
      const marked = heard(target._id);
      await okCall(t, 'addHelpful', { id: review._id, type: 'review' }, reader.token);
      expect((await marked).companyId).toBe(target._id);
      // a review of another company is that company's news alone (messages come in the log's order)
      const since: string[] = [];
      visitor.on('company.changed', (m: { companyId: string }) => since.push(m.companyId));
      const elsewhere = heard(other._id);
      await write(currentReview(other._id));
      await elsewhere;
      expect(since).toEqual([other._id]);
    } finally {
      visitor.disconnect();
    }
  });

  it('counts Helpful once per person, never the author, and disables it for who marked it', async () => {
    const target = await addCompany(t, writer.token, 'Ella Health');
    const { review } = await write(currentReview(target._id));
    expect(await okCall(t, 'addHelpful', { id: review._id, type: 'review' }, reader.token)).toEqual({ helpful: [reader.userId] });
    expect(await okCall(t, 'addHelpful', { id: review._id, type: 'review' }, reader.token)).toEqual({ helpful: [reader.userId] });
    const own = await t.call<Refusal>('addHelpful', { id: review._id, type: 'review' }, writer.token);
    expect([own.status, own.body.code]).toEqual([409, 'HelpfulOwnReview']);
    const wrongKind = await t.call<Refusal>('addHelpful', { id: review._id, type: 'interview' }, reader.token);
    expect([wrongKind.status, wrongKind.body.code]).toEqual([404, 'ReviewNotFound']);
    expect((await t.call('addHelpful', { id: review._id, type: 'review' })).status).toBe(401);
    const [seen] = (await tab(target._id, 'reviews', undefined, reader.token)).list as Review[];
    expect(seen).toMatchObject({ helpful: [reader.userId], markedHelpful: true, mine: false });
    const [own2] = (await tab(target._id, 'reviews', undefined, writer.token)).list as Review[];
    expect(own2).toMatchObject({ markedHelpful: false, mine: true });
  });

  it("counts the active jobs under the company's name, posted before or after it was listed, and lists them", async () => {
    const recruiter = await t.signUp({ lookingforwork: false });
    const post = (title: string, name: string) => okCall<{ job: { _id: string } }>(t, 'createNewJob', { jobInfo: validJob({ title, company: name, company_url: 'tavor.example' }) }, recruiter.token);
    const early = await post('QA Lead', 'tavor  SYSTEMS');
    const target = await addCompany(t, writer.token, 'Tavor Systems');
    expect(target).toMatchObject({ jobs: 1, url: null, urls: ['http://tavor.example'] });
    const late = await post('Data Engineer', 'Tavor Systems');
    await post('Elsewhere', 'Another Company');
    expect(((await company({ id: target._id })) as { result: Company }).result.jobs).toBe(2);
    const jobs = await tab(target._id, 'jobs');
    expect(jobs.list.map((j) => j._id)).toEqual([late.job._id, early.job._id]);
    expect(jobs.list[0]).toMatchObject({ title: 'Data Engineer', location: 'Tel Aviv' });
    await okCall(t, 'changeJobStatus', { jobId: early.job._id, newStatus: 'O' }, recruiter.token);
    expect(((await company({ id: target._id })) as { result: Company }).result.jobs).toBe(1);
    expect((await tab(target._id, 'jobs')).list.map((j) => j._id)).toEqual([late.job._id]);
  });

  it('tells the recruiters with an open job at the company of a new review, in their language, and not one whose jobs there are closed', async () => {
    const target = await addCompany(t, writer.token, 'Hermon Robotics');
    // the notices go out in address order: the closed job's recruiter would be mailed first
    const at = Date.now();
    const [open, hebrew, closed] = await Promise.all([
      t.signUp({ lookingforwork: false, first_name: 'Rina', email: `z-open-${at}@example.com` }),
      t.signUp({ lookingforwork: false, first_name: 'Dalia', language: 'he', email: `z-hebrew-${at}@example.com` }),
      t.signUp({ lookingforwork: false, email: `a-closed-${at}@example.com` }),
    ]);
    const post = (token: string) => okCall<{ job: { _id: string } }>(t, 'createNewJob', { jobInfo: validJob({ title: 'Robotics Engineer', company: 'Hermon Robotics' }) }, token);
    await Promise.all([post(open.token), post(hebrew.token)]);
    const shut = await post(closed.token);
    await okCall(t, 'changeJobStatus', { jobId: shut.job._id, newStatus: 'O' }, closed.token);
    await write(currentReview(target._id, { headline: 'Great robots, long hours' }));
    const notice = (email: string) => eventually(async () => (await mailsOf(t, email, 'review-notice'))[0] ?? null);
    const english = await notice(open.email);
    expect(english).toMatchObject({ subject: 'A new review of Hermon Robotics' });
    expect(english!.text_body).toContain('“Great robots, long hours”');
    expect(english!.text_body).toContain(`/companies/hermon-robotics-${target._id}`);
    const inHebrew = await notice(hebrew.email);
    expect(inHebrew!.subject).toBe('חוות דעת חדשה על Hermon Robotics');
    const sent = await t.engine.db.selectFrom('mail_outbox').select('to_address').where('template', '=', 'review-notice').where('to_address', 'in', [open.email, hebrew.email, closed.email]).execute();
    expect(sent.map((m) => m.to_address).sort()).toEqual([open.email, hebrew.email].sort());
  });
});
