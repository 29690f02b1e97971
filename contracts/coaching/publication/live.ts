import { z } from 'zod';
import { announced } from '../../core/client-changes';
import { documentsChanges } from '../documents/live';
import { publicationCalls } from './calls';

// Every change a client or staff make to the client's publication, told to the client's room with
// the answer its caller got.
export const publicationChanges = announced('publishing.changed', publicationCalls, {
  sendPersonalJourneyTest: 'client',
  startPersonalJourneyPublish: 'client',
  approvePublish: 'client',
  declinePublish: 'client',
  pausePublish: 'client',
  newPersonalJourneyPublish: 'client',
  updatePersonalJourneyPublish: 'client',
  changeAutoPutOnPublishList: 'client',
});

// One message for every change to the client's documents and publication: the documents' commands
// (coaching/documents announces them) and the publication's, each with the combined read its
// caller got.
export const publishingChangedMessage = z.union([documentsChanges.schema, publicationChanges.schema]);
export type PublishingChangedMessage = z.infer<typeof publishingChangedMessage>;

// To the client's room when the grid or the publisher moved the client's publication (a part
// placed or taken off the grid, started, sent or failed): no call answered it, so a screen showing
// the publication reads it again.
export const publicationProgressedMessage = z.object({ userId: z.string(), what: z.enum(['cell', 'partStarted', 'partSent', 'partFailed']), position: z.string() });
export type PublicationProgressedMessage = z.infer<typeof publicationProgressedMessage>;
