import { sql } from 'kysely';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';

export const createOffersTables = async (db: Db) => {
  await db.schema
    .createTable('talent_job')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_group', 'text', (c) => c.notNull())
    .addColumn('title_categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('seniority', 'text')
    .addColumn('salary', 'double precision')
    .addColumn('salary_currency', 'text', (c) => c.notNull())
    .addColumn('salary_frequency', 'text', (c) => c.notNull())
    .addColumn('date_start', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('talent_job_pk', ['user_id', 'job_id'])
    .execute();
  await db.schema
    .createTable('talent_offer')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('interview_id', 'text')
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_group', 'text', (c) => c.notNull())
    .addColumn('title_categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('seniority', 'text')
    .addColumn('first_salary_offer', 'double precision')
    .addColumn('first_salary_offer_currency', 'text', (c) => c.notNull())
    .addColumn('first_salary_offer_frequency', 'text', (c) => c.notNull())
    .addColumn('final_salary', 'double precision')
    .addColumn('final_salary_currency', 'text', (c) => c.notNull())
    .addColumn('final_salary_frequency', 'text', (c) => c.notNull())
    .addColumn('clear_job_defenition', 'text', (c) => c.notNull())
    .addColumn('benefits', 'jsonb', (c) => c.notNull())
    .addColumn('signed_job_id', 'text')
    .addColumn('start_date', 'text')
    .addColumn('signed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('talent_offer_pk', ['user_id', 'offer_id'])
    .execute();
  await db.schema
    .createTable('talent_project')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('talent_project_pk', ['user_id', 'project_id'])
    .execute();
};

// The primary keys lead with user_id: every read is one client's rows.
export const createOffersIndexes = async (_db: Db) => {};
