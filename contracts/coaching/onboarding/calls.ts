import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { coreMessages, saidFields } from '../../core/messages';
import { uploadedFileSchema } from '../../core/uploads';
import { personalJourneySchema } from '../journey/journey';
import { journeyPublishingSchema } from '../documents/calls';
import { onboardingMessages as m } from './messages';
import { meetingSchema, onboardingCvFile, onboardingSchema, staffSlotSchema } from './onboarding';
import { withinYears } from '../../core/dates';

// Staff name the client; a client leaves it out (or names themselves).
const userId = z.string().trim().max(200).optional();
const slotId = z.string().trim().min(1).max(200);
const text = (max: number, required: string = coreMessages.Required) => z.string(required).trim().min(1, required).max(max);
const clientOrStaff = ['activeJourneyClient', 'staff'] as const;

// The data-check form (spec §5): every field required, said per field.
export const onboardingDataInput = z
  .object({
    email: z.email(),
    phone: z
      .string(coreMessages.Required)
      .trim()
      .min(1, coreMessages.Required)
      .max(30)
      .refine((p) => /^\+?[\d\s()-]+$/.test(p) && p.replace(/\D/g, '').length >= 7 && p.replace(/\D/g, '').length <= 15, m.OnboardingPhoneInvalid),
    first_name: text(80),
    last_name: text(80),
    title: text(120, m.OnboardingTitleRequired),
  })
  .strict();
export type OnboardingData = z.infer<typeof onboardingDataInput>;

const onboardingOutput = z.object({ onboarding: onboardingSchema });
const slotsOutput = z.object({ onboarding: onboardingSchema, slots: z.array(meetingSchema) });
const staffSlotsOutput = z.object({ slots: z.array(staffSlotSchema) });

export const onboardingCalls = defineCalls({
  getOnboarding: {
    kind: 'query',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "A client's onboarding: which of its three parts are done (33.3 % each), the CV file they uploaded and the meeting they booked.",
    input: z.object({ userId }).strict(),
    output: onboardingOutput,
  },
  checkOnboardingData: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "The onboarding's first part: the client confirms or corrects their email, phone, first and last name and professional title (all required). The journey shows them from then on.",
    input: z.object({ data: onboardingDataInput, userId }).strict(),
    // the journey as it shows the checked details
    output: onboardingOutput.extend({ personaljourney: personalJourneySchema }),
  },
  uploadPublishCVFile: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    multipart: true,
    upload: { files: { file: onboardingCvFile } },
    summary:
      "The client's CV file (multipart field file): docx or pdf by its content ('Invalid extension' otherwise), at most 51200 bytes ('File too big - 50 KB Max'). Kept in the file store and listed among the client's CVs (one entry: a new file replaces the one before in it), pickable for publication, which mails a link to the file; with isOnboarding it is the onboarding's second part, which needs the data checked first. A new file replaces the one before.",
    input: z.object({ file: uploadedFileSchema, userId, isOnboarding: z.enum(['true', 'false']).optional() }).strict(),
    // the journey and the client's CVs, cover letters and publication as they now are (the file is one of the CVs)
    output: z.object({ personaljourney: personalJourneySchema, onboarding: onboardingSchema, ...saidFields }).extend(journeyPublishingSchema.shape),
  },
  fetchMeetingSlots: {
    kind: 'query',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: 'The meeting times staff opened that nobody booked, from now to 30 days ahead, earliest first, and the meeting the client booked.',
    input: z.object({ userId }).strict(),
    output: slotsOutput,
  },
  scheduleMeeting: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "Book one open slot: the onboarding's third part, once the CV is uploaded; booking another moves the meeting there (the one held opens again). One client per slot: of clients booking the same slot at once one gets it and the rest are told to choose another. A confirmation mail with a calendar invitation (.ics, Asia/Jerusalem) follows.",
    input: z.object({ slotId, userId }).strict(),
    output: slotsOutput.extend(saidFields),
  },
  cancelMeeting: {
    kind: 'command',
    access: clientOrStaff,
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary: "Cancel the client's meeting: its slot opens again and the client books another (a cancellation mail follows).",
    input: z.object({ userId }).strict(),
    output: slotsOutput.extend(saidFields),
  },
  getMeetingSlots: {
    kind: 'query',
    access: 'staff',
    summary: 'Staff: the meeting slots from today on, open or booked (and by whom), earliest first.',
    input: z.object({}).strict().default({}),
    output: staffSlotsOutput,
  },
  openMeetingSlots: {
    kind: 'command',
    access: 'staff',
    summary: 'Staff: open count back-to-back meeting slots of minutes each from start (a time with its offset, or UTC). A slot may not overlap one already open.',
    input: z
      .object({
        start: withinYears(z.iso.datetime({ offset: true })),
        minutes: z.number().int().min(15).max(180),
        count: z.number().int().min(1).max(16).default(1),
      })
      .strict(),
    output: staffSlotsOutput,
  },
  closeMeetingSlot: {
    kind: 'command',
    access: 'staff',
    summary: 'Staff: close an open slot nobody booked.',
    input: z.object({ slotId }).strict(),
    output: staffSlotsOutput,
  },
});
