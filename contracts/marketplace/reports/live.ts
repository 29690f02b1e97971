import { z } from 'zod';

// Sent to the admins' room when the reports waiting changed (a new one, or one handled): an open
// /reports reads its page again.
export const reportsChangedMessage = z.object({ position: z.string() });
export type ReportsChangedMessage = z.infer<typeof reportsChangedMessage>;
