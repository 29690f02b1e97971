import { sql } from 'kysely';
import type { Position } from '../../../contracts/core/position';
import type { DecodedEvent } from '../../../contracts/events';
import { liveRooms } from '../../../contracts/live';
import { companyNameKey } from '../../../contracts/marketplace/companies/company-values';
import { kindOfReview, REVIEW_TYPES, type ReviewType } from '../../../contracts/marketplace/companies/review-values';
import { addPositionColumn } from '../../core/position-column';
import type { Db, LiveOutbox } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';
import { increment, setSql, type Changes, type RowOf } from '../../core/row-touch';
import { companyJobHandlers, companyJobRuns } from './company-jobs';

const counters = [
  'reviews', 'interviews', 'rating_sum', 'interview_rating_sum', 'difficulty_sum', 'career_sum', 'career_count', 'compensation_sum', 'compensation_count', 'balance_sum', 'balance_count',
  'management_sum', 'management_count', 'culture_sum', 'culture_count', 'recommend_yes', 'recommend_count', 'ceo_approve', 'ceo_count',
] as const;

const createTables = async (db: Db) => {
  await db.schema
    .createTable('company')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .$call((t) => counters.reduce((table, column) => table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)), t))
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('company_review')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull())
    .addColumn('helpful', sql`text[]`, (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('company_job')
    .ifNotExists()
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('company_job_count')
    .ifNotExists()
    .addColumn('name_key', 'text', (c) => c.primaryKey())
    .addColumn('active_jobs', 'integer', (c) => c.notNull())
    .addColumn('company_url', 'text')
    .$call(addPositionColumn)
    .execute();
};

// A company page is a few reads by index: the company by id or name key (with its key's jobs
// count), a tab's first page in (company, kind, newest) order, the key's active jobs newest first;
// the list by most reviewed, and the search by the start of the name key (text_pattern_ops: LIKE
// 'ab%' whatever the collation).
const createIndexes = async (db: Db) => {
  await sql`CREATE UNIQUE INDEX IF NOT EXISTS company_name_key_idx ON company (name_key text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS company_most_reviewed_idx ON company (reviews DESC, name, id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS company_review_tab_idx ON company_review (company_id, kind, added_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS company_job_active_idx ON company_job (name_key, created_at DESC, job_id DESC) WHERE active`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS company_job_owner_idx ON company_job (owner_id) WHERE active`.execute(db);
};

const typeOf = (type: string): ReviewType => ((REVIEW_TYPES as readonly string[]).includes(type) ? (type as ReviewType) : 'current');

type ReviewFields = DecodedEvent<'ReviewAdded'>['data']['review'];

// What one review adds to its company's row (by 1), or takes back from it (by -1): its count and
// rating, and each sub-rating it gives.
function tally(type: string, r: ReviewFields, by: 1 | -1): Changes<RowOf<'company'>> {
  const add = (n: number) => increment(by * n);
  if (kindOfReview(typeOf(type)) === 'interview') return { interviews: add(1), interview_rating_sum: add(r.rating), difficulty_sum: add(r.difficulty ?? 0) };
  const sub = (value: number | undefined, sum: 'career_sum' | 'compensation_sum' | 'balance_sum' | 'management_sum' | 'culture_sum') =>
    value === undefined ? {} : { [sum]: add(value), [sum.replace('_sum', '_count')]: add(1) };
  return {
    reviews: add(1),
    rating_sum: add(r.rating),
    ...sub(r.careerOpportunities, 'career_sum'),
    ...sub(r.compensationsBenefits, 'compensation_sum'),
    ...sub(r.workLifeBalance, 'balance_sum'),
    ...sub(r.seniorManagement, 'management_sum'),
    ...sub(r.cultureValues, 'culture_sum'),
    ...(r.recommendToFriend ? { recommend_count: add(1), recommend_yes: add(r.recommendToFriend === 'Positive' ? 1 : 0) } : {}),
    ...(r.ceoJobPerformance ? { ceo_count: add(1), ceo_approve: add(r.ceoJobPerformance === 'Approve' ? 1 : 0) } : {}),
  };
}

// One message per company per batch: the last write wins.
const announce = (live: LiveOutbox, companyId: string, position: Position) => live.publish(liveRooms.public, 'company.changed', { companyId, position }, companyId);

const zeros = Object.fromEntries(counters.map((c) => [c, 0])) as Record<(typeof counters)[number], number>;

const companyTable = rowTable({
  table: 'company',
  key: ['id'],
  on: {
    CompanyAdded: ({ data }) => ({ insert: { id: data.companyId, name: data.name, name_key: companyNameKey(data.name), url: data.url, added_at: data.addedAt, ...zeros } }),
    ReviewAdded: ({ data }) => ({ patch: [data.companyId], set: tally(data.type, data.review, 1) }),
  },
  // an open page of the company reads itself again
  push: (written, live) => {
    for (const { event, row } of written) if (event.type === 'ReviewAdded') announce(live, row.id, event.position);
  },
});

// A reported review an admin deleted leaves its company's lists, and what it added to the company's
// counts and averages is taken back. Found through its own row (the event names only the review):
// written by hand, once; a replay finds the row gone and changes nothing.
async function dropReview(db: Db, { data, position }: DecodedEvent<'ReportedObjectDeleted'>, live: LiveOutbox): Promise<void> {
  if (data.type !== 'review' && data.type !== 'interview') return;
  const review = await db.selectFrom('company_review').select(['company_id', 'type', 'fields']).where('id', '=', data.objectId).where('kind', '=', data.type).executeTakeFirst();
  if (!review) return;
  const fields = (typeof review.fields === 'string' ? JSON.parse(review.fields) : review.fields) as ReviewFields;
  await sql`UPDATE company SET ${setSql(companyTable, tally(review.type, fields, -1), position)} WHERE id = ${review.company_id}`.execute(db);
  await db.deleteFrom('company_review').where('id', '=', data.objectId).execute();
  announce(live, review.company_id, position);
}

// The companies, their reviews and interview reviews, and their jobs by name: what a company page
// and the companies list read.
export const companyProjection = rowProjection({
  name: 'company',
  // 2: a reported review an admin deleted leaves the lists and the counts
  version: 2,
  createTables,
  createIndexes,
  tables: [
    companyTable,
    rowTable({
      table: 'company_review',
      key: ['id'],
      json: ['fields'],
      on: {
        ReviewAdded: ({ data }) => ({
          insert: { id: data.reviewId, company_id: data.companyId, kind: kindOfReview(typeOf(data.type)), type: data.type, author_id: data.authorId, added_at: data.addedAt, fields: data.review, helpful: [] },
        }),
        ReviewMarkedHelpful: ({ data }) => ({
          change: [data.reviewId],
          evolve: (row) => (row && !row.helpful.includes(data.userId) ? { ...row, helpful: [...row.helpful, data.userId] } : row),
        }),
      },
      push: (written, live) => {
        for (const { event, row } of written) if (event.type === 'ReviewMarkedHelpful') announce(live, row.company_id, event.position);
      },
    }),
    // written by hand (company-jobs.ts): declared so that a rebuild swaps them in with the others
    rowTable({ table: 'company_job', key: ['job_id'], on: {} }),
    rowTable({ table: 'company_job_count', key: ['name_key'], on: {} }),
  ],
  byHand: { ...companyJobHandlers, ReportedObjectDeleted: dropReview },
  byHandRuns: companyJobRuns,
});
