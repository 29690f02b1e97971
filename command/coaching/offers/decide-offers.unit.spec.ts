import { describe, expect, it } from 'vitest';
import type { OffersEvent, TalentJobFields, TalentOfferFields } from '../../../contracts/coaching/offers/events';
import { offersMessages as m } from '../../../contracts/coaching/offers/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { jobOfOffer, offersDecider } from './decide-offers';
import { projectsDecider } from './decide-projects';

const given = DeciderSpecification.for(offersDecider);
const userId = 'u-1';
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const earlier = '2026-11-01T00:00:00.000Z';

const job: TalentJobFields = {
  type: 'Before Service', company: 'Globex', title: 'Analyst', titleGroup: 'Data', titleCategories: ['Data'], seniority: 'Mid-Level',
  salary: 18000, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', dateStart: '2024-01-01', description: '',
};
const benefits = { food: '', transportation: '', bonuses: '', hybridDays: '', daysOff: '', companyLocation: '', extraPerks: '', optionsAndStockPackage: '', cLevelTips: '' };
const offer: TalentOfferFields = {
  interviewId: null, company: 'Initech', title: 'Senior Analyst', titleGroup: 'Data', titleCategories: [], seniority: 'Senior',
  firstSalaryOffer: 20000, firstSalaryOfferCurrency: 'ILS', firstSalaryOfferFrequency: 'MONTH',
  finalSalary: 6000, finalSalaryCurrency: 'USD', finalSalaryFrequency: 'MONTH', clearJobDefenition: 'Payments analytics', benefits,
};
const jobAdded: OffersEvent = { type: 'TalentJobAdded', data: { userId, jobId: 'j1', job, addedAt: earlier } };
const offerAdded: OffersEvent = { type: 'TalentOfferAdded', data: { userId, offerId: 'o1', offer, addedAt: earlier } };
const signed: OffersEvent = { type: 'TalentOfferSigned', data: { userId, offerId: 'o1', jobId: 'j2', startDate: '2027-01-01', job: jobOfOffer(offer, 'After Service', '2027-01-01'), signedAt: earlier } };

describe('the jobs-and-offers decider', () => {
  it('adds a job, and edits or deletes only one that is there', () => {
    given([]).when({ type: 'AddJob', userId, now, jobId: 'j1', job }).then([{ type: 'TalentJobAdded', data: { userId, jobId: 'j1', job, addedAt: at } }]);
    given([jobAdded]).when({ type: 'EditJob', userId, now, jobId: 'j1', job: { ...job, salary: 19000 } }).then([{ type: 'TalentJobEdited', data: { userId, jobId: 'j1', job: { ...job, salary: 19000 }, editedAt: at } }]);
    given([jobAdded]).when({ type: 'DeleteJob', userId, now, jobId: 'j1' }).then([{ type: 'TalentJobDeleted', data: { userId, jobId: 'j1', deletedAt: at } }]);
    given([]).when({ type: 'EditJob', userId, now, jobId: 'j1', job }).thenFails('OffersItemNotFound', m.TalentJobNotFound);
    given([jobAdded, { type: 'TalentJobDeleted', data: { userId, jobId: 'j1', deletedAt: earlier } }]).when({ type: 'DeleteJob', userId, now, jobId: 'j1' }).thenFails('OffersItemNotFound', m.TalentJobNotFound);
  });

  it('adds an offer, records an edit only when something changed, and refuses an unknown one', () => {
    given([]).when({ type: 'SaveOffer', userId, now, offerId: 'o1', isNew: true, offer }).then([{ type: 'TalentOfferAdded', data: { userId, offerId: 'o1', offer, addedAt: at } }]);
    given([offerAdded]).when({ type: 'SaveOffer', userId, now, offerId: 'o1', isNew: false, offer }).thenNothingHappens();
    const raised = { ...offer, finalSalary: 6500 };
    given([offerAdded]).when({ type: 'SaveOffer', userId, now, offerId: 'o1', isNew: false, offer: raised }).then([{ type: 'TalentOfferEdited', data: { userId, offerId: 'o1', offer: raised, editedAt: at } }]);
    given([]).when({ type: 'SaveOffer', userId, now, offerId: 'o9', isNew: false, offer }).thenFails('OffersItemNotFound', m.TalentOfferNotFound);
  });

  it('signs an offer once into a job with the final salary, and keeps a signed offer from deletion', () => {
    given([offerAdded]).when({ type: 'SignOffer', userId, now, offerId: 'o1', jobId: 'j2', startDate: '2027-01-01', jobType: 'After Service' }).then([
      {
        type: 'TalentOfferSigned',
        data: {
          userId, offerId: 'o1', jobId: 'j2', startDate: '2027-01-01', signedAt: at,
          job: { type: 'After Service', company: 'Initech', title: 'Senior Analyst', titleGroup: 'Data', titleCategories: [], seniority: 'Senior', salary: 6000, salaryCurrency: 'USD', salaryFrequency: 'MONTH', dateStart: '2027-01-01', description: 'Payments analytics' },
        },
      },
    ]);
    given([offerAdded, signed]).when({ type: 'SignOffer', userId, now, offerId: 'o1', jobId: 'j3', startDate: '2027-01-01', jobType: 'After Service' }).thenFails('OffersRuleBroken', m.TalentOfferSignedAlready);
    given([offerAdded, signed]).when({ type: 'DeleteOffer', userId, now, offerId: 'o1' }).thenFails('OffersRuleBroken', m.SignedOfferNotDeletable);
    given([]).when({ type: 'SignOffer', userId, now, offerId: 'o1', jobId: 'j2', startDate: '2027-01-01', jobType: 'After Service' }).thenFails('OffersItemNotFound', m.TalentOfferNotFound);
    // the job a signed offer became can be edited like any other
    given([offerAdded, signed]).when({ type: 'DeleteJob', userId, now, jobId: 'j2' }).then([{ type: 'TalentJobDeleted', data: { userId, jobId: 'j2', deletedAt: at } }]);
  });

  it('deletes an unsigned offer once', () => {
    given([offerAdded]).when({ type: 'DeleteOffer', userId, now, offerId: 'o1' }).then([{ type: 'TalentOfferDeleted', data: { userId, offerId: 'o1', deletedAt: at } }]);
    given([offerAdded, { type: 'TalentOfferDeleted', data: { userId, offerId: 'o1', deletedAt: earlier } }]).when({ type: 'DeleteOffer', userId, now, offerId: 'o1' }).thenFails('OffersItemNotFound', m.TalentOfferNotFound);
  });

  it('makes a job of the first offer when there is no final salary', () => {
    expect(jobOfOffer({ ...offer, finalSalary: null }, 'Safety Net', '2027-02-01')).toMatchObject({ type: 'Safety Net', salary: 20000, salaryCurrency: 'ILS', dateStart: '2027-02-01' });
  });
});

describe('the side-projects decider', () => {
  const projects = DeciderSpecification.for(projectsDecider);
  const project = { title: 'CLI', link: '', description: '', startDate: null, endDate: null };
  it('adds, edits and deletes projects that are there', () => {
    projects([]).when({ type: 'SaveProject', userId, now, projectId: 'p1', isNew: true, project }).then([{ type: 'TalentProjectAdded', data: { userId, projectId: 'p1', project, addedAt: at } }]);
    const added: OffersEvent = { type: 'TalentProjectAdded', data: { userId, projectId: 'p1', project, addedAt: earlier } };
    projects([added]).when({ type: 'SaveProject', userId, now, projectId: 'p1', isNew: false, project: { ...project, title: 'Tool' } }).then([
      { type: 'TalentProjectEdited', data: { userId, projectId: 'p1', project: { ...project, title: 'Tool' }, editedAt: at } },
    ]);
    projects([added]).when({ type: 'DeleteProject', userId, now, projectId: 'p1' }).then([{ type: 'TalentProjectDeleted', data: { userId, projectId: 'p1', deletedAt: at } }]);
    projects([]).when({ type: 'DeleteProject', userId, now, projectId: 'p1' }).thenFails('OffersItemNotFound', m.TalentProjectNotFound);
    projects([]).when({ type: 'SaveProject', userId, now, projectId: 'p1', isNew: false, project }).thenFails('OffersItemNotFound', m.TalentProjectNotFound);
    // a deleted project is gone for editing and for deleting again; others stay
    const deleted: OffersEvent = { type: 'TalentProjectDeleted', data: { userId, projectId: 'p1', deletedAt: earlier } };
    const other: OffersEvent = { type: 'TalentProjectAdded', data: { userId, projectId: 'p2', project, addedAt: earlier } };
    projects([added, other, deleted]).when({ type: 'DeleteProject', userId, now, projectId: 'p1' }).thenFails('OffersItemNotFound', m.TalentProjectNotFound);
    projects([added, other, deleted]).when({ type: 'SaveProject', userId, now, projectId: 'p1', isNew: false, project }).thenFails('OffersItemNotFound', m.TalentProjectNotFound);
    projects([added, other, deleted]).when({ type: 'DeleteProject', userId, now, projectId: 'p2' }).then([{ type: 'TalentProjectDeleted', data: { userId, projectId: 'p2', deletedAt: at } }]);
    // the client's jobs and offers share the folded history and change no project
    projects([added, jobAdded, offerAdded]).when({ type: 'DeleteProject', userId, now, projectId: 'p1' }).then([{ type: 'TalentProjectDeleted', data: { userId, projectId: 'p1', deletedAt: at } }]);
  });
});
