import type { ReportType } from '../../../contracts/marketplace/reports/report';
import type { CommandDeps } from '../../core/deps';
import type { ReportedFacts } from './decide-report';

type Db = Pick<CommandDeps, 'db'>;

// What a report is about, looked up when it is made: a job not deleted (and its owner), a person
// with an account, a review or interview review on its company's page (read from the companies'
// read model, company_review; its author is not named in the report, reviews being anonymous).
export async function reportedObjectOf(deps: Db, report: { type: ReportType; objectId: string }): Promise<ReportedFacts['found']> {
  if (report.type === 'job') {
    const job = await deps.db.selectFrom('job').select('owner_id').where('id', '=', report.objectId).where('status', '!=', 'D').executeTakeFirst();
    return job ? { ownerId: job.owner_id } : null;
  }
  if (report.type === 'profile') {
    const person = await deps.db.selectFrom('user_account').select('id').where('id', '=', report.objectId).executeTakeFirst();
    return person ? { ownerId: person.id } : null;
  }
  const review = await deps.db.selectFrom('company_review').select('author_id').where('id', '=', report.objectId).where('kind', '=', report.type).executeTakeFirst();
  return review ? { ownerId: null, authorId: review.author_id } : null;
}

// The owner of a job that is not deleted: an admin deletes it in their name's stead.
export async function jobOwnerOf(deps: Db, jobId: string): Promise<string | null> {
  const job = await deps.db.selectFrom('job').select('owner_id').where('id', '=', jobId).where('status', '!=', 'D').executeTakeFirst();
  return job?.owner_id ?? null;
}

// Whether a person is an administrator: an admin is not deleted from a report.
export async function isAdministrator(deps: Db, userId: string): Promise<boolean> {
  const person = await deps.db.selectFrom('user_account').select('is_admin').where('id', '=', userId).executeTakeFirst();
  return person?.is_admin === true;
}
