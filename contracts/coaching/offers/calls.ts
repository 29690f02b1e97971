import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { DEFAULT_TALENT_JOB_TYPE, talentJobTypes } from './lists';
import { offersMessages as m } from './messages';
import {
  missingOfferFields,
  offersId,
  offerVariantOf,
  offerVariantSchema,
  talentJobInput,
  talentJobSchema,
  talentOfferInput,
  talentOfferSchema,
  talentProjectInput,
  talentProjectSchema,
} from './offers';
import { offerRatesSchema } from './salary';
import { withinYears } from '../../core/dates';

// Staff name the client; a client leaves it out (or names themselves).
const userId = z.string().trim().max(200).optional();
// the client for themselves, or staff for a client (spec §6: a client adds and edits jobs and offers)
const clientOrStaff = ['activeJourneyClient', 'staff'] as const;

const jobsOutput = z.object({ talentJobs: z.array(talentJobSchema) });
const offersOutput = z.object({ talentOffers: z.array(talentOfferSchema) });
const projectsOutput = z.object({ talentProjects: z.array(talentProjectSchema) });

export const offersCalls = defineCalls({
  getTalentJobsAndOffers: {
    kind: 'query',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "A client's jobs (newest start first) and offers (newest first), with the dated exchange rates and hours per month that compare offers in one currency and frequency (OFFER_RATES).",
    input: z.object({ userId }).strict(),
    output: jobsOutput.extend(offersOutput.shape).extend({ rates: offerRatesSchema }),
  },
  addTalentJob: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Add a job: type Before Service, After Service (default) or Safety Net; a professional title (group or free text) is required; salary in ILS a month unless chosen.',
    input: z.object({ newJobData: talentJobInput, userId }).strict(),
    output: jobsOutput,
  },
  editDeleteTalentJob: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Edit the job editId with newJobData, or delete it (isDelete). Answered with the jobs left.',
    input: z
      .object({ editId: offersId, isDelete: z.boolean().default(false), newJobData: talentJobInput.optional(), userId })
      .strict()
      .refine((v) => v.isDelete || v.newJobData !== undefined, { message: m.TalentJobDataRequired, path: ['newJobData'] }),
    output: jobsOutput,
  },
  getLastTalentJob: {
    kind: 'query',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "The client's latest job (the latest start date, else the latest added), or null: what a found-job form starts from.",
    input: z.object({ userId }).strict(),
    output: z.object({ talentJob: talentJobSchema.nullable() }),
  },
  createEditTalentOffer: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "Add an offer, edit one (newData._id) or delete one (newData.isDelete; not a signed one). variant 'full' requires company, title, seniority, first salary offer, final salary and a clear job definition; 'light' (the journey page) company and title only. Without variant, an offer with an interviewId is full. Answered with the offers and the saved one's _id.",
    input: z
      .object({ newData: talentOfferInput, variant: offerVariantSchema.optional(), userId })
      .strict()
      .superRefine((v, ctx) => {
        if (v.newData.isDelete) return;
        for (const { field, message } of missingOfferFields(v.newData, offerVariantOf(v.variant, v.newData.interviewId))) ctx.addIssue({ code: 'custom', message, path: ['newData', field] });
      }),
    output: offersOutput.extend({ _id: z.string().nullable() }),
  },
  talentSignedOffer: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "Sign an offer (its _id, or the offer with its _id): it becomes the client's job (type After Service unless chosen, the final salary, else the first offer) starting on startDate, and the journey's signedDate is set to the day it was signed.",
    input: z
      .object({
        offer: z.union([offersId, z.object({ _id: offersId }).loose()]),
        startDate: withinYears(z.iso.date({ error: m.SignStartDateRequired })),
        type: z.enum(talentJobTypes).default(DEFAULT_TALENT_JOB_TYPE),
        userId,
      })
      .strict(),
    output: jobsOutput.extend(offersOutput.shape).extend({ signedDate: z.string().nullable() }),
  },
  getTalentProjects: {
    kind: 'query',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "A client's side projects (title, link, description, start and end dates), the latest started first.",
    input: z.object({ userId }).strict(),
    output: projectsOutput,
  },
  createEditTalentProject: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Add a side project, edit one (newData._id) or delete one (newData.isDelete). A title is required; the end may not come before the start.',
    input: z.object({ newData: talentProjectInput, userId }).strict(),
    output: projectsOutput,
  },
});
