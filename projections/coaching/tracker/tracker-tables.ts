import { sql } from 'kysely';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';

export const createTrackerTables = async (db: Db) => {
  await db.schema
    .createTable('tracker_interview')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('interview_id', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('company_url', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_group', 'text')
    .addColumn('title_categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('seniority_level', 'text')
    .addColumn('interview_date', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('channel', 'text')
    .addColumn('is_approach', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('assignment_type', 'text')
    .addColumn('location', 'text')
    .addColumn('interviewer_name', 'text')
    .addColumn('interviewer_email', 'text')
    .addColumn('interviewer_phone', 'text')
    .addColumn('contact', 'text')
    .addColumn('review_free_text', 'text')
    .addColumn('cs_comment', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('feedback', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('ratings', 'jsonb', (c) => c.notNull())
    .addColumn('client_summary', 'jsonb', (c) => c.notNull())
    .addColumn('manager_summary', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('tracker_interview_pk', ['user_id', 'interview_id'])
    .execute();
  await db.schema
    .createTable('tracker_journey_summary')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('summary_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('cycle_id', 'text')
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('first_row', 'text')
    .addColumn('second_row', 'text')
    .addColumn('written_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('tracker_journey_summary_pk', ['user_id', 'summary_id'])
    .execute();
  await db.schema
    .createTable('tracker_cycle_note')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cycle_id', 'text', (c) => c.notNull())
    .addColumn('cs_comment', 'text')
    .addColumn('summary_date', 'text')
    .addColumn('summary_author', 'text')
    .addColumn('rating', 'integer')
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('tracker_cycle_note_pk', ['user_id', 'cycle_id'])
    .execute();
  await db.schema
    .createTable('tracker_company')
    .ifNotExists()
    .addColumn('name_key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('tracker_questionnaire')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('questionnaire_id', 'text', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('comments', 'jsonb', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz')
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('tracker_lead')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('communication_channel', 'text', (c) => c.notNull())
    .addColumn('cs_manager', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('tracker_lead_pk', ['user_id', 'lead_id'])
    .execute();
};

export const createTrackerIndexes = async (db: Db) => {
  await db.schema.createIndex('tracker_interview_company').ifNotExists().on('tracker_interview').columns(['user_id', 'company']).execute();
  await db.schema.createIndex('tracker_company_name').ifNotExists().on('tracker_company').column('name_key').execute();
};
