import { sql } from 'kysely';
import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('intake_questionnaire')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('contacted', 'boolean', (c) => c.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('meeting_slot_id', 'text')
    .addColumn('meeting_start', 'timestamptz')
    .addColumn('meeting_end', 'timestamptz')
    .addColumn('cv_file_id', 'text')
    .addColumn('cv_file_name', 'text')
    .$call(addPositionColumn)
    .execute();
  await db.schema
    .createTable('questionnaire_notify_list')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('emails', 'jsonb', (c) => c.notNull())
    .$call(addPositionColumn)
    .execute();
};

const createIndexes = async (db: Db) => {
  await sql`CREATE INDEX IF NOT EXISTS intake_questionnaire_submitted_idx ON intake_questionnaire (submitted_at DESC, id DESC)`.execute(db);
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const named = (answers: Record<string, unknown>) => ({ full_name: text(answers.fullName), email: text(answers.email), phone: text(answers.phone) });

// The intake questionnaires staff see at /questionnaires, and the list mailed when one arrives.
export const questionnaireProjection = rowProjection({
  name: 'intake_questionnaire',
  version: 1,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'intake_questionnaire',
      key: ['id'],
      json: ['answers'],
      on: {
        IntakeQuestionnaireSubmitted: ({ data }) => ({
          upsert: {
            id: data.questionnaireId, submitted_at: data.submittedAt, answers: data.answers, ...named(data.answers), status: 'new', contacted: false, lead_id: data.leadId,
            meeting_slot_id: null, meeting_start: null, meeting_end: null, cv_file_id: null, cv_file_name: null,
          },
        }),
        IntakeQuestionnaireEdited: ({ data }) => ({ patch: [data.questionnaireId], set: { answers: data.answers, ...named(data.answers) } }),
        IntakeQuestionnaireFieldSet: ({ data }) => ({
          change: [data.questionnaireId],
          evolve: (row) => {
            if (!row) return null;
            const answers = { ...(row.answers as Record<string, unknown>), [data.fieldName]: data.value };
            return { ...row, answers, ...named(answers) };
          },
        }),
        IntakeQuestionnaireContactedSet: ({ data }) => ({ patch: [data.questionnaireId], set: { contacted: data.contacted } }),
        IntakeQuestionnaireStatusSet: ({ data }) => ({ patch: [data.questionnaireId], set: { status: data.status } }),
        IntakeMeetingScheduled: ({ data }) => ({ patch: [data.questionnaireId], set: { meeting_slot_id: data.slotId, meeting_start: data.start, meeting_end: data.end } }),
        IntakeCvAttached: ({ data }) => ({ patch: [data.questionnaireId], set: { cv_file_id: data.fileId, cv_file_name: data.name } }),
      },
    }),
    rowTable({
      table: 'questionnaire_notify_list',
      key: ['id'],
      json: ['emails'],
      on: { NewQuestionnaireNotifyListChanged: ({ data }) => ({ upsert: { id: 'list', emails: data.emails } }) },
    }),
  ],
});
