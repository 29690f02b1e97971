import type { MailMessage } from '../../../contracts/core/ports';
import type { PublishData } from '../../../contracts/coaching/publishing/publishing';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const textOf = (html: string) => html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>/gi, '\n\n').replace(/<[^>]+>/g, '').replace(/\n{3,}/g, '\n\n').trim();

// The mail a part sends to a recruiter, and a test or simulation sends to staff: the email title,
// the cover letter (HTML the rich-text sanitiser kept), the CV link and the names.
export function publishMail(to: string, data: PublishData, options: { test?: boolean } = {}): Omit<MailMessage, 'key'> {
  const name = `${data.first_name} ${data.last_name}`.trim();
  const subject = `${options.test ? '[Test] ' : ''}${data.emailTitle}`;
  const html = `<div>${data.coverLetter}</div><p>CV: <a href="${escape(data.CVUrl)}">${escape(data.CVUrl)}</a></p><p>${escape(name)}</p>`;
  const text = `${textOf(data.coverLetter)}\n\nCV: ${data.CVUrl}\n\n${name}`;
  return { to, subject, html, text };
}
