import { z } from 'zod';
import { jobStatusSchema } from './job';

// Sent to everyone (room 'public') when a job starts or stops being listed, or changes while listed.
export const jobChangedMessage = z.object({
  jobId: z.string(),
  status: jobStatusSchema,
  ownerId: z.string(),
  position: z.string(),
});
export type JobChangedMessage = z.infer<typeof jobChangedMessage>;
