import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { reportObject } from '../../../command/marketplace/reports/report-object';
import { saveItem } from '../../../command/marketplace/saved-items/save-item';
import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

// Saved items and reports for the demo: seeker@ saved three jobs and recruiter@ two resumes; three
// reports wait for admin@ at /reports (a job as a scam, a job in the reporter's own words, a profile
// as fake). Through the commands people use. Returns the last position.
export async function seedDemoModeration(deps: CommandDeps, { seeker, recruiter }: { seeker: string; recruiter: string }): Promise<Position | null> {
  const jobs = await deps.db.selectFrom('job').select('id').where('status', '=', 'A').where('owner_id', '!=', recruiter).orderBy('created_at', 'desc').orderBy('id').limit(5).execute();
  const resumes = await deps.db.selectFrom('resume').select('id').where('listed', '=', true).where('id', '!=', seeker).orderBy('updated_at', 'desc').orderBy('id').limit(3).execute();
  const another = resumes[2]?.id;
  let last: Position | null = null;
  const done = (result: { position: Position | null } | DomainError, what: string) => {
    if (isDomainError(result)) throw new Error(`demo ${what} was refused: ${result.code} ${result.message ?? ''}`);
    last = result.position ?? last;
  };
  const as = (actor: string): CommandContext => ({ actor, correlationId: 'seed' });
  for (const job of jobs.slice(0, 3)) done(await saveItem(deps, { userId: seeker, itemId: job.id, itemType: 'job', seeker: true }, as(seeker)), 'a saved job');
  for (const resume of resumes.slice(0, 2)) done(await saveItem(deps, { userId: recruiter, itemId: resume.id, itemType: 'profile', seeker: false }, as(recruiter)), 'a saved resume');
  const [scam, odd] = [jobs[3]?.id, jobs[4]?.id];
  if (scam) done(await reportObject(deps, { reporterId: seeker, type: 'job', objectId: scam, reason: 'Scam', text: null, company: null }, as(seeker)), 'a report');
  if (odd && another) done(await reportObject(deps, { reporterId: another, type: 'job', objectId: odd, reason: 'Other', text: 'The salary in the ad is not what they offered on the phone', company: null }, as(another)), 'a report');
  if (another) done(await reportObject(deps, { reporterId: recruiter, type: 'profile', objectId: another, reason: 'Fake', text: null, company: null }, as(recruiter)), 'a report');
  return last;
}
