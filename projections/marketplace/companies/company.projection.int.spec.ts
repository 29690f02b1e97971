import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { companyProjection } from './company.projection';

const at = '2026-11-20T09:00:00.000Z';
const job = (company: string) => ({
  title: 'QA Engineer', company, company_url: 'https://acme.example', employmentType: 'FULL_TIME', seniorityLevel: 'Junior', description: '<p>Test</p>', location: 'Haifa', loc_lat: 32.8, loc_lng: 34.99,
  country: 'Israel', countryCode: 'IL', streetAddress: null, postalCode: null, salaryMin: null, salaryMax: null, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', tags: [], selectedTags: [], phone: null, phoneToAllJobs: false,
});

describeProjection(companyProjection, (spec, db) => {
  const company = (id: string) => db().selectFrom('company').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobs = (key: string) => db().selectFrom('company_job_count').selectAll().where('name_key', '=', key).executeTakeFirst();

  it("adds up a company's reviews and interview reviews, and keeps who found each helpful", async () => {
    const [companyId, reviewId, interviewId] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('CompanyAdded', { companyId, name: 'Acme  Labs', url: null, addedAt: at }),
      storedEvent('ReviewAdded', { reviewId, companyId, authorId: 'u1', type: 'current', review: { rating: 4, title: 'Dev', careerOpportunities: 5, recommendToFriend: 'Positive', ceoJobPerformance: 'Disapprove' }, addedAt: at }),
      storedEvent('ReviewAdded', { reviewId: interviewId, companyId, authorId: 'u1', type: 'interview', review: { rating: 2, title: 'Dev', difficulty: 5 }, addedAt: at }),
      storedEvent('ReviewMarkedHelpful', { reviewId, companyId, userId: 'u2', markedAt: at }),
    );
    expect(await company(companyId)).toMatchObject({ name_key: 'acmelabs', reviews: 1, rating_sum: 4, career_sum: 5, career_count: 1, recommend_yes: 1, recommend_count: 1, ceo_approve: 0, ceo_count: 1, interviews: 1, interview_rating_sum: 2, difficulty_sum: 5 });
    const rows = await db().selectFrom('company_review').select(['id', 'kind', 'helpful']).where('company_id', '=', companyId).orderBy('kind').execute();
    expect(rows).toEqual([
      { id: interviewId, kind: 'interview', helpful: [] },
      { id: reviewId, kind: 'review', helpful: ['u2'] },
    ]);
  });

  it('adds each sub-rating a review gives to its sum and count, and counts who recommends the company and who approves of its CEO', async () => {
    const [companyId, rated, bare] = [randomUUID(), randomUUID(), randomUUID()];
    const name = `Rated ${companyId.slice(0, 6)}`;
    const added = storedEvent('CompanyAdded', { companyId, name, url: 'https://rated.example', addedAt: at });
    const review = storedEvent('ReviewAdded', {
      reviewId: rated, companyId, authorId: 'u1', type: 'current', addedAt: at,
      review: { rating: 3, title: 'Dev', careerOpportunities: 2, compensationsBenefits: 4, workLifeBalance: 5, seniorManagement: 1, cultureValues: 3, recommendToFriend: 'Negative', ceoJobPerformance: 'Approve' },
    });
    // a review that gives no sub-rating, recommendation or opinion of the CEO counts only as a review
    const last = storedEvent('ReviewAdded', { reviewId: bare, companyId, authorId: 'u2', type: 'former', review: { rating: 5, title: 'QA' }, addedAt: at });
    await spec.given(added, review, last);
    expect(await company(companyId)).toEqual({
      id: companyId, name, name_key: name.toLowerCase().replace(/\s+/g, ''), url: 'https://rated.example', added_at: new Date(at),
      reviews: 2, rating_sum: 8, interviews: 0, interview_rating_sum: 0, difficulty_sum: 0,
      career_sum: 2, career_count: 1, compensation_sum: 4, compensation_count: 1, balance_sum: 5, balance_count: 1, management_sum: 1, management_count: 1, culture_sum: 3, culture_count: 1,
      recommend_yes: 0, recommend_count: 1, ceo_approve: 1, ceo_count: 1, last_position: last.position,
    });
  });

  it("has an open page of the company read itself again when a review is added or marked helpful, once a batch, as of the company's last change", async () => {
    const [companyId, first, second] = [randomUUID(), randomUUID(), randomUUID()];
    const changed = (event: { position: string }) => ({ room: 'public', name: 'company.changed', message: { companyId, position: event.position } });
    const reviewed = (reviewId: string) => storedEvent('ReviewAdded', { reviewId, companyId, authorId: 'u1', type: 'current', review: { rating: 4, title: 'Dev' }, addedAt: at });
    const marked = (reviewId: string, userId: string) => storedEvent('ReviewMarkedHelpful', { reviewId, companyId, userId, markedAt: at });
    // a company added has no page open yet
    expect(await spec.given(storedEvent('CompanyAdded', { companyId, name: `Live ${companyId.slice(0, 6)}`, url: null, addedAt: at }))).toEqual([]);
    const review = reviewed(first);
    expect(await spec.given(review)).toEqual([changed(review)]);
    const mark = marked(first, 'u2');
    expect(await spec.given(mark)).toEqual([changed(mark)]);
    const [again, lastMark] = [reviewed(second), marked(second, 'u3')];
    expect(await spec.given(again, lastMark)).toEqual([changed(lastMark)]);
    // a mark on a review the read model does not have changes nothing and tells no one
    expect(await spec.given(marked(randomUUID(), 'u2'))).toEqual([]);
    // a batch of a mark and then a newer review tells the review's position, as one event at a time
    // would: the batch form tells its tables in the order of the log, not one table after the other
    const [olderMark, newer] = [marked(second, 'u4'), reviewed(randomUUID())];
    expect(await spec.givenViaBatchFormLive(olderMark, newer)).toEqual([changed(newer)]);
  });

  it('keeps each person who found a review helpful once, and a mark on a review since deleted brings it back to no list', async () => {
    const [companyId, reviewId] = [randomUUID(), randomUUID()];
    const fields = { rating: 4, title: 'Dev', pros: 'Team' };
    const marked = (userId: string) => storedEvent('ReviewMarkedHelpful', { reviewId, companyId, userId, markedAt: at });
    const events = [
      storedEvent('CompanyAdded', { companyId, name: `Helped ${companyId.slice(0, 6)}`, url: null, addedAt: at }),
      storedEvent('ReviewAdded', { reviewId, companyId, authorId: 'u1', type: 'interview', review: fields, addedAt: at }),
      marked('u2'),
      marked('u2'),
      marked('u3'),
    ];
    const last = marked('u3');
    await spec.given(...events, last);
    const review = () => db().selectFrom('company_review').selectAll().where('id', '=', reviewId).executeTakeFirst();
    expect(await review()).toEqual({ id: reviewId, company_id: companyId, kind: 'interview', type: 'interview', author_id: 'u1', added_at: new Date(at), fields, helpful: ['u2', 'u3'], last_position: last.position });
    await spec.given(storedEvent('ReportedObjectDeleted', { reportId: randomUUID(), objectId: reviewId, type: 'interview', company: null, deletedAt: at }));
    expect(await spec.given(marked('u4'))).toEqual([]);
    expect(await review()).toBeUndefined();
  });

  it("counts each name's active jobs as jobs are posted, renamed, closed and their recruiter deleted", async () => {
    const [a, b, owner] = [randomUUID(), randomUUID(), randomUUID()];
    const name = `Projection Co ${a.slice(0, 6)}`;
    const key = name.toLowerCase().replace(/\s+/g, '');
    await spec.given(
      storedEvent('JobCreated', { jobId: a, ownerId: owner, job: job(name), status: 'A', createdAt: at }),
      storedEvent('JobCreated', { jobId: b, ownerId: owner, job: job('Elsewhere'), status: 'A', createdAt: at }),
    );
    expect(await jobs(key)).toMatchObject({ active_jobs: 1, company_url: 'https://acme.example' });
    await spec.given(storedEvent('JobUpdated', { jobId: b, changes: { company: name.toUpperCase() }, updatedAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 2 });
    expect(await jobs('elsewhere')).toMatchObject({ active_jobs: 0 });
    await spec.given(storedEvent('JobStatusChanged', { jobId: a, ownerId: owner, status: 'O', changedAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 1 });
    await spec.given(storedEvent('AccountDeleted', { userId: owner, deletedAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 0 });
  });

  it('moves the count by each change once: a job opened, reopened, sent again and its recruiter deleted twice', async () => {
    const [a, b, owner] = [randomUUID(), randomUUID(), randomUUID()];
    const name = `Once Co ${a.slice(0, 6)}`;
    const key = name.toLowerCase().replace(/\s+/g, '');
    await spec.given(storedEvent('JobCreated', { jobId: a, ownerId: owner, job: job(name), status: 'O', createdAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 0 });
    const opened = storedEvent('JobStatusChanged', { jobId: a, ownerId: owner, status: 'A', changedAt: at });
    await spec.given(opened, storedEvent('JobCreated', { jobId: b, ownerId: owner, job: job(name), status: 'A', createdAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 2 });
    // the same event again, and an opening of a job that is open: neither counts
    await spec.given(opened);
    await spec.given(storedEvent('JobStatusChanged', { jobId: a, ownerId: owner, status: 'A', changedAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 2 });
    await spec.given(storedEvent('JobUpdated', { jobId: a, changes: { company_url: 'https://once.example' }, updatedAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 2, company_url: 'https://once.example' });
    await spec.given(storedEvent('AccountDeleted', { userId: owner, deletedAt: at }), storedEvent('AccountDeleted', { userId: owner, deletedAt: at }));
    expect(await jobs(key)).toMatchObject({ active_jobs: 0 });
  });

  // The first start posts ten thousand jobs: a run of posted and changed jobs in a batch is written
  // together (company-jobs.ts, moveJobs), and must leave what the events leave one by one.
  it('leaves the same jobs and counts through the batch form as event by event, for a run of jobs posted, renamed, sent again and changed', async () => {
    const scenario = () => {
      const tag = randomUUID().slice(0, 8);
      const [a, b, c, d, owner] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const name = `Run Co ${tag}`;
      const other = `Other Co ${tag}`;
      const posted = storedEvent('JobCreated', { jobId: a, ownerId: owner, job: job(name), status: 'A', createdAt: at });
      const events = [
        posted,
        storedEvent('JobCreated', { jobId: b, ownerId: owner, job: { ...job(name), company_url: 'https://b.example' }, status: 'O', createdAt: at }),
        storedEvent('JobCreated', { jobId: c, ownerId: owner, job: job(other), status: 'A', createdAt: at }),
        storedEvent('JobUpdated', { jobId: c, changes: { company: name }, updatedAt: at }),
        storedEvent('JobUpdated', { jobId: a, changes: { company_url: 'https://new.example' }, updatedAt: at }),
        storedEvent('JobUpdated', { jobId: b, changes: { title: 'Only the title' }, updatedAt: at }),
        // the same event again: counts nothing
        posted,
        storedEvent('JobUpdated', { jobId: a, changes: { company: other }, updatedAt: at }),
        storedEvent('JobStatusChanged', { jobId: b, ownerId: owner, status: 'A', changedAt: at }),
        storedEvent('JobCreated', { jobId: d, ownerId: owner, job: { ...job(other), company_url: null }, status: 'A', createdAt: at }),
      ];
      const key = (n: string) => n.toLowerCase().replace(/\s+/g, '');
      const seen = async () => ({
        counts: (await db().selectFrom('company_job_count').select(['name_key', 'active_jobs', 'company_url']).where('name_key', 'in', [key(name), key(other)]).execute())
          .map((r) => ({ ...r, name_key: r.name_key === key(name) ? 'name' : 'other' }))
          .sort((x, y) => x.name_key.localeCompare(y.name_key)),
        jobs: (await db().selectFrom('company_job').select(['job_id', 'name_key', 'active']).where('job_id', 'in', [a, b, c, d]).execute())
          .map((r) => ({ job: 'abcd'[([a, b, c, d] as string[]).indexOf(r.job_id)], name_key: r.name_key === key(name) ? 'name' : 'other', active: r.active }))
          .sort((x, y) => x.job!.localeCompare(y.job!)),
      });
      return { events, seen };
    };
    const oneByOne = scenario();
    await spec.given(...oneByOne.events);
    const together = scenario();
    await spec.givenViaBatchForm(...together.events);
    const expected = {
      counts: [
        { name_key: 'name', active_jobs: 2, company_url: 'https://new.example' },
        { name_key: 'other', active_jobs: 2, company_url: 'https://acme.example' },
      ],
      jobs: [
        { job: 'a', name_key: 'other', active: true },
        { job: 'b', name_key: 'name', active: true },
        { job: 'c', name_key: 'name', active: true },
        { job: 'd', name_key: 'other', active: true },
      ],
    };
    expect(await oneByOne.seen()).toEqual(expected);
    expect(await together.seen()).toEqual(expected);
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    const [companyId, reviewId, jobId] = [randomUUID(), randomUUID(), randomUUID()];
    const name = `Batch Co ${companyId.slice(0, 6)}`;
    await spec.givenViaBatchForm(
      storedEvent('JobCreated', { jobId, ownerId: 'o1', job: job(name), status: 'A', createdAt: at }),
      storedEvent('CompanyAdded', { companyId, name, url: 'https://batch.example', addedAt: at }),
      storedEvent('ReviewAdded', { reviewId, companyId, authorId: 'u1', type: 'former', review: { rating: 5, title: 'Dev', lastYearEmployment: 2025 }, addedAt: at }),
      storedEvent('ReviewMarkedHelpful', { reviewId, companyId, userId: 'u3', markedAt: at }),
      storedEvent('JobStatusChanged', { jobId, ownerId: 'o1', status: 'O', changedAt: at }),
    );
    expect(await company(companyId)).toMatchObject({ reviews: 1, rating_sum: 5 });
    expect(await jobs(name.toLowerCase().replace(/\s+/g, ''))).toMatchObject({ active_jobs: 0 });
    expect((await db().selectFrom('company_review').select('helpful').where('id', '=', reviewId).executeTakeFirstOrThrow()).helpful).toEqual(['u3']);
  });
  it("takes a deleted reported review off its company's lists and out of its counts, once, in both forms", async () => {
    for (const form of ['event', 'batch'] as const) {
      const [companyId, kept, dropped, interview] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const deleted = (objectId: string, type: string) => storedEvent('ReportedObjectDeleted', { reportId: randomUUID(), objectId, type, company: 'Acme', deletedAt: at });
      const events = [
        storedEvent('CompanyAdded', { companyId, name: `Moderated ${companyId.slice(0, 6)}`, url: null, addedAt: at }),
        storedEvent('ReviewAdded', { reviewId: kept, companyId, authorId: 'u1', type: 'current', review: { rating: 4, title: 'Dev', careerOpportunities: 4 }, addedAt: at }),
        storedEvent('ReviewAdded', { reviewId: dropped, companyId, authorId: 'u2', type: 'former', review: { rating: 1, title: 'Dev', careerOpportunities: 1, workLifeBalance: 2, recommendToFriend: 'Negative', ceoJobPerformance: 'Approve', lastYearEmployment: 2025 }, addedAt: at }),
        storedEvent('ReviewAdded', { reviewId: interview, companyId, authorId: 'u2', type: 'interview', review: { rating: 3, title: 'Dev', difficulty: 4 }, addedAt: at }),
        // a review reported as an interview is not that interview; a job's report is none of these
        deleted(dropped, 'interview'),
        deleted(dropped, 'review'),
        deleted(dropped, 'review'),
        deleted(interview, 'interview'),
        deleted(kept, 'job'),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await company(companyId), form).toMatchObject({
        reviews: 1, rating_sum: 4, career_sum: 4, career_count: 1, balance_sum: 0, balance_count: 0, recommend_yes: 0, recommend_count: 0, ceo_approve: 0, ceo_count: 0, interviews: 0, interview_rating_sum: 0, difficulty_sum: 0,
      });
      expect(await db().selectFrom('company_review').select('id').where('company_id', '=', companyId).execute(), form).toEqual([{ id: kept }]);
    }
  });
});
