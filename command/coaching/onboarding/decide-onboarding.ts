import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { OnboardingData } from '../../../contracts/coaching/onboarding/calls';
import { onboardingEvents, type OnboardingEvent } from '../../../contracts/coaching/onboarding/events';
import { onboardingMessages as m } from '../../../contracts/coaching/onboarding/messages';
import { MAILED_CV_LINK_DAYS } from '../../../contracts/coaching/publication/publication';
import type { Decider } from '../../core/decider';
import { evolveOnboarding, initialOnboardingState, type OnboardingState, type SlotState } from './onboarding';

export type OnboardingCommand = { userId: string; now: Date } & (
  | { type: 'CheckData'; fields: OnboardingData }
  // journeyStep: the step the journey is on; past step 0 the journey's own data check counts as done
  | { type: 'RecordCv'; fileId: string; name: string; kind: string; size: number; isOnboarding: boolean; journeyStep: number }
  // lastMailAt: when a mail of the client's publication last went out, as its event recorded it
  | { type: 'KeepIfMailed'; fileId: string; lastMailAt: string | null }
  | { type: 'RemoveKept'; fileId: string }
);

const rule = (message: string): DomainError => domainError('OnboardingRuleBroken', message);

const DAY_MS = 86_400_000;
// A mail signs its CV link as it goes, a moment after the event that sent it (a reaction, a part's
// task, either retried with backoff for some minutes): a day more covers that.
const SIGNING_MARGIN_MS = DAY_MS;

// A replaced file is kept when a mail went out since it came: that mail may link it, and the link
// opens for MAILED_CV_LINK_DAYS. One that no mail can have linked is not kept (it goes at once).
function keepIfMailed(c: Extract<OnboardingCommand, { type: 'KeepIfMailed' }>, state: OnboardingState): OnboardingEvent[] {
  const uploadedAt = state.uploadedAt[c.fileId];
  if (uploadedAt === undefined || c.fileId === state.cvFileId || state.kept[c.fileId] !== undefined) return [];
  if (c.lastMailAt === null || Date.parse(c.lastMailAt) < Date.parse(uploadedAt)) return [];
  const until = new Date(Date.parse(c.lastMailAt) + MAILED_CV_LINK_DAYS * DAY_MS + SIGNING_MARGIN_MS).toISOString();
  return [{ type: 'OnboardingCvFileKept', data: { userId: c.userId, fileId: c.fileId, until, keptAt: c.now.toISOString() } }];
}

function decide(c: OnboardingCommand, state: OnboardingState): OnboardingEvent[] | DomainError {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'CheckData':
      return [{ type: 'OnboardingDataChecked', data: { userId: c.userId, fields: c.fields, checkedAt: at } }];
    case 'RecordCv':
      // each part is unlocked by the one before
      if (c.isOnboarding && !state.dataChecked && c.journeyStep === 0) return rule(m.OnboardingDataFirst);
      return [{ type: 'OnboardingCvUploaded', data: { userId: c.userId, fileId: c.fileId, name: c.name, kind: c.kind, size: c.size, uploadedAt: at } }];
    case 'KeepIfMailed':
      return keepIfMailed(c, state);
    case 'RemoveKept': {
      // not kept (removed already, by a run before this one) or not due yet: nothing to do
      const until = state.kept[c.fileId];
      if (until === undefined || Date.parse(until) > c.now.getTime()) return [];
      return [{ type: 'OnboardingCvFileRemoved', data: { userId: c.userId, fileId: c.fileId, removedAt: at } }];
    }
  }
}

export const onboardingDecider: Decider<OnboardingState, OnboardingCommand, OnboardingEvent> = {
  events: onboardingEvents,
  initialState: initialOnboardingState,
  evolve: evolveOnboarding,
  decide,
};

// Booking and cancelling span the client's stream and the slot's.
export type MeetingCommand = { userId: string; now: Date } & ({ type: 'Schedule'; slotId: string } | { type: 'Cancel' });
export type MeetingDecision = { onboarding: OnboardingEvent[]; slot: OnboardingEvent[]; held: OnboardingEvent[] };

// held: the slot of the meeting the client has, when they book another (a reschedule).
export function decideMeeting(c: MeetingCommand, client: OnboardingState, slot: SlotState, held: SlotState | null = null): MeetingDecision | DomainError {
  const at = c.now.toISOString();
  const { userId } = c;
  const release = (slotId: string, state: SlotState | null): OnboardingEvent[] => (state?.bookedBy === userId ? [{ type: 'MeetingSlotReleased', data: { slotId, userId, releasedAt: at } }] : []);
  if (c.type === 'Cancel') {
    if (!client.meeting) return rule(m.MeetingNone);
    const { slotId } = client.meeting;
    return { onboarding: [{ type: 'MeetingCancelled', data: { userId, slotId, cancelledAt: at } }], slot: release(slotId, slot), held: [] };
  }
  if (client.meeting?.slotId === c.slotId && slot.bookedBy === userId) return { onboarding: [], slot: [], held: [] };
  if (!client.cvFileId) return rule(m.OnboardingCvFirst);
  if (!slot.opened || slot.closed) return domainError('MeetingSlotUnavailable', m.MeetingSlotGone);
  if (slot.bookedBy !== null) return domainError('MeetingSlotUnavailable', m.MeetingSlotTaken);
  if (Date.parse(slot.start) <= c.now.getTime()) return domainError('MeetingSlotUnavailable', m.MeetingSlotPassed);
  // booking another time moves the meeting: the one held is cancelled and its slot opens again
  const moved: OnboardingEvent[] = client.meeting ? [{ type: 'MeetingCancelled', data: { userId, slotId: client.meeting.slotId, cancelledAt: at } }] : [];
  return {
    onboarding: [...moved, { type: 'MeetingScheduled', data: { userId, slotId: c.slotId, start: slot.start, end: slot.end, scheduledAt: at } }],
    slot: [{ type: 'MeetingSlotBooked', data: { slotId: c.slotId, userId, bookedAt: at } }],
    held: client.meeting ? release(client.meeting.slotId, held) : [],
  };
}

// Staff open a slot (a new stream) or close one nobody holds.
export type SlotCommand = { slotId: string; now: Date } & ({ type: 'Open'; start: string; end: string } | { type: 'Close' });

export function decideSlot(c: SlotCommand, slot: SlotState): OnboardingEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'Open') {
    if (Date.parse(c.start) <= c.now.getTime()) return rule(m.MeetingSlotsInPast);
    return [{ type: 'MeetingSlotOpened', data: { slotId: c.slotId, start: c.start, end: c.end, openedAt: at } }];
  }
  if (!slot.opened || slot.closed) return domainError('MeetingSlotUnavailable', m.MeetingSlotGone);
  if (slot.bookedBy) return rule(m.MeetingSlotBookedClose);
  return [{ type: 'MeetingSlotClosed', data: { slotId: c.slotId, closedAt: at } }];
}
