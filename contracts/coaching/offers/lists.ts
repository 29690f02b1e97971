import type { salaryCurrencies, salaryFrequencies } from '../journey/lists';

// The kinds of a client's jobs (spec §3 Talent job): held before the service, found after it
// started (the default), or taken while the safety net was on.
export const talentJobTypes = ['Before Service', 'After Service', 'Safety Net'] as const;
export type TalentJobType = (typeof talentJobTypes)[number];
export const DEFAULT_TALENT_JOB_TYPE: TalentJobType = 'After Service';

export type SalaryCurrency = (typeof salaryCurrencies)[number];
export type SalaryFrequency = (typeof salaryFrequencies)[number];
export const DEFAULT_SALARY_CURRENCY: SalaryCurrency = 'ILS';
export const DEFAULT_SALARY_FREQUENCY: SalaryFrequency = 'MONTH';

// The offer form's collapsible Benefits section (spec §3 Talent offer), free text each.
export const offerBenefitFields = ['food', 'transportation', 'bonuses', 'hybridDays', 'daysOff', 'companyLocation', 'extraPerks', 'optionsAndStockPackage', 'cLevelTips'] as const;
export type OfferBenefitField = (typeof offerBenefitFields)[number];

// The offer form's two sets of required fields (spec §5): the full one, and the lighter one of the
// journey page's Jobs & Offers tab. An offer recorded from an interview ('Got an Offer') is full.
export const offerFormVariants = ['full', 'light'] as const;
export type OfferFormVariant = (typeof offerFormVariants)[number];

// Offers compared side by side: at least two, at most three.
export const COMPARE_OFFERS = { min: 2, max: 3 } as const;
