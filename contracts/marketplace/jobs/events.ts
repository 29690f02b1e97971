import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import type { DescribedValues } from '../../core/history';
import { jobStatusSchema, type JobStatus } from './job';

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
// The job form's limits and transforms live in job.ts and apply to new input only.
const storedJobFields = {
  title: z.string(),
  company: z.string(),
  company_url: z.string().nullable(),
  employmentType: z.string(),
  seniorityLevel: z.string(),
  description: z.string(),
  location: z.string(),
  loc_lat: z.number(),
  loc_lng: z.number(),
  country: z.string(),
  countryCode: z.string(),
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  salaryCurrency: z.string(),
  salaryFrequency: z.string(),
  tags: z.array(z.string()),
  selectedTags: z.array(z.string()),
  phone: z.string().nullable(),
  phoneToAllJobs: z.boolean(),
};
export const storedJobSchema = z.object(storedJobFields);
export type StoredJob = z.infer<typeof storedJobSchema>;
export const storedJobChangesSchema = storedJobSchema.partial();
export type StoredJobChanges = z.infer<typeof storedJobChangesSchema>;

// How job events read in the job's history: which fields an edit changed (by name, never their
// values: the phone is personal), and a status change from the status an earlier entry remembered.
const statusOf = (earlier: DescribedValues): JobStatus | null => {
  const parsed = jobStatusSchema.safeParse(earlier.status);
  return parsed.success ? parsed.data : null;
};

export const jobEvents = defineEvents({
  // the recruiter's phone is theirs: erased with their account
  JobCreated: event(z.object({ jobId: z.string(), ownerId: z.string(), job: storedJobSchema, status: jobStatusSchema, createdAt: z.string() }), {
    personal: ['job.phone'],
    describe: (data) => ({ key: 'job.created', params: { status: data.status }, remember: { status: data.status } }),
  }),
  JobUpdated: event(z.object({ jobId: z.string(), changes: storedJobChangesSchema, updatedAt: z.string() }), {
    personal: ['changes.phone'],
    describe: (data) => ({ key: 'job.edited', params: { fields: Object.keys(data.changes) } }),
  }),
  JobStatusChanged: event(z.object({ jobId: z.string(), ownerId: z.string(), status: jobStatusSchema, changedAt: z.string() }), {
    describe: (data, earlier) => ({ key: 'job.statusChanged', params: { from: statusOf(earlier), to: data.status }, remember: { status: data.status } }),
  }),
  // the recruiter's active-job quota (stream job-slots-{ownerId}); appended in the same atomic
  // append as the job status change it accompanies; bookkeeping, so not described in the history
  JobSlotTaken: event(z.object({ ownerId: z.string(), jobId: z.string(), takenAt: z.string() })),
  JobSlotReleased: event(z.object({ ownerId: z.string(), jobId: z.string(), releasedAt: z.string() })),
});

export type JobEvent = EventOf<typeof jobEvents>;
