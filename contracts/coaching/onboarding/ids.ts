// Stream ids of the onboarding feature are built only here.

// One client's onboarding: the data check, the CV file and the first meeting they booked.
export const onboardingStreamId = (userId: string): string => `onboarding-${userId}`;
export const ONBOARDING_STREAM_PREFIX = 'onboarding-';

// One meeting slot staff opened: who booked it. One stream per slot keeps one client per slot
// however many book it at once (the append's expected version decides).
export const meetingSlotStreamId = (slotId: string): string => `meeting-slot-${slotId}`;
export const MEETING_SLOT_STREAM_PREFIX = 'meeting-slot-';
