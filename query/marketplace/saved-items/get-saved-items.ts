import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { jobListColumns, toJobListItem } from '../../../contracts/marketplace/jobs/job-row';
import { resumeListColumns, toResumeListItem, type FileLink } from '../../../contracts/marketplace/resumes/resume-row';
import type { SavedItem } from '../../../contracts/marketplace/saved-items/calls';

const stateOfJob = (status: string): SavedItem['state'] => (status === 'A' ? 'available' : status === 'O' ? 'expired' : 'gone');

// A person's saved items, the last saved first, each with its card as it is now.
export async function getSavedItems(db: Kysely<Database>, userId: string, link: FileLink): Promise<SavedItem[]> {
  const saved = await db.selectFrom('saved_item').select(['item_id', 'item_type', 'saved_at']).where('user_id', '=', userId).orderBy('saved_at', 'desc').orderBy('item_id').execute();
  if (!saved.length) return [];
  const jobIds = saved.filter((s) => s.item_type === 'job').map((s) => s.item_id);
  const resumeIds = saved.filter((s) => s.item_type === 'profile').map((s) => s.item_id);
  const [jobs, resumes] = await Promise.all([
    jobIds.length ? db.selectFrom('job').select(jobListColumns).where('id', 'in', jobIds).execute() : [],
    resumeIds.length ? db.selectFrom('resume').select([...resumeListColumns, 'listed']).where('id', 'in', resumeIds).execute() : [],
  ]);
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const resumeById = new Map(resumes.map((r) => [r.id, r]));
  return saved.map((s): SavedItem => {
    const savedAt = new Date(s.saved_at).toISOString();
    if (s.item_type === 'job') {
      const job = jobById.get(s.item_id);
      return { itemId: s.item_id, itemType: 'job', savedAt, state: job ? stateOfJob(job.status) : 'gone', job: job ? toJobListItem(job) : null, resume: null };
    }
    const resume = resumeById.get(s.item_id);
    // a resume no longer shown keeps nothing of the person on the list
    const shown = resume?.listed ? toResumeListItem(resume, link) : null;
    return { itemId: s.item_id, itemType: 'profile', savedAt, state: shown ? 'available' : 'gone', job: null, resume: shown };
  });
}
