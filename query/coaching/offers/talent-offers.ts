import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { TalentOffer } from '../../../contracts/coaching/offers/offers';
import type { TalentOfferTable } from '../../../contracts/coaching/offers/tables';

type Db = Kysely<Database>;
const iso = (d: Date | string): string => new Date(d).toISOString();
const empty = { food: '', transportation: '', bonuses: '', hybridDays: '', daysOff: '', companyLocation: '', extraPerks: '', optionsAndStockPackage: '', cLevelTips: '' };

export const talentOfferOf = (r: Selectable<TalentOfferTable>): TalentOffer => ({
  _id: r.offer_id,
  interviewId: r.interview_id,
  company: r.company,
  title: r.title,
  titleGroup: r.title_group,
  titleCategories: r.title_categories,
  seniority: r.seniority,
  firstSalaryOffer: r.first_salary_offer,
  firstSalaryOfferCurrency: r.first_salary_offer_currency,
  firstSalaryOfferFrequency: r.first_salary_offer_frequency,
  finalSalary: r.final_salary,
  finalSalaryCurrency: r.final_salary_currency,
  finalSalaryFrequency: r.final_salary_frequency,
  clearJobDefenition: r.clear_job_defenition,
  // erased benefits read as an empty object
  ...empty,
  ...r.benefits,
  signed: r.signed_job_id !== null,
  signedJobId: r.signed_job_id,
  startDate: r.start_date,
  signedDate: r.signed_at === null ? null : iso(r.signed_at).slice(0, 10),
  dateCreated: iso(r.created_at),
  dateUpdated: iso(r.updated_at),
});

// A client's offers, newest first: the Jobs & Offers tab's, and the interview tracker's talentOffers
// (each names the interview it came from, if any).
export async function listTalentOffers(db: Db, userId: string): Promise<TalentOffer[]> {
  const rows = await db.selectFrom('talent_offer').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('offer_id', 'desc').execute();
  return rows.map(talentOfferOf);
}
