import type { Resume } from '../../../contracts/coaching/documents/documents';
import type { PublishData } from '../../../contracts/coaching/publication/publication';
import { resumesOf, type ResumeEntry } from '../../../query/coaching/documents/documents';
import { publishingJourneyParts } from '../../../query/coaching/documents/journey-parts';
import type { PublishSource } from '../../../query/coaching/publication/get-publication';
import type { ApiDeps } from '../../server/feature';

// An uploaded CV is shown by a link signed for the reader, which expires within about an hour.
const shownLink = (deps: ApiDeps) => (fileId: string) => deps.uploads.link(fileId, deps.clock());

const withLinks = (entries: readonly ResumeEntry[], link: (fileId: string) => string): Resume[] =>
  entries.map(({ fileId, ...resume }) => ({ ...resume, link: fileId ? link(fileId) : resume.link, uploaded: fileId !== null }));

// The publish data with its CV's link: an uploaded file's, signed with the link given.
export const dataWithLink = (source: PublishSource | null, link: (fileId: string) => string): PublishData | null => {
  if (!source) return null;
  const { cvFileId, ...data } = source;
  return cvFileId ? { ...data, CVUrl: link(cvFileId) } : data;
};

export async function resumesFor(deps: ApiDeps, userId: string): Promise<Resume[]> {
  return withLinks(await resumesOf(deps.db, userId), shownLink(deps));
}

// getJourneyPublishing, the client's combined read, and so the documents' and the publication's part
// of getPersonalJourneyData.
export async function journeyPublishingFor(deps: ApiDeps, userId: string) {
  const parts = await publishingJourneyParts(deps.db, userId, deps.clock());
  return { ...parts, resumes: withLinks(parts.resumes, shownLink(deps)), publishData: dataWithLink(parts.publishData, shownLink(deps)) };
}
