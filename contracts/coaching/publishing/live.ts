import { z } from 'zod';
import { announced } from '../../core/client-changes';
import { publishingCalls } from './calls';

// To every staff member watching the publish grid (room staff:publish-grid): what changed, so the
// grid reads itself again. what: an approval, a pause, a request or decline, a cell placed, moved
// or removed, a part started, sent or failed, the globals.
export const publishGridChangedMessage = z.object({
  what: z.enum(['approved', 'paused', 'requested', 'declined', 'newPublish', 'cell', 'partStarted', 'partSent', 'partFailed', 'globals', 'cycle']),
  userId: z.string().nullable(),
  cellId: z.string().nullable(),
  position: z.string(),
});
export type PublishGridChangedMessage = z.infer<typeof publishGridChangedMessage>;

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
