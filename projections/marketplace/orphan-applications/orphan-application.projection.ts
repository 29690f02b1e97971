import { addPositionColumn } from '../../core/position-column';
import type { Db } from '../../core/projection';
import { rowProjection, rowTable } from '../../core/row-projection';

const createTables = async (db: Db) => {
  await db.schema
    .createTable('orphan_application')
    .ifNotExists()
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('applicant_id', 'text', (c) => c.notNull())
    .addColumn('recruiter_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'text', (c) => c.notNull())
    .addColumn('resume_name', 'text', (c) => c.notNull())
    .addColumn('resume_size', 'integer', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seeker_id', 'text')
    .$call(addPositionColumn)
    .addPrimaryKeyConstraint('orphan_application_pk', ['job_id', 'applicant_id'])
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('orphan_application_applicant_idx').ifNotExists().on('orphan_application').column('applicant_id').execute();
  await db.schema.createIndex('orphan_application_seeker_idx').ifNotExists().on('orphan_application').column('seeker_id').execute();
};

// Who applied without an account, as the job's recruiter sees them: name, email and CV. The
// activity projection keeps the application itself; this keeps the applicant.
export const orphanApplicationProjection = rowProjection({
  name: 'orphan-application',
  version: 2,
  createTables,
  createIndexes,
  tables: [
    rowTable({
      table: 'orphan_application',
      key: ['job_id', 'applicant_id'],
      on: {
        OrphanApplicationSubmitted: ({ data }) => ({
          insert: {
            job_id: data.jobId,
            applicant_id: data.applicantId,
            recruiter_id: data.recruiterId,
            email: data.email,
            first_name: data.first_name,
            last_name: data.last_name,
            resume_id: data.resume.id,
            resume_name: data.resume.name,
            resume_size: data.resume.size,
            applied_at: data.appliedAt,
            seeker_id: null,
          },
        }),
        OrphanApplicantRegistered: ({ data }) => ({ patchWhere: { applicant_id: data.applicantId, job_id: data.jobIds }, set: { seeker_id: data.seekerId } }),
        // no account made within the retention period: the applicant leaves every recruiter's list
        OrphanApplicantErased: ({ data }) => ({ eraseWhere: { applicant_id: data.applicantId } }),
      },
    }),
  ],
  byHand: {
    // The seeker's account goes, and what they sent before having one goes with it: also what the
    // same applicant sent from another browser, never carried over (its key is erased too). Those
    // rows are found through the carried-over ones, which no declaration can name.
    AccountDeleted: async (db, event) => {
      await db
        .deleteFrom('orphan_application')
        .where((eb) =>
          eb.or([
            eb('seeker_id', '=', event.data.userId),
            eb('applicant_id', 'in', eb.selectFrom('orphan_application').select('applicant_id').where('seeker_id', '=', event.data.userId)),
          ]),
        )
        .execute();
    },
  },
});
