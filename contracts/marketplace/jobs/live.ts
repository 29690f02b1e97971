import { z } from 'zod';
import { jobListItemSchema, jobStatusSchema } from './job';

// Sent to everyone (room 'public') when a job starts or stops being listed, or changes while listed,
// and to its owner's room. It carries the list row as it is now, so an open list patches the one
// card instead of searching again; `job` is absent once the job is no longer listed.
export const jobChangedMessage = z.object({
  jobId: z.string(),
  status: jobStatusSchema,
  position: z.string(),
  job: jobListItemSchema.optional(),
});
export type JobChangedMessage = z.infer<typeof jobChangedMessage>;
