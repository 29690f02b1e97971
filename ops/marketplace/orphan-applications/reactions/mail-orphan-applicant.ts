import { nameOf, pairPeople, type PairPerson } from '../../../../query/marketplace/activity/pair-people';
import { sendTemplatedMail, type TemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';

// Someone without an account sent their CV: it waits among the recruiter's applicants.
const orphanApplicantMail = (recruiter: PairPerson, applicantName: string, jobTitle: string, link: string): Omit<TemplatedMail, 'key'> => ({
  template: 'orphan-applicant',
  to: { email: recruiter.email, userId: recruiter.id },
  variables: { recruiterName: recruiter.first_name, applicantName, jobTitle, link },
});

// The recruiter hears of an applicant without an account as of any other.
export const mailOrphanApplicant = defineReaction({
  name: 'mail-orphan-applicant',
  on: ['OrphanApplicationSubmitted'],
  async react(deps, event, ctx) {
    const { applicantId, jobId, recruiterId } = event.data;
    const { recruiter, jobTitle } = await pairPeople(deps.db, { jobId, seekerId: applicantId, recruiterId });
    if (!recruiter) return;
    const mail = orphanApplicantMail(recruiter, nameOf(event.data), jobTitle ?? 'your job', `${deps.publicUrl}/activity/applicants`);
    await sendTemplatedMail(deps, { ...mail, key: `${ctx.key}:${recruiter.email}` });
  },
});
