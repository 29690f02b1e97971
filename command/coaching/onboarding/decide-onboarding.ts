import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { OnboardingData } from '../../../contracts/coaching/onboarding/calls';
import { onboardingEvents, type OnboardingEvent } from '../../../contracts/coaching/onboarding/events';
import { onboardingMessages as m } from '../../../contracts/coaching/onboarding/messages';
import type { Decider } from '../../core/decider';
import { evolveOnboarding, initialOnboardingState, type OnboardingState, type SlotState } from './onboarding';

export type OnboardingCommand = { userId: string; now: Date } & (
  | { type: 'CheckData'; fields: OnboardingData }
  | { type: 'RecordCv'; fileId: string; name: string; kind: string; size: number; isOnboarding: boolean }
);

const rule = (message: string): DomainError => domainError('OnboardingRuleBroken', message);

function decide(c: OnboardingCommand, state: OnboardingState): OnboardingEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'CheckData') return [{ type: 'OnboardingDataChecked', data: { userId: c.userId, fields: c.fields, checkedAt: at } }];
  // each part is unlocked by the one before
  if (c.isOnboarding && !state.dataChecked) return rule(m.OnboardingDataFirst);
  return [{ type: 'OnboardingCvUploaded', data: { userId: c.userId, fileId: c.fileId, name: c.name, kind: c.kind, size: c.size, uploadedAt: at } }];
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
