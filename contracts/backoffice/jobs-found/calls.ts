import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { tableOutput } from '../../core/data-table';
import { jobsFoundSearchSchema } from './jobs-table';

export const foundJobSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  company: z.string(),
  title: z.string(),
  seniority: z.string().nullable(),
  salary: z.object({ value: z.number(), currency: z.string(), frequency: z.string().nullable() }).nullable(),
  startDate: z.string().nullable(),
  type: z.string(),
  signed: z.boolean(),
  foundAt: z.string(),
});
export type FoundJob = z.infer<typeof foundJobSchema>;

// The jobs found table (back-office spec §2 "Jobs found", §7 "Jobs found and statistics").
export const jobsFoundCalls = defineCalls({
  getJobsFoundData: {
    kind: 'query',
    access: 'staff',
    summary:
      'Staff: the jobs the clients found while the service ran (offers signed, jobs recorded after the service started or under the safety net), newest first, 100 a page. ' +
      'Asked with Accept: text/csv, every matching job as a file.',
    input: jobsFoundSearchSchema,
    output: tableOutput(foundJobSchema),
  },
});
