import type { MailMessage } from '../../../contracts/core/ports';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (title: string, body: string, link: string, action: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2433">` +
  `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(body)}</p>` +
  `<p><a href="${escapeHtml(link)}" style="background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>` +
  `<p style="color:#667">Or open this link: ${escapeHtml(link)}</p></body></html>`;

export const confirmationMail = (to: string, firstName: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `Confirm your email for ${siteName}`,
  text: `Hi ${firstName},\n\nWelcome to ${siteName}. Please confirm your email address:\n${link}\n\nThe link is valid for 7 days.`,
  html: layout(`Welcome, ${firstName}`, `Please confirm your email address for ${siteName}. The link is valid for 7 days.`, link, 'Confirm email'),
});

export const resetPasswordMail = (to: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `Choose a new password for ${siteName}`,
  text: `Someone asked to reset the password of your ${siteName} account.\nChoose a new password here (valid for 1 hour):\n${link}\n\nIf it was not you, ignore this email.`,
  html: layout('Reset your password', `Choose a new password for your ${siteName} account. The link is valid for 1 hour. If it was not you, ignore this email.`, link, 'Choose a new password'),
});
