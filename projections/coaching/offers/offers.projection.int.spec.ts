import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { offersProjection } from './offers.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-25T12:00:00.000Z';
const job = { type: 'Before Service', company: 'Globex', title: 'Analyst', titleGroup: 'Data', titleCategories: ['Data'], seniority: 'Mid-Level', salary: 18000, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', dateStart: '2024-01-01', description: 'Reports' };
const benefits = { food: 'Cibus', transportation: '', bonuses: '', hybridDays: '2', daysOff: '', companyLocation: '', extraPerks: '', optionsAndStockPackage: '', cLevelTips: '' };
const offer = {
  interviewId: 'i1', company: 'Initech', title: 'Senior Analyst', titleGroup: 'Data', titleCategories: [], seniority: 'Senior',
  firstSalaryOffer: 20000, firstSalaryOfferCurrency: 'ILS', firstSalaryOfferFrequency: 'MONTH', finalSalary: 23000, finalSalaryCurrency: 'ILS', finalSalaryFrequency: 'MONTH',
  clearJobDefenition: 'Payments analytics', benefits,
};

describeProjection(offersProjection, (spec, db) => {
  it('keeps jobs and offers as edited, turns a signed offer into a job, and changes nothing on a replay', async () => {
    const userId = randomUUID();
    const added = storedEvent('TalentJobAdded', { userId, jobId: 'j1', job, addedAt: at });
    // positions follow creation: the offer is added before it is edited
    const offerAdded = storedEvent('TalentOfferAdded', { userId, offerId: 'o1', offer, addedAt: at });
    const edited = storedEvent('TalentOfferEdited', { userId, offerId: 'o1', offer: { ...offer, finalSalary: 24000 }, editedAt: at });
    await spec.given(added, offerAdded, edited);
    await spec.given(storedEvent('TalentOfferSigned', { userId, offerId: 'o1', jobId: 'j2', startDate: '2027-01-01', job: { ...job, type: 'After Service', company: 'Initech', salary: 24000, dateStart: '2027-01-01' }, signedAt: later }));
    await spec.given(added, edited);
    const jobs = await db().selectFrom('talent_job').select(['job_id', 'company', 'offer_id', 'date_start', 'salary']).where('user_id', '=', userId).orderBy('job_id').execute();
    expect(jobs).toEqual([
      { job_id: 'j1', company: 'Globex', offer_id: null, date_start: '2024-01-01', salary: 18000 },
      { job_id: 'j2', company: 'Initech', offer_id: 'o1', date_start: '2027-01-01', salary: 24000 },
    ]);
    const offers = await db().selectFrom('talent_offer').select(['offer_id', 'final_salary', 'signed_job_id', 'start_date', 'benefits', 'interview_id']).where('user_id', '=', userId).execute();
    expect(offers).toEqual([{ offer_id: 'o1', final_salary: 24000, signed_job_id: 'j2', start_date: '2027-01-01', benefits, interview_id: 'i1' }]);
  });

  it('removes deleted jobs, offers and projects, and all of a deleted account', async () => {
    const userId = randomUUID();
    const project = { title: 'CLI', link: 'https://example.com', description: 'A tool', startDate: '2026-10-01', endDate: null };
    await spec.given(
      storedEvent('TalentJobAdded', { userId, jobId: 'j1', job, addedAt: at }),
      storedEvent('TalentJobDeleted', { userId, jobId: 'j1', deletedAt: at }),
      storedEvent('TalentOfferAdded', { userId, offerId: 'o1', offer, addedAt: at }),
      storedEvent('TalentOfferDeleted', { userId, offerId: 'o1', deletedAt: at }),
      storedEvent('TalentProjectAdded', { userId, projectId: 'p1', project, addedAt: at }),
      storedEvent('TalentProjectEdited', { userId, projectId: 'p1', project: { ...project, endDate: '2026-12-01' }, editedAt: later }),
    );
    expect(await db().selectFrom('talent_job').select('job_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await db().selectFrom('talent_offer').select('offer_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await db().selectFrom('talent_project').select(['title', 'end_date']).where('user_id', '=', userId).execute()).toEqual([{ title: 'CLI', end_date: '2026-12-01' }]);
    await spec.given(storedEvent('TalentJobAdded', { userId, jobId: 'j3', job, addedAt: at }), storedEvent('AccountDeleted', { userId, deletedAt: later }));
    expect(await db().selectFrom('talent_job').select('job_id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await db().selectFrom('talent_project').select('project_id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('shows an edited job as edited, and the other jobs as they were', async () => {
    const userId = randomUUID();
    await spec.given(
      storedEvent('TalentJobAdded', { userId, jobId: 'j1', job, addedAt: at }),
      storedEvent('TalentJobAdded', { userId, jobId: 'j2', job, addedAt: at }),
      storedEvent('TalentJobEdited', { userId, jobId: 'j1', job: { ...job, company: 'Hooli', salary: 19000 }, editedAt: later }),
    );
    const jobs = await db().selectFrom('talent_job').select(['job_id', 'company', 'salary', 'created_at', 'updated_at']).where('user_id', '=', userId).orderBy('job_id').execute();
    expect(jobs).toEqual([
      { job_id: 'j1', company: 'Hooli', salary: 19000, created_at: new Date(at), updated_at: new Date(later) },
      { job_id: 'j2', company: 'Globex', salary: 18000, created_at: new Date(at), updated_at: new Date(at) },
    ]);
  });

  it('removes only the deleted project', async () => {
    const userId = randomUUID();
    const project = { title: 'CLI', link: 'https://example.com', description: 'A tool', startDate: '2026-10-01', endDate: null };
    await spec.given(
      storedEvent('TalentProjectAdded', { userId, projectId: 'p1', project, addedAt: at }),
      storedEvent('TalentProjectAdded', { userId, projectId: 'p2', project: { ...project, title: 'Site' }, addedAt: at }),
    );
    await spec.given(storedEvent('TalentProjectDeleted', { userId, projectId: 'p1', deletedAt: later }));
    expect(await db().selectFrom('talent_project').select(['project_id', 'title']).where('user_id', '=', userId).execute()).toEqual([{ project_id: 'p2', title: 'Site' }]);
  });
});
