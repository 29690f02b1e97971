import type { MailMessage } from '../../../contracts/core/ports';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (title: string, body: string, link: string, action: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2433">` +
  `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(body)}</p>` +
  `<p><a href="${escapeHtml(link)}" style="background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p></body></html>`;

export const newApplicantMail = (to: string, recruiterName: string, seekerName: string, jobTitle: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `New applicant for ${jobTitle}`,
  text: `Hi ${recruiterName},\n\n${seekerName} applied to your job "${jobTitle}" on ${siteName}.\nPress connect to uncover their email and phone number:\n${link}`,
  html: layout(`New applicant for ${jobTitle}`, `${seekerName} applied to your job on ${siteName}. Press connect to uncover their email and phone number.`, link, 'See applicants'),
});

export const matchMail = (to: string, name: string, otherName: string, jobTitle: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `It's a match: ${jobTitle}`,
  text: `Hi ${name},\n\nYou and ${otherName} matched for "${jobTitle}" on ${siteName}. Say something nice!\n${link}`,
  html: layout("It's a match!", `You and ${otherName} matched for "${jobTitle}" on ${siteName}. Say something nice!`, link, 'See your matches'),
});

// Someone without an account sent their CV: it waits among the recruiter's applicants.
export const orphanApplicantMail = (to: string, recruiterName: string, applicantName: string, jobTitle: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `New applicant for ${jobTitle}`,
  text: `Hi ${recruiterName},\n\n${applicantName} applied to your job "${jobTitle}" on ${siteName} and sent their CV.\nYou find it, with their email, among your applicants:\n${link}`,
  html: layout(`New applicant for ${jobTitle}`, `${applicantName} applied to your job on ${siteName} and sent their CV. You find it, with their email, among your applicants.`, link, 'See applicants'),
});
