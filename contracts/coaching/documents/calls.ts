import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { saidFields } from '../../core/messages';
import { richText } from '../../core/rich-text';
import { cycleSchema, publishDataSchema, publishStateSchema } from '../publication/publication';
import { coverLetterSchema, resumeSchema } from './documents';
import { documentsMessages as m } from './messages';

const id = z.string().trim().min(1).max(200);
const userId = id.optional();
const link = z.string({ error: m.LinkRequired }).trim().min(1, m.LinkRequired).max(2000);
// who may work on a client's CVs, cover letters and publication: the client, or staff for them
export const clientOrStaff = ['activeJourneyClient', 'staff'] as const;

const publishOutput = z.object({ publish: publishStateSchema, cycles: z.array(cycleSchema) });

// The next part of the client's publication on the publish grid, at its time of day (Asia/Jerusalem).
export const upcomingPublishSchema = z.object({ part: z.number(), timeHours: z.number(), timeMinutes: z.number() });

// The client's combined read: their CVs and cover letters with the publication those feed (its
// state, cycles, publish data and next part): what getJourneyPublishing answers, and the part of
// getPersonalJourneyData the documents and the publication own. It is the documents' because every
// change to them answers it too (a CV or a letter picked or edited moves the publication's data and
// its update flag), and the publication already builds on the documents, never the reverse.
export const journeyPublishingSchema = z.object({
  resumes: z.array(resumeSchema),
  coverLetters: z.array(coverLetterSchema),
  ...publishOutput.shape,
  publishData: publishDataSchema.nullable(),
  startDateOptions: z.array(z.string()),
  mayApprove: z.boolean(),
  upcomingPublish: upcomingPublishSchema.nullable(),
});
export type JourneyPublishing = z.infer<typeof journeyPublishingSchema>;

// What a change to a client's CVs, cover letters or publication answers: all of getJourneyPublishing
// as it now is.
export const publishingAnswer = journeyPublishingSchema;

const convertOutput = z.object({ ok: z.boolean(), ...saidFields, steps: z.string(), stepsCode: z.string() });

export const coverLetterChangeSchema = z.object({ _id: z.string(), byUserEmail: z.string().nullable(), dateCreated: z.string(), before: z.object({ content: z.string() }), after: z.object({ content: z.string() }) });
export type CoverLetterChange = z.infer<typeof coverLetterChangeSchema>;

// CV links and cover letters (coaching spec §2 CV panel, Cover letters), and the combined read.
export const documentsCalls = defineCalls({
  getJourneyPublishing: {
    kind: 'query',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "A client's CVs, cover letters, publication state and cycles, with the approve dialog's start dates: the parts of getPersonalJourneyData the documents and the publication own.",
    input: z.object({ userId }),
    output: journeyPublishingSchema,
  },
  addResume: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "A CV link; its title defaults to 'CV {n+1}'. The client may add one.",
    input: z.object({ title: z.string().trim().max(200).optional(), link, userId }),
    output: publishingAnswer,
  },
  updateResume: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Edit a CV link; picking one for the cover letter and deleting one are for staff.',
    input: z.object({ id, title: z.string().trim().max(200).optional(), link: link.optional(), picked: z.boolean().optional(), isDelete: z.boolean().optional(), userId }),
    output: publishingAnswer,
  },
  convertGoogleDocsToDocx: {
    kind: 'query',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "The picked CV's Google doc as .docx, asked of the document service (nothing here changes): 'Convert Completed' with the manual steps, or 'Convert Failed'.",
    input: z.object({ userId, resumeId: id.optional() }),
    output: convertOutput,
  },
  convertGoogleDocsToPdf: {
    kind: 'query',
    access: 'staff',
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "The picked CV's Google doc as PDF: 'Convert Completed' or 'Convert Failed'.",
    input: z.object({ userId, resumeId: id.optional() }),
    output: convertOutput,
  },
  addEditCoverLetter: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Add a cover letter, edit one, or delete one (not the picked one).',
    // an edit changes only the fields it sends; picking is handleSaveData's
    input: z
      .object({
        coverLetter: z
          .object({
            id: id.optional(),
            title: z.string().trim().max(200).optional(),
            content: richText(z.string().max(50_000)).optional(),
            link: z.string().trim().max(2000).optional(),
            isDelete: z.boolean().default(false),
          })
          .strict(),
        userId,
      })
      .strict(),
    output: publishingAnswer,
  },
  handleSaveData: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'Save which cover letter is picked: exactly one; picking one unpicks the rest.',
    input: z.object({
      goToNextStep: z.boolean().default(false),
      coverLetters: z.array(z.object({ id, picked: z.boolean() })).max(200).refine((list) => list.filter((c) => c.picked).length === 1, m.PickExactlyOne),
      coverLetter: z.string().max(50_000).optional(),
      userId,
    }),
    output: publishingAnswer,
  },
  getCoverLetterChanges: {
    kind: 'query',
    access: 'staff',
    summary: "A cover letter's changes, each with its content before and after, read from its events.",
    input: z.object({ journeyId: id, id }),
    output: z.object({ changes: z.array(coverLetterChangeSchema) }),
  },
});
