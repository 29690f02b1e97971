import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { Company } from '../../../contracts/marketplace/companies/company';
import { COMPANIES_PAGE_SIZE, COMPANY_SEARCH_MAX, companyNameKey, companySlug } from '../../../contracts/marketplace/companies/company-values';
import type { CompanyTable } from '../../../contracts/marketplace/companies/tables';

type Db = Kysely<Database>;
type CompanyRow = Selectable<CompanyTable> & { active_jobs: number | null; job_url: string | null };

const oneDecimal = (sum: number, count: number): number | null => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);
const share = (yes: number, count: number): number | null => (count > 0 ? Math.round((100 * yes) / count) : null);

export const toCompany = (r: CompanyRow): Company => ({
  _id: r.id,
  name: r.name,
  url: r.url,
  urls: [...new Set([r.url, r.job_url].filter((u): u is string => !!u))],
  slug: companySlug(r.name),
  rating: oneDecimal(r.rating_sum, r.reviews),
  reviews: r.reviews,
  interviews: r.interviews,
  jobs: r.active_jobs ?? 0,
  ratings: {
    careerOpportunities: oneDecimal(r.career_sum, r.career_count),
    compensationsBenefits: oneDecimal(r.compensation_sum, r.compensation_count),
    workLifeBalance: oneDecimal(r.balance_sum, r.balance_count),
    seniorManagement: oneDecimal(r.management_sum, r.management_count),
    cultureValues: oneDecimal(r.culture_sum, r.culture_count),
  },
  recommendToFriend: share(r.recommend_yes, r.recommend_count),
  ceoApproval: share(r.ceo_approve, r.ceo_count),
  interviewRating: oneDecimal(r.interview_rating_sum, r.interviews),
  interviewDifficulty: oneDecimal(r.difficulty_sum, r.interviews),
  datecreated: new Date(r.added_at).toISOString(),
});

// A company row with its name key's active jobs: one indexed read each.
const companies = (db: Db) =>
  db
    .selectFrom('company as c')
    .leftJoin('company_job_count as j', 'j.name_key', 'c.name_key')
    .selectAll('c')
    .select(['j.active_jobs as active_jobs', 'j.company_url as job_url']);

export async function getCompanyById(db: Db, id: string): Promise<Company | null> {
  const row = await companies(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCompany(row) : null;
}

// By name, case and spaces aside: a job's company.
export async function getCompanyByName(db: Db, name: string): Promise<Company | null> {
  const row = await companies(db).where('c.name_key', '=', companyNameKey(name)).executeTakeFirst();
  return row ? toCompany(row) : null;
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The list: the most reviewed first, a page at a time; or the companies whose name starts with the
// search, by name.
export async function getCompanies(db: Db, input: { search?: string | undefined; page: number }): Promise<{ list: Company[]; total: number }> {
  const key = input.search ? companyNameKey(input.search) : '';
  if (key) {
    const rows = await companies(db).where(sql<boolean>`c.name_key LIKE ${likePrefix(key)}`).orderBy('c.name_key').limit(COMPANY_SEARCH_MAX).execute();
    const total =
      rows.length < COMPANY_SEARCH_MAX
        ? rows.length
        : Number((await db.selectFrom('company').select((eb) => eb.fn.countAll<string>().as('n')).where(sql<boolean>`name_key LIKE ${likePrefix(key)}`).executeTakeFirstOrThrow()).n);
    return { list: rows.map(toCompany), total };
  }
  const [rows, count] = await Promise.all([
    companies(db).orderBy('c.reviews', 'desc').orderBy('c.name').orderBy('c.id').limit(COMPANIES_PAGE_SIZE).offset((input.page - 1) * COMPANIES_PAGE_SIZE).execute(),
    db.selectFrom('company').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toCompany), total: Number(count.n) };
}
