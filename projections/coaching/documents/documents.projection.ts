import { sql } from 'kysely';
import type { DecodedEvent } from '../../../contracts/events';
import { addPositionColumn, writtenBefore } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('publish_resume')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text')
    .addColumn('picked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('publish_resume_pk', ['user_id', 'resume_id'])
    .execute();
  await db.schema
    .createTable('publish_cover_letter')
    .ifNotExists()
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('cover_letter_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('picked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('publish_cover_letter_pk', ['user_id', 'cover_letter_id'])
    .execute();
};

// Picking one unpicks the rest: rows found by their owner, not their key.
const pickOne = (table: 'publish_resume' | 'publish_cover_letter', idColumn: 'resume_id' | 'cover_letter_id') => async (db: Db, event: DecodedEvent) => {
  const data = event.data as { userId: string; resumeId?: string; coverLetterId?: string };
  const picked = data.resumeId ?? data.coverLetterId ?? '';
  await sql`UPDATE ${sql.table(table)} SET picked = (${sql.ref(idColumn)} = ${picked}), last_position = ${event.position}::numeric
    WHERE user_id = ${data.userId} AND ${writtenBefore(event.position)}`.execute(db);
};

// A client's CV links (the uploaded CV file among them) and cover letters.
export const documentsProjection = rowProjection({
  name: 'documents',
  version: 1,
  createTables,
  tables: [
    rowTable({
      table: 'publish_resume',
      key: ['user_id', 'resume_id'],
      on: {
        ResumeAdded: ({ data }) => ({ insert: { user_id: data.userId, resume_id: data.resumeId, title: data.title, link: data.link, file_id: data.fileId ?? null, picked: false, is_deleted: false, added_at: data.addedAt } }),
        ResumeUpdated: ({ data }) => ({ patch: [data.userId, data.resumeId], set: { title: data.title, link: data.link, ...(data.fileId ? { file_id: data.fileId } : {}) } }),
        ResumeDeleted: ({ data }) => ({ patch: [data.userId, data.resumeId], set: { is_deleted: true, picked: false } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
    rowTable({
      table: 'publish_cover_letter',
      key: ['user_id', 'cover_letter_id'],
      on: {
        CoverLetterSaved: ({ data }) => ({
          upsert: { user_id: data.userId, cover_letter_id: data.coverLetterId, title: data.title, content: data.content, link: data.link, picked: false, is_deleted: false, created_at: data.savedAt, saved_at: data.savedAt },
          set: { title: data.title, content: data.content, link: data.link, saved_at: data.savedAt },
        }),
        CoverLetterDeleted: ({ data }) => ({ patch: [data.userId, data.coverLetterId], set: { is_deleted: true, picked: false } }),
        AccountDeleted: ({ data }) => ({ eraseWhere: { user_id: data.userId } }),
      },
    }),
  ],
  byHand: {
    ResumePicked: pickOne('publish_resume', 'resume_id'),
    CoverLetterPicked: pickOne('publish_cover_letter', 'cover_letter_id'),
  },
});
