import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { offerBenefitFields } from './lists';

// Stored events of a client's jobs and offers (stream offers-{userId}) and side projects (stream
// talent-projects-{userId}); lenient: what was true when written. Free text is personal data.
const userId = z.string();
const at = z.string();

export const talentJobFieldsSchema = z.object({
  type: z.string(),
  company: z.string(),
  title: z.string(),
  titleGroup: z.string(),
  titleCategories: z.array(z.string()),
  seniority: z.string().nullable(),
  salary: z.number().nullable(),
  salaryCurrency: z.string(),
  salaryFrequency: z.string(),
  dateStart: z.string().nullable(),
  description: z.string(),
});
export type TalentJobFields = z.infer<typeof talentJobFieldsSchema>;

const benefit = z.string().default('');
export const talentOfferFieldsSchema = z.object({
  interviewId: z.string().nullable(),
  company: z.string(),
  title: z.string(),
  titleGroup: z.string(),
  titleCategories: z.array(z.string()),
  seniority: z.string().nullable(),
  firstSalaryOffer: z.number().nullable(),
  firstSalaryOfferCurrency: z.string(),
  firstSalaryOfferFrequency: z.string(),
  finalSalary: z.number().nullable(),
  finalSalaryCurrency: z.string(),
  finalSalaryFrequency: z.string(),
  clearJobDefenition: z.string(),
  // the Benefits section, free text each (erased with the account, read as '')
  benefits: z.object({
    food: benefit,
    transportation: benefit,
    bonuses: benefit,
    hybridDays: benefit,
    daysOff: benefit,
    companyLocation: benefit,
    extraPerks: benefit,
    optionsAndStockPackage: benefit,
    cLevelTips: benefit,
  }),
});
export type TalentOfferFields = z.infer<typeof talentOfferFieldsSchema>;

export const talentProjectFieldsSchema = z.object({
  title: z.string(),
  link: z.string(),
  description: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type TalentProjectFields = z.infer<typeof talentProjectFieldsSchema>;

// the offer's free text: its job definition and every benefit
const offerPersonal = ['offer.clearJobDefenition', ...offerBenefitFields.map((field) => `offer.benefits.${field}`)];

export const offersEvents = defineEvents({
  // on offers-{userId}
  TalentJobAdded: event(z.object({ userId, jobId: z.string(), job: talentJobFieldsSchema, addedAt: at }), {
    personal: ['job.description'],
    describe: (d) => ({ key: 'offers.jobAdded', params: { type: d.job.type, company: d.job.company } }),
  }),
  TalentJobEdited: event(z.object({ userId, jobId: z.string(), job: talentJobFieldsSchema, editedAt: at }), {
    personal: ['job.description'],
    describe: (d) => ({ key: 'offers.jobEdited', params: { type: d.job.type, company: d.job.company } }),
  }),
  TalentJobDeleted: event(z.object({ userId, jobId: z.string(), deletedAt: at }), { describe: () => ({ key: 'offers.jobDeleted', params: {} }) }),
  TalentOfferAdded: event(z.object({ userId, offerId: z.string(), offer: talentOfferFieldsSchema, addedAt: at }), {
    personal: offerPersonal,
    describe: (d) => ({ key: 'offers.offerAdded', params: { company: d.offer.company } }),
  }),
  // the whole offer as the form saved it
  TalentOfferEdited: event(z.object({ userId, offerId: z.string(), offer: talentOfferFieldsSchema, editedAt: at }), {
    personal: offerPersonal,
    describe: (d) => ({ key: 'offers.offerEdited', params: { company: d.offer.company } }),
  }),
  TalentOfferDeleted: event(z.object({ userId, offerId: z.string(), deletedAt: at }), { describe: () => ({ key: 'offers.offerDeleted', params: {} }) }),
  // the offer became the client's job (jobId, with the offer's final salary) starting on startDate;
  // the journey's signedDate is the day it was signed (the journey's projection handles it too)
  TalentOfferSigned: event(z.object({ userId, offerId: z.string(), jobId: z.string(), startDate: z.string(), job: talentJobFieldsSchema, signedAt: at }), {
    personal: ['job.description'],
    describe: (d) => ({ key: 'offers.offerSigned', params: { company: d.job.company, startDate: d.startDate } }),
  }),
  // on talent-projects-{userId}
  TalentProjectAdded: event(z.object({ userId, projectId: z.string(), project: talentProjectFieldsSchema, addedAt: at }), {
    personal: ['project.link', 'project.description'],
    describe: () => ({ key: 'offers.projectAdded', params: {} }),
  }),
  TalentProjectEdited: event(z.object({ userId, projectId: z.string(), project: talentProjectFieldsSchema, editedAt: at }), {
    personal: ['project.link', 'project.description'],
    describe: () => ({ key: 'offers.projectEdited', params: {} }),
  }),
  TalentProjectDeleted: event(z.object({ userId, projectId: z.string(), deletedAt: at }), { describe: () => ({ key: 'offers.projectDeleted', params: {} }) }),
});

export type OffersEvent = EventOf<typeof offersEvents>;
