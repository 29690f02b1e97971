import type { TalentOfferInput } from '../../../contracts/coaching/offers/offers';
import type { TalentJobFields, TalentOfferFields } from '../../../contracts/coaching/offers/events';
import type { TalentJobInput } from '../../../contracts/coaching/offers/offers';

// The job as the form sent it, as the event records it.
export const jobFieldsOf = (job: TalentJobInput): TalentJobFields => ({
  type: job.type,
  company: job.company,
  title: job.title,
  titleGroup: job.titleGroup,
  titleCategories: job.titleCategories,
  seniority: job.seniority,
  salary: job.salary,
  salaryCurrency: job.salaryCurrency,
  salaryFrequency: job.salaryFrequency,
  dateStart: job.dateStart,
  description: job.description,
});

export const offerFieldsOf = (o: TalentOfferInput): TalentOfferFields => ({
  interviewId: o.interviewId,
  company: o.company,
  title: o.title,
  titleGroup: o.titleGroup,
  titleCategories: o.titleCategories,
  seniority: o.seniority,
  firstSalaryOffer: o.firstSalaryOffer,
  firstSalaryOfferCurrency: o.firstSalaryOfferCurrency,
  firstSalaryOfferFrequency: o.firstSalaryOfferFrequency,
  finalSalary: o.finalSalary,
  finalSalaryCurrency: o.finalSalaryCurrency,
  finalSalaryFrequency: o.finalSalaryFrequency,
  clearJobDefenition: o.clearJobDefenition,
  benefits: {
    food: o.food,
    transportation: o.transportation,
    bonuses: o.bonuses,
    hybridDays: o.hybridDays,
    daysOff: o.daysOff,
    companyLocation: o.companyLocation,
    extraPerks: o.extraPerks,
    optionsAndStockPackage: o.optionsAndStockPackage,
    cLevelTips: o.cLevelTips,
  },
});
