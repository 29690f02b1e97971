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

// Someone tried to register with an address that already has an account: the owner hears of it,
// the person registering sees the same answer as for a new address.
export const existingAccountMail = (to: string, link: string, siteName: string): MailMessage => ({
  to,
  subject: `Someone tried to sign up to ${siteName} with your email`,
  text: `Someone tried to create a ${siteName} account with this email address, which already has one.\nIf it was you, sign in, or choose a new password here:\n${link}\n\nIf it was not you, you can ignore this email: nothing changed.`,
  html: layout('You already have an account', `Someone tried to create a ${siteName} account with this email address, which already has one. If it was you, sign in or choose a new password. If it was not you, nothing changed.`, link, 'Choose a new password'),
});

export const accountLockedMail = (to: string, minutes: number, link: string, siteName: string): MailMessage => ({
  to,
  subject: `Your ${siteName} account was locked for ${minutes} minutes`,
  text: `There were many failed attempts to sign in to your ${siteName} account, so it is locked for ${minutes} minutes.\nIf it was not you, choose a new password now:\n${link}`,
  html: layout('Sign-in locked for a while', `There were many failed attempts to sign in to your ${siteName} account, so it is locked for ${minutes} minutes. If it was not you, choose a new password now.`, link, 'Choose a new password'),
});
