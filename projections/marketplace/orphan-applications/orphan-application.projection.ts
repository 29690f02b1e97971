import { sql } from 'kysely';
import { defineProjection, type Db } from '../../core/projection';

const position = sql`numeric(40, 0)`;

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
    .addColumn('last_position', position, (c) => c.notNull())
    .addPrimaryKeyConstraint('orphan_application_pk', ['job_id', 'applicant_id'])
    .execute();
};

const createIndexes = async (db: Db) => {
  await db.schema.createIndex('orphan_application_applicant_idx').ifNotExists().on('orphan_application').column('applicant_id').execute();
  await db.schema.createIndex('orphan_application_seeker_idx').ifNotExists().on('orphan_application').column('seeker_id').execute();
};

// Who applied without an account, as the job's recruiter sees them: name, email and CV. The
// activity projection keeps the application itself; this keeps the applicant.
export const orphanApplicationProjection = defineProjection({
  name: 'orphan-application',
  version: 2,
  tables: ['orphan_application'],
  createTables,
  createIndexes,
  handlers: {
    OrphanApplicationSubmitted: async (db, event) => {
      const { jobId, applicantId, recruiterId, email, first_name, last_name, resume, appliedAt } = event.data;
      await db
        .insertInto('orphan_application')
        .values({
          job_id: jobId,
          applicant_id: applicantId,
          recruiter_id: recruiterId,
          email,
          first_name,
          last_name,
          resume_id: resume.id,
          resume_name: resume.name,
          resume_size: resume.size,
          applied_at: appliedAt,
          seeker_id: null,
          last_position: event.position,
        })
        .onConflict((oc) => oc.columns(['job_id', 'applicant_id']).doNothing())
        .execute();
    },
    OrphanApplicantRegistered: async (db, event) => {
      await db
        .updateTable('orphan_application')
        .set({ seeker_id: event.data.seekerId, last_position: event.position })
        .where('applicant_id', '=', event.data.applicantId)
        .where('job_id', 'in', event.data.jobIds.length ? event.data.jobIds : [''])
        .where(sql<boolean>`last_position < ${event.position}::numeric`)
        .execute();
    },
    // no account made within the retention period: the applicant leaves every recruiter's list
    OrphanApplicantErased: async (db, event) => {
      await db.deleteFrom('orphan_application').where('applicant_id', '=', event.data.applicantId).execute();
    },
    // the seeker's account goes, and what they sent before having one goes with it: also what
    // the same applicant sent from another browser, never carried over (its key is erased too)
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
