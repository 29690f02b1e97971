import { z } from 'zod';
import { jobChangesSchema, jobFieldsSchema, jobStatusSchema } from './job';

export const jobCreatedSchema = z.object({
  jobId: z.string(),
  ownerId: z.string(),
  job: jobFieldsSchema,
  status: jobStatusSchema,
  createdAt: z.string(),
});
export const jobUpdatedSchema = z.object({ jobId: z.string(), changes: jobChangesSchema, updatedAt: z.string() });
export const jobStatusChangedSchema = z.object({ jobId: z.string(), ownerId: z.string(), status: jobStatusSchema, changedAt: z.string() });
export const jobSlotTakenSchema = z.object({ ownerId: z.string(), jobId: z.string(), takenAt: z.string() });
export const jobSlotReleasedSchema = z.object({ ownerId: z.string(), jobId: z.string(), releasedAt: z.string() });

export const jobEventSchemas = {
  JobCreated: jobCreatedSchema,
  JobUpdated: jobUpdatedSchema,
  JobStatusChanged: jobStatusChangedSchema,
  JobSlotTaken: jobSlotTakenSchema,
  JobSlotReleased: jobSlotReleasedSchema,
} as const;

export type JobEvent = {
  [K in keyof typeof jobEventSchemas]: { type: K; data: z.infer<(typeof jobEventSchemas)[K]> };
}[keyof typeof jobEventSchemas];
