import type { MailMessage } from '../../../contracts/core/ports';
import { MAILED_CV_LINK_DAYS, type PublishData } from '../../../contracts/coaching/publication/publication';
import { publishDataOf } from '../../../query/coaching/publication/get-publication';
import type { ApiDeps } from '../../server/feature';
import { dataWithLink } from '../documents/cv-links';

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

// A mail carries the uploaded CV by a whole address, signed as it is sent, that stays open while
// the publication runs: a recruiter opens it days or weeks later.
const mailedLink = (deps: ApiDeps) => (fileId: string) => `${deps.publicUrl}${deps.uploads.link(fileId, deps.clock(), MAILED_CV_LINK_DAYS * 86_400)}`;

// What a part, a test or a simulation mails.
export async function publishDataToMail(deps: ApiDeps, userId: string): Promise<PublishData | null> {
  return dataWithLink(await publishDataOf(deps.db, userId), mailedLink(deps));
}
