import type { MailMessage } from '../../../../contracts/core/ports';
import { nameOf, pairPeople } from '../../../../query/marketplace/activity/pair-people';
import { actionMailHtml } from '../../../mail/action-mail';
import { defineReaction } from '../../../tasks/reaction';

// Someone without an account sent their CV: it waits among the recruiter's applicants.
const orphanApplicantMail = (to: string, recruiterName: string, applicantName: string, jobTitle: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `New applicant for ${jobTitle}`,
  text: `Hi ${recruiterName},\n\n${applicantName} applied to your job "${jobTitle}" on ${siteName} and sent their CV.\nYou find it, with their email, among your applicants:\n${link}`,
  html: actionMailHtml(`New applicant for ${jobTitle}`, `${applicantName} applied to your job on ${siteName} and sent their CV. You find it, with their email, among your applicants.`, link, 'See applicants'),
});

// The recruiter hears of an applicant without an account as of any other.
export const mailOrphanApplicant = defineReaction({
  name: 'mail-orphan-applicant',
  on: ['OrphanApplicationSubmitted'],
  async react(deps, event, ctx) {
    const { applicantId, jobId, recruiterId } = event.data;
    const { recruiter, jobTitle } = await pairPeople(deps.db, { jobId, seekerId: applicantId, recruiterId });
    if (!recruiter) return;
    const mail = orphanApplicantMail(recruiter.email, recruiter.first_name, nameOf(event.data), jobTitle ?? 'your job', `${deps.publicUrl}/activity/applicants`, deps.siteName);
    await deps.mailer.send({ ...mail, key: `${ctx.key}:${recruiter.email}` });
  },
});
