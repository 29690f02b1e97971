import { MAILED_CV_LINK_DAYS, type PublishData, type Resume } from '../../../contracts/coaching/publishing/publishing';
import { publishDataOf, resumesOf, type PublishSource, type ResumeEntry } from '../../../query/coaching/publishing/get-publication';
import { publishingJourneyParts } from '../../../query/coaching/publishing/journey-parts';
import type { ApiDeps } from '../../server/feature';

// An uploaded CV is shown by a link signed for the reader, which expires within about an hour.
const shownLink = (deps: ApiDeps) => (fileId: string) => deps.uploads.link(fileId, deps.clock());

// A mail carries the uploaded CV by a whole address, signed as it is sent, that stays open while
// the publication runs: a recruiter opens it days or weeks later.
const mailedLink = (deps: ApiDeps) => (fileId: string) => `${deps.publicUrl}${deps.uploads.link(fileId, deps.clock(), MAILED_CV_LINK_DAYS * 86_400)}`;

const withLinks = (entries: readonly ResumeEntry[], link: (fileId: string) => string): Resume[] =>
  entries.map(({ fileId, ...resume }) => ({ ...resume, link: fileId ? link(fileId) : resume.link, uploaded: fileId !== null }));

const dataWithLink = (source: PublishSource | null, link: (fileId: string) => string): PublishData | null => {
  if (!source) return null;
  const { cvFileId, ...data } = source;
  return cvFileId ? { ...data, CVUrl: link(cvFileId) } : data;
};

export async function resumesFor(deps: ApiDeps, userId: string): Promise<Resume[]> {
  return withLinks(await resumesOf(deps.db, userId), shownLink(deps));
}

// What a part, a test or a simulation mails.
export async function publishDataToMail(deps: ApiDeps, userId: string): Promise<PublishData | null> {
  return dataWithLink(await publishDataOf(deps.db, userId), mailedLink(deps));
}

// getJourneyPublishing, and publishing's part of getPersonalJourneyData.
export async function journeyPublishingFor(deps: ApiDeps, userId: string) {
  const parts = await publishingJourneyParts(deps.db, userId, deps.clock());
  return { ...parts, resumes: withLinks(parts.resumes, shownLink(deps)), publishData: dataWithLink(parts.publishData, shownLink(deps)) };
}
