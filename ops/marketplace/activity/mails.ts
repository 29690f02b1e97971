import type { MailMessage } from '../../../contracts/core/ports';
import { actionMailHtml } from '../../mail/action-mail';

export const newApplicantMail = (to: string, recruiterName: string, seekerName: string, jobTitle: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `New applicant for ${jobTitle}`,
  text: `Hi ${recruiterName},\n\n${seekerName} applied to your job "${jobTitle}" on ${siteName}.\nPress connect to uncover their email and phone number:\n${link}`,
  html: actionMailHtml(`New applicant for ${jobTitle}`, `${seekerName} applied to your job on ${siteName}. Press connect to uncover their email and phone number.`, link, 'See applicants'),
});

export const matchMail = (to: string, name: string, otherName: string, jobTitle: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `It's a match: ${jobTitle}`,
  text: `Hi ${name},\n\nYou and ${otherName} matched for "${jobTitle}" on ${siteName}. Say something nice!\n${link}`,
  html: actionMailHtml("It's a match!", `You and ${otherName} matched for "${jobTitle}" on ${siteName}. Say something nice!`, link, 'See your matches'),
});

// Who hears of a decision by mail (the reactions send it): a match mails both people; an
// application that did not match at once, the recruiter.
export const mailedRoles = (events: readonly { type: string }[]): readonly ('recruiter' | 'seeker')[] =>
  events.some((e) => e.type === 'MatchMade') ? ['recruiter', 'seeker'] : events.some((e) => e.type === 'ApplicationSubmitted') ? ['recruiter'] : [];
