import { validJob, type TestApp } from '../../support/test-app';
import { addCompany, currentReview, interviewReview, okCall } from './companies-support';

// A recruiter posts a job for a company not listed yet, renames its company and closes another; a
// seeker lists the company and reviews it, as an employee and after an interview; another seeker
// finds both helpful: each of the companies' events, and the job events their counts follow.
export async function runCompaniesScenario(t: TestApp): Promise<void> {
  const recruiter = await t.signUp({ lookingforwork: false });
  const writer = await t.signUp();
  const reader = await t.signUp();
  const first = await okCall<{ job: { _id: string } }>(t, 'createNewJob', { jobInfo: validJob({ company: 'Scenario Works', company_url: 'scenario.example' }) }, recruiter.token);
  const second = await okCall<{ job: { _id: string } }>(t, 'createNewJob', { jobInfo: validJob({ title: 'Second role', company: 'Other Works' }) }, recruiter.token);
  await okCall(t, 'saveUserJob', { jobId: second.job._id, jobInfo: { company: 'scenario  works' } }, recruiter.token);
  await okCall(t, 'changeJobStatus', { jobId: first.job._id, newStatus: 'O' }, recruiter.token);
  const company = await addCompany(t, writer.token, 'Scenario Works');
  const review = await okCall<{ review: { _id: string } }>(t, 'addReview', currentReview(company._id, { careerOpportunities: 5, recommendToFriend: 'Positive', ceoJobPerformance: 'Approve' }), writer.token);
  const interview = await okCall<{ review: { _id: string } }>(t, 'addReview', interviewReview(company._id, { interviewQuestions: [{ question: 'Why us?', answer: 'The product' }] }), writer.token);
  await okCall(t, 'addHelpful', { id: review.review._id, type: 'review' }, reader.token);
  await okCall(t, 'addHelpful', { id: interview.review._id, type: 'interview' }, reader.token);
}
