import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const userId = z.string();
const slotId = z.string();

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
export const onboardingEvents = defineEvents({
  // on onboarding-{userId}: the client's details as they checked them (the journey shows them)
  OnboardingDataChecked: event(
    z.object({ userId, fields: z.object({ email: z.string(), phone: z.string(), first_name: z.string(), last_name: z.string(), title: z.string() }).partial(), checkedAt: at }),
    { personal: ['fields.email', 'fields.phone', 'fields.first_name', 'fields.last_name'], describe: () => ({ key: 'onboarding.dataChecked', params: {} }) },
  ),
  // the file is kept in the file store under fileId; its name is the client's
  OnboardingCvUploaded: event(z.object({ userId, fileId: z.string(), name: z.string(), kind: z.string(), size: z.number(), uploadedAt: at }), {
    personal: ['name'],
    describe: (d) => ({ key: 'onboarding.cvUploaded', params: { kind: d.kind } }),
  }),
  // a file a new upload replaced stays in storage until `until`: a mail linked it, and a mailed
  // link opens for MAILED_CV_LINK_DAYS after it was signed
  OnboardingCvFileKept: event(z.object({ userId, fileId: z.string(), until: at, keptAt: at })),
  // a kept file whose mailed links have all expired left storage
  OnboardingCvFileRemoved: event(z.object({ userId, fileId: z.string(), removedAt: at })),
  MeetingScheduled: event(z.object({ userId, slotId, start: at, end: at, scheduledAt: at }), {
    describe: (d) => ({ key: 'onboarding.meetingScheduled', params: { start: d.start } }),
  }),
  MeetingCancelled: event(z.object({ userId, slotId, cancelledAt: at }), { describe: () => ({ key: 'onboarding.meetingCancelled', params: {} }) }),
  // on meeting-slot-{slotId}
  MeetingSlotOpened: event(z.object({ slotId, start: at, end: at, openedAt: at })),
  MeetingSlotClosed: event(z.object({ slotId, closedAt: at })),
  MeetingSlotBooked: event(z.object({ slotId, userId, bookedAt: at })),
  MeetingSlotReleased: event(z.object({ slotId, userId, releasedAt: at })),
});

export type OnboardingEvent = EventOf<typeof onboardingEvents>;
