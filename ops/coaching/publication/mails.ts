import { MAILED_CV_LINK_DAYS, type PublishData } from '../../../contracts/coaching/publication/publication';
import { publishDataOf } from '../../../query/coaching/publication/get-publication';
import type { ApiDeps } from '../../server/feature';
import { renderMail } from '../../mail/mail-templates';
import { dataWithLink } from '../documents/cv-links';

// The mail a part sends to a recruiter, and a test or simulation sends to staff: the email title,
// the cover letter (HTML the rich-text sanitiser kept), the CV link and the names. The same for every
// recipient of a part, so it is rendered once; written right to left when the letter is in Hebrew.
export async function publishMail(data: PublishData, options: { test?: boolean } = {}) {
  const language = /[\u0590-\u05FF]/.test(data.coverLetter) ? 'he' : 'en';
  const name = `${data.first_name} ${data.last_name}`.trim();
  const rendered = await renderMail('publish-part', language, { test: options.test === true, emailTitle: data.emailTitle, coverLetter: data.coverLetter, cvUrl: data.CVUrl, name });
  return { ...rendered, template: 'publish-part', language };
}

// A mail carries the uploaded CV by a whole address, signed as it is sent, that stays open while
// the publication runs: a recruiter opens it days or weeks later.
const mailedLink = (deps: ApiDeps) => (fileId: string) => `${deps.publicUrl}${deps.uploads.link(fileId, deps.clock(), MAILED_CV_LINK_DAYS * 86_400)}`;

// What a part, a test or a simulation mails.
export async function publishDataToMail(deps: ApiDeps, userId: string): Promise<PublishData | null> {
  return dataWithLink(await publishDataOf(deps.db, userId), mailedLink(deps));
}
