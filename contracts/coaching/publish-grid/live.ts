import { z } from 'zod';

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
