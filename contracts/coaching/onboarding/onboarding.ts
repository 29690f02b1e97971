import { z } from 'zod';
import type { UploadField } from '../../core/uploads';
import { orphanMessages } from '../../marketplace/orphan-applications/messages';
import { onboardingMessages as m } from './messages';

// Three parts, each unlocked by the one before, 33.3 % each (coaching spec §2, §9).
export const onboardingParts = ['dataChecked', 'uploadCV', 'firstMeeting'] as const;
export type OnboardingPart = (typeof onboardingParts)[number];

// The CV of the onboarding: a docx or pdf by its content, at most 51200 bytes (spec §5).
export const ONBOARDING_CV_MAX_BYTES = 51_200;
export const onboardingCvFile: UploadField = {
  accept: ['docx', 'pdf'],
  maxBytes: ONBOARDING_CV_MAX_BYTES,
  required: true,
  // the upload's type refusal says what every upload of a resume says, by the same code
  messages: { tooLarge: m.OnboardingCvTooBig, notAccepted: orphanMessages.ResumeTypeRefused },
};

// Meetings are held and said in Israel's time.
export const MEETING_ZONE = 'Asia/Jerusalem';
export const MEETING_MINUTES = [15, 20, 30, 45, 60, 90] as const;
// how far ahead clients see open slots
export const MEETING_HORIZON_DAYS = 30;

export const meetingSchema = z.object({ slotId: z.string(), start: z.string(), end: z.string() });
export type Meeting = z.infer<typeof meetingSchema>;

export const cvFileSchema = z.object({ name: z.string(), kind: z.string(), size: z.number(), uploadedAt: z.string(), url: z.string() });

export const onboardingSchema = z.object({
  userId: z.string(),
  completed: z.object({ dataChecked: z.boolean(), uploadCV: z.boolean(), firstMeeting: z.boolean() }),
  percent: z.number(),
  done: z.boolean(),
  cvFile: cvFileSchema.nullable(),
  meeting: meetingSchema.nullable(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

// A slot as staff see it: open, and who booked it.
export const staffSlotSchema = z.object({
  slotId: z.string(),
  start: z.string(),
  end: z.string(),
  bookedBy: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type StaffSlot = z.infer<typeof staffSlotSchema>;

export const percentOf = (completed: Record<OnboardingPart, boolean>): number => {
  const done = onboardingParts.filter((p) => completed[p]).length;
  // a third each: 33.3, 66.7, 100
  return Math.round((done * 1000) / onboardingParts.length) / 10;
};
