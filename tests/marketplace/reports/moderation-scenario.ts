import type { Job } from '../../../contracts/marketplace/jobs/job';
import { reportIdOf } from '../../../contracts/marketplace/reports/ids';
import { signInAdmin } from '../../coaching/journey/journey-support';
import { validJob, type TestApp } from '../../support/test-app';
import { currentReview } from '../companies/companies-support';

// A seeker saves and unsaves jobs, a recruiter saves a resume; reports of a job, a profile and a
// review (taken off its company's page), each handled by an admin in a different way: every
// saved-item and report event.
export async function runModerationScenario(t: TestApp): Promise<void> {
  const admin = await signInAdmin(t);
  const seeker = await t.signUp({ first_name: 'Saved', last_name: 'Seeker' });
  const recruiter = await t.signUp({ lookingforwork: false, first_name: 'Moderated', last_name: 'Recruiter' });
  const talent = await t.signUp({ first_name: 'Reported', last_name: 'Talent' });
  const call = async <T>(name: string, body: unknown, token: string) => {
    const done = await t.call<T>(name, body, token);
    if (done.status !== 200) throw new Error(`${name}: ${done.status} ${JSON.stringify(done.body)}`);
    return done.body;
  };
  await call('saveProfile', { title: 'Reported Talent' }, talent.token);
  const post = async (title: string) => (await call<{ job: Job }>('createNewJob', { jobInfo: validJob({ title }) }, recruiter.token)).job;
  const [kept, dropped, ignored] = [await post('Kept Saved'), await post('Deleted By Moderation'), await post('Report Ignored')];
  for (const job of [kept, dropped, ignored]) await call('addSavedItem', { itemId: job._id, itemType: 'job' }, seeker.token);
  await call('removeSavedItem', { itemId: kept._id }, seeker.token);
  await call('addSavedItem', { itemId: talent.userId, itemType: 'profile' }, recruiter.token);
  const reportId = (type: string, objectId: string, by: { userId: string }) => reportIdOf({ type, objectId, reporterId: by.userId });
  await call('reportObject', { objectId: dropped._id, type: 'job', reason: 'Scam' }, seeker.token);
  await call('reportObject', { objectId: ignored._id, type: 'job', reason: 'Other', text: 'Not a real company' }, seeker.token);
  await call('reportObject', { objectId: talent.userId, type: 'profile', reason: 'Offensive' }, recruiter.token);
  const { company } = await call<{ company: { _id: string; name: string } }>('addCompany', { company: 'Moderated Reviews Ltd' }, recruiter.token);
  const { review } = await call<{ review: { _id: string } }>('addReview', currentReview(company._id, { rating: 2 }), recruiter.token);
  await call('reportObject', { objectId: review._id, type: 'review', reason: 'Fake', company: company.name }, seeker.token);
  // one report stays waiting for an admin
  await call('reportObject', { objectId: kept._id, type: 'job', reason: 'Spam' }, talent.token);
  await call('ignoreReport', { reportId: reportId('job', ignored._id, seeker) }, admin.token);
  await call('deleteReportedJob', { reportId: reportId('job', dropped._id, seeker), reportedId: dropped._id }, admin.token);
  await call('deleteReportedObject', { reportId: reportId('review', review._id, seeker), reportedId: review._id, type: 'review', company: company.name }, admin.token);
  await call('deleteReportedUser', { reportId: reportId('profile', talent.userId, recruiter), reportedId: talent.userId }, admin.token);
}
