import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import type { ReviewsAnswer } from '../../../contracts/marketplace/companies/calls';
import type { CompanyJob } from '../../../contracts/marketplace/companies/company';
import { COMPANY_TAB_PAGE_SIZE } from '../../../contracts/marketplace/companies/company-values';
import { storedReviewFieldsSchema, type Review } from '../../../contracts/marketplace/companies/review';
import type { ReviewType } from '../../../contracts/marketplace/companies/review-values';
import type { ReviewKind } from '../../../contracts/marketplace/companies/review-values';

type Db = Kysely<Database>;
const iso = (d: Date | string) => new Date(d).toISOString();

type ReviewRow = { id: string; company_id: string; type: string; author_id: string; added_at: Date | string; fields: unknown; helpful: string[] };

// A review as a reader sees it: no author named; whether it is the reader's own, and whether the
// reader found it helpful already.
export const toReview = (r: ReviewRow, viewer: string | null): Review => ({
  ...storedReviewFieldsSchema.parse(r.fields),
  _id: r.id,
  type: r.type as ReviewType,
  company: r.company_id,
  helpful: r.helpful,
  mine: viewer !== null && r.author_id === viewer,
  markedHelpful: viewer !== null && r.helpful.includes(viewer),
  datecreated: iso(r.added_at),
});

export async function getReview(db: Db, id: string, viewer: string | null): Promise<Review | null> {
  const row = await db.selectFrom('company_review').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toReview(row, viewer) : null;
}

// A page of a tab, newest first, after the one skipId names (keyset paging over the tab's index).
async function reviewsPage(db: Db, companyId: string, kind: ReviewKind, skipId: string | undefined, viewer: string | null): Promise<{ list: Review[]; noMore: boolean }> {
  let query = db.selectFrom('company_review as r').selectAll('r').where('r.company_id', '=', companyId).where('r.kind', '=', kind);
  if (skipId) {
    const after = db.selectFrom('company_review').select(['added_at', 'id']).where('id', '=', skipId).where('company_id', '=', companyId);
    query = query.where(sql<boolean>`(r.added_at, r.id) < (SELECT added_at, id FROM (${after}) AS s)`);
  }
  const rows = await query.orderBy('r.added_at', 'desc').orderBy('r.id', 'desc').limit(COMPANY_TAB_PAGE_SIZE + 1).execute();
  return { list: rows.slice(0, COMPANY_TAB_PAGE_SIZE).map((r) => toReview(r, viewer)), noMore: rows.length <= COMPANY_TAB_PAGE_SIZE };
}

// The active jobs under the company's name, newest first.
async function jobsPage(db: Db, nameKey: string, skipId: string | undefined): Promise<{ list: CompanyJob[]; noMore: boolean }> {
  let query = db
    .selectFrom('company_job as cj')
    .innerJoin('job as j', 'j.id', 'cj.job_id')
    .select(['j.id', 'j.title', 'j.company', 'j.location', 'j.employment_type', 'j.seniority_level', 'cj.created_at'])
    .where('cj.name_key', '=', nameKey)
    .where('cj.active', '=', true);
  if (skipId) {
    const after = db.selectFrom('company_job').select(['created_at', 'job_id']).where('job_id', '=', skipId);
    query = query.where(sql<boolean>`(cj.created_at, cj.job_id) < (SELECT created_at, job_id FROM (${after}) AS s)`);
  }
  const rows = await query.orderBy('cj.created_at', 'desc').orderBy('cj.job_id', 'desc').limit(COMPANY_TAB_PAGE_SIZE + 1).execute();
  return {
    list: rows.slice(0, COMPANY_TAB_PAGE_SIZE).map((r) => ({ _id: r.id, title: r.title, company: r.company, location: r.location, employmentType: r.employment_type, seniorityLevel: r.seniority_level, datecreated: iso(r.created_at) })),
    noMore: rows.length <= COMPANY_TAB_PAGE_SIZE,
  };
}

// A company's tab; null for a company that is none.
export async function getReviewsTab(db: Db, input: { cardContentType: ReviewsAnswer['cardContentType']; company: string; skipId?: string | undefined }, viewer: string | null): Promise<ReviewsAnswer | null> {
  const company = await db.selectFrom('company').select(['id', 'name_key']).where('id', '=', input.company).executeTakeFirst();
  if (!company) return null;
  switch (input.cardContentType) {
    case 'reviews':
      return { cardContentType: 'reviews', ...(await reviewsPage(db, company.id, 'review', input.skipId, viewer)) };
    case 'interviews':
      return { cardContentType: 'interviews', ...(await reviewsPage(db, company.id, 'interview', input.skipId, viewer)) };
    case 'jobs':
      return { cardContentType: 'jobs', ...(await jobsPage(db, company.name_key, input.skipId)) };
  }
}
