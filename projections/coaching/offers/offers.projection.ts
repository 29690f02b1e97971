import type { TalentJobFields, TalentOfferFields, TalentProjectFields } from '../../../contracts/coaching/offers/events';
import { rowProjection, rowTable } from '../../core/row-projection';
import type { RowOf } from '../../core/row-touch';
import { createOffersIndexes, createOffersTables } from './offers-tables';

type JobColumns = Omit<RowOf<'talent_job'>, 'user_id' | 'job_id' | 'offer_id' | 'created_at'>;
const jobColumns = (job: TalentJobFields, at: string): JobColumns => ({
  type: job.type,
  company: job.company,
  title: job.title,
  title_group: job.titleGroup,
  title_categories: job.titleCategories,
  seniority: job.seniority,
  salary: job.salary,
  salary_currency: job.salaryCurrency,
  salary_frequency: job.salaryFrequency,
  date_start: job.dateStart,
  description: job.description,
  updated_at: at,
});

type OfferColumns = Omit<RowOf<'talent_offer'>, 'user_id' | 'offer_id' | 'signed_job_id' | 'start_date' | 'signed_at' | 'created_at'>;
const offerColumns = (offer: TalentOfferFields, at: string): OfferColumns => ({
  interview_id: offer.interviewId,
  company: offer.company,
  title: offer.title,
  title_group: offer.titleGroup,
  title_categories: offer.titleCategories,
  seniority: offer.seniority,
  first_salary_offer: offer.firstSalaryOffer,
  first_salary_offer_currency: offer.firstSalaryOfferCurrency,
  first_salary_offer_frequency: offer.firstSalaryOfferFrequency,
  final_salary: offer.finalSalary,
  final_salary_currency: offer.finalSalaryCurrency,
  final_salary_frequency: offer.finalSalaryFrequency,
  clear_job_defenition: offer.clearJobDefenition,
  benefits: offer.benefits,
  updated_at: at,
});

const projectColumns = (project: TalentProjectFields, at: string) => ({
  title: project.title,
  link: project.link,
  description: project.description,
  start_date: project.startDate,
  end_date: project.endDate,
  updated_at: at,
});

// A client's jobs, offers and side projects, as getTalentJobsAndOffers and getTalentProjects read them.
export const offersProjection = rowProjection({
  name: 'talent_offers',
  version: 1,
  createTables: createOffersTables,
  createIndexes: createOffersIndexes,
  tables: [
    rowTable({
      table: 'talent_job',
      key: ['user_id', 'job_id'],
      on: {
        TalentJobAdded: ({ data }) => ({ insert: { user_id: data.userId, job_id: data.jobId, offer_id: null, created_at: data.addedAt, ...jobColumns(data.job, data.addedAt) } }),
        TalentJobEdited: ({ data }) => ({ patch: [data.userId, data.jobId], set: jobColumns(data.job, data.editedAt) }),
        TalentJobDeleted: ({ data }) => ({ remove: [data.userId, data.jobId] }),
        TalentOfferSigned: ({ data }) => ({ insert: { user_id: data.userId, job_id: data.jobId, offer_id: data.offerId, created_at: data.signedAt, ...jobColumns(data.job, data.signedAt) } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'talent_offer',
      key: ['user_id', 'offer_id'],
      json: ['benefits'],
      on: {
        TalentOfferAdded: ({ data }) => ({
          insert: { user_id: data.userId, offer_id: data.offerId, signed_job_id: null, start_date: null, signed_at: null, created_at: data.addedAt, ...offerColumns(data.offer, data.addedAt) },
        }),
        TalentOfferEdited: ({ data }) => ({ patch: [data.userId, data.offerId], set: offerColumns(data.offer, data.editedAt) }),
        TalentOfferDeleted: ({ data }) => ({ remove: [data.userId, data.offerId] }),
        TalentOfferSigned: ({ data }) => ({ patch: [data.userId, data.offerId], set: { signed_job_id: data.jobId, start_date: data.startDate, signed_at: data.signedAt, updated_at: data.signedAt } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'talent_project',
      key: ['user_id', 'project_id'],
      on: {
        TalentProjectAdded: ({ data }) => ({ insert: { user_id: data.userId, project_id: data.projectId, created_at: data.addedAt, ...projectColumns(data.project, data.addedAt) } }),
        TalentProjectEdited: ({ data }) => ({ patch: [data.userId, data.projectId], set: projectColumns(data.project, data.editedAt) }),
        TalentProjectDeleted: ({ data }) => ({ remove: [data.userId, data.projectId] }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
  ],
});
