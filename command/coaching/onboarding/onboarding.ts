import { onboardingEvents, type OnboardingEvent } from '../../../contracts/coaching/onboarding/events';
import type { Meeting } from '../../../contracts/coaching/onboarding/onboarding';

// What onboarding's rules need of a client's stream (onboarding-{userId}). uploadedAt: each CV file
// still in storage, by id, with the time it came; kept: the replaced ones kept for mailed links, with
// the time they may go.
export type OnboardingState = {
  dataChecked: boolean;
  cvFileId: string | null;
  meeting: Meeting | null;
  uploadedAt: Readonly<Record<string, string>>;
  kept: Readonly<Record<string, string>>;
};
export const initialOnboardingState: OnboardingState = { dataChecked: false, cvFileId: null, meeting: null, uploadedAt: {}, kept: {} };

const without = (record: Readonly<Record<string, string>>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export const evolveOnboarding = (state: OnboardingState, event: OnboardingEvent): OnboardingState => {
  switch (event.type) {
    case 'OnboardingDataChecked':
      return { ...state, dataChecked: true };
    case 'OnboardingCvUploaded':
      return { ...state, cvFileId: event.data.fileId, uploadedAt: { ...state.uploadedAt, [event.data.fileId]: event.data.uploadedAt } };
    case 'OnboardingCvFileKept':
      return { ...state, kept: { ...state.kept, [event.data.fileId]: event.data.until } };
    case 'OnboardingCvFileRemoved':
      return { ...state, uploadedAt: without(state.uploadedAt, event.data.fileId), kept: without(state.kept, event.data.fileId) };
    case 'MeetingScheduled':
      return { ...state, meeting: { slotId: event.data.slotId, start: event.data.start, end: event.data.end } };
    case 'MeetingCancelled':
      return { ...state, meeting: null };
    default:
      return state;
  }
};

// One slot staff opened (meeting-slot-{slotId}).
export type SlotState = { opened: boolean; closed: boolean; start: string; end: string; bookedBy: string | null };
export const initialSlotState: SlotState = { opened: false, closed: false, start: '', end: '', bookedBy: null };

export const evolveSlot = (state: SlotState, event: OnboardingEvent): SlotState => {
  switch (event.type) {
    case 'MeetingSlotOpened':
      return { ...state, opened: true, start: event.data.start, end: event.data.end };
    case 'MeetingSlotClosed':
      return { ...state, closed: true };
    case 'MeetingSlotBooked':
      return { ...state, bookedBy: event.data.userId };
    case 'MeetingSlotReleased':
      return state.bookedBy === event.data.userId ? { ...state, bookedBy: null } : state;
    default:
      return state;
  }
};

export const onboardingFolder = { events: onboardingEvents, initialState: initialOnboardingState, evolve: evolveOnboarding };
export const slotFolder = { events: onboardingEvents, initialState: initialSlotState, evolve: evolveSlot };
