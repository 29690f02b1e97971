import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { storedJobSchema } from '../jobs/events';
import { jobStatusSchema } from '../jobs/job';
import { historyEntrySchema, logPositionSchema as position } from '../../core/history-entry';
import { withinYears } from '../../core/dates';

const jobId = z.string().trim().min(1).max(200);

// A job as its own events left it at some moment: its fields and its status.
export const pastJobSchema = storedJobSchema.extend({ _id: z.string(), jobstatus: jobStatusSchema });
export type PastJob = z.infer<typeof pastJobSchema>;

// The last event folded into an answer: where it is in the log and when it was recorded.
export const asOfSchema = z.object({ position, version: z.number(), at: z.string() });

export const jobHistoryCalls = defineCalls({
  getJobHistory: {
    kind: 'query',
    access: 'authed',
    summary: "A job's history, newest first, paged: who changed what and when. Its owner and admins only; to anyone else the job is not found.",
    input: z.object({
      jobId,
      page: z.number().int().min(0).max(1000).default(0),
      pageSize: z.number().int().min(1).max(100).default(20),
    }),
    output: z.object({ list: z.array(historyEntrySchema), total: z.number() }),
  },
  getJobAt: {
    kind: 'query',
    access: 'authed',
    summary:
      'A job as it was at a moment: `at` is an ISO date-time (events recorded up to it) or a log position (a history entry’s). job is null before it was created. Its owner and admins only.',
    input: z.object({ jobId, at: z.union([withinYears(z.iso.datetime({ offset: true })), position]) }),
    output: z.object({ job: pastJobSchema.nullable(), asOf: asOfSchema.nullable() }),
  },
});
