import { z } from 'zod';
import { journeyAdminFieldsSchema, journeyDataFieldsSchema } from '../journey/events';
import { journeyStreamId } from '../journey/ids';
import { offersStreamId } from '../offers/ids';
import { coverLettersStreamId, resumesStreamId } from '../documents/ids';
import { publicationStreamId } from '../publication/ids';
import { interviewTrackerStreamId } from '../tracker/ids';
import { kpiResponseSchema } from './kpi-figures';

// The streams a client's KPIs are folded from, as of a moment (the history) or live (the projection
// reads the same events from the log).
export const kpiStreamsOf = (userId: string): string[] => [
  journeyStreamId(userId),
  publicationStreamId(userId),
  resumesStreamId(userId),
  coverLettersStreamId(userId),
  interviewTrackerStreamId(userId),
  offersStreamId(userId),
];

const asOf = z.object({ position: z.string(), version: z.number(), at: z.string() });

// A journey as its own events left it at a moment, folded with the journey deciders' folder.
export const pastJourneySchema = z.object({
  startedAt: z.string().nullable(),
  currentStep: z.number(),
  status: z.string().nullable(),
  plan: z.string().nullable(),
  manager: z.string().nullable(),
  journeyLink: z.string(),
  data: journeyDataFieldsSchema,
  admin: journeyAdminFieldsSchema,
  comments: z.number(),
  safetyNetActive: z.boolean(),
  safetyNetExpireDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
});
export type PastJourney = z.infer<typeof pastJourneySchema>;

// The publication at that moment, folded with the publication deciders' folder.
export const pastPublicationSchema = z.object({
  status: z.string(),
  isPublish: z.boolean(),
  autoPutOnPublishList: z.boolean(),
  cycles: z.array(z.object({ cycle: z.number(), open: z.boolean(), partsSent: z.array(z.number()) })),
});

// What getPersonalJourneyHistory adds when asked `at` a moment: the journey page, the interviews
// and the KPIs as they were then (read-only), with the last event each was folded to.
export const journeyAtSchema = z.object({
  at: z.string(),
  journey: pastJourneySchema.nullable(),
  journeyAsOf: asOf.nullable(),
  publication: pastPublicationSchema.nullable(),
  publicationAsOf: asOf.nullable(),
  interviews: z.array(z.object({ _id: z.string(), company: z.string(), type: z.string(), isApproach: z.boolean(), date: z.string(), status: z.string() })),
  kpis: kpiResponseSchema,
});
export type JourneyAt = z.infer<typeof journeyAtSchema>;
