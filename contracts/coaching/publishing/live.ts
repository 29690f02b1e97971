import { z } from 'zod';
import { announced } from '../../core/client-changes';
import { publishingCalls } from './calls';

// Every change a client or staff make to the client's CVs, cover letters and publication, told to
// the client's room with the answer its caller got.
export const publishingChanges = announced('publishing.changed', publishingCalls, {
  addResume: 'client',
  updateResume: 'client',
  addEditCoverLetter: 'client',
  handleSaveData: 'client',
  sendPersonalJourneyTest: 'client',
  startPersonalJourneyPublish: 'client',
  approvePublish: 'client',
  declinePublish: 'client',
  pausePublish: 'client',
  newPersonalJourneyPublish: 'client',
  updatePersonalJourneyPublish: 'client',
  changeAutoPutOnPublishList: 'client',
});
export type PublishingChangedMessage = z.infer<typeof publishingChanges.schema>;

// To the client's room when the grid or the publisher moved the client's publication (a part
// placed or taken off the grid, started, sent or failed): no call answered it, so a screen showing
// the publication reads it again.
export const publicationProgressedMessage = z.object({ userId: z.string(), what: z.enum(['cell', 'partStarted', 'partSent', 'partFailed']), position: z.string() });
export type PublicationProgressedMessage = z.infer<typeof publicationProgressedMessage>;
