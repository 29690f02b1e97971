import { describe, expect, it } from 'vitest';
import type { OnboardingEvent } from '../../../contracts/coaching/onboarding/events';
import { onboardingMessages as m } from '../../../contracts/coaching/onboarding/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { decideMeeting, decideSlot, onboardingDecider } from './decide-onboarding';
import { evolveOnboarding, evolveSlot, initialOnboardingState, initialSlotState } from './onboarding';

const given = DeciderSpecification.for(onboardingDecider);
const userId = 'u-1';
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const fields = { email: 'noa@example.com', phone: '050-1234567', first_name: 'Noa', last_name: 'Shapiro', title: 'PM' };
const checked: OnboardingEvent = { type: 'OnboardingDataChecked', data: { userId, fields, checkedAt: at } };
const cv: OnboardingEvent = { type: 'OnboardingCvUploaded', data: { userId, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 10, uploadedAt: at } };
const opened = (slotId: string, start = '2026-11-24T07:00:00.000Z'): OnboardingEvent => ({ type: 'MeetingSlotOpened', data: { slotId, start, end: '2026-11-24T07:30:00.000Z', openedAt: at } });
const client = (...events: OnboardingEvent[]) => events.reduce(evolveOnboarding, initialOnboardingState);
const slot = (...events: OnboardingEvent[]) => events.reduce(evolveSlot, initialSlotState);

describe('the onboarding decider', () => {
  it('records the checked data, and a CV for the onboarding only once the data is checked', () => {
    given([]).when({ type: 'CheckData', userId, now, fields }).then([checked]);
    given([]).when({ type: 'RecordCv', userId, now, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 10, isOnboarding: true, journeyStep: 0 }).thenFails('OnboardingRuleBroken', m.OnboardingDataFirst);
    given([checked]).when({ type: 'RecordCv', userId, now, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 10, isOnboarding: true, journeyStep: 0 }).then([cv]);
    // outside the onboarding (the journey's CV panel) a CV may come first
    given([]).when({ type: 'RecordCv', userId, now, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 10, isOnboarding: false, journeyStep: 0 }).then([cv]);
  });
  it("takes the journey's data check for the onboarding's: a journey past step 0 may upload its onboarding CV", () => {
    given([]).when({ type: 'RecordCv', userId, now, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 10, isOnboarding: true, journeyStep: 1 }).then([cv]);
  });
});

describe('a replaced CV file', () => {
  const later = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
  const second: OnboardingEvent = { type: 'OnboardingCvUploaded', data: { userId, fileId: 'f2', name: 'cv.docx', kind: 'docx', size: 12, uploadedAt: later(5) } };
  const keep = (lastMailAt: string | null) => ({ type: 'KeepIfMailed' as const, userId, now: new Date(later(5)), fileId: 'f1', lastMailAt });
  // the last mail's time, the 90 days its link opens, and a day for the mail to be signed
  const kept: OnboardingEvent = { type: 'OnboardingCvFileKept', data: { userId, fileId: 'f1', until: later(3 + 91), keptAt: later(5) } };

  it('is kept till the links of the last mail since it came have expired', () => {
    given([checked, cv, second]).when(keep(later(3))).then([kept]);
  });

  it('is kept when the last mail went out the moment it came', () => {
    // f1 came at `at`; a mail at that very moment may link it
    given([checked, cv, second]).when(keep(at)).then([{ type: 'OnboardingCvFileKept', data: { userId, fileId: 'f1', until: later(91), keptAt: later(5) } }]);
  });

  it('is not kept when no mail went out since it came, or when it is kept already or still the current one', () => {
    given([checked, cv, second]).when(keep(null)).thenNothingHappens();
    given([checked, cv, second]).when(keep(later(-1))).thenNothingHappens();
    given([checked, cv, second, kept]).when(keep(later(4))).thenNothingHappens();
    given([checked, cv]).when(keep(later(3))).thenNothingHappens();
  });

  it('is removed once its time has come, and only once', () => {
    const remove = (days: number) => ({ type: 'RemoveKept' as const, userId, now: new Date(later(days)), fileId: 'f1' });
    given([checked, cv, second, kept]).when(remove(90)).thenNothingHappens();
    given([checked, cv, second, kept]).when(remove(94)).then([{ type: 'OnboardingCvFileRemoved', data: { userId, fileId: 'f1', removedAt: later(94) } }]);
    const removed: OnboardingEvent = { type: 'OnboardingCvFileRemoved', data: { userId, fileId: 'f1', removedAt: later(94) } };
    given([checked, cv, second, kept, removed]).when(remove(95)).thenNothingHappens();
    // a removed file is not kept again
    given([checked, cv, second, kept, removed]).when(keep(later(4))).thenNothingHappens();
  });
});

describe('booking a meeting', () => {
  const schedule = (slotId: string) => ({ type: 'Schedule' as const, userId, now, slotId });

  it('needs the CV, an open slot nobody holds, and a time still ahead', () => {
    expect(decideMeeting(schedule('s1'), client(checked), slot(opened('s1')))).toEqual({ code: 'OnboardingRuleBroken', message: m.OnboardingCvFirst });
    expect(decideMeeting(schedule('s1'), client(checked, cv), slot())).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotGone });
    expect(decideMeeting(schedule('s1'), client(checked, cv), slot(opened('s1'), { type: 'MeetingSlotClosed', data: { slotId: 's1', closedAt: at } }))).toMatchObject({ message: m.MeetingSlotGone });
    expect(decideMeeting(schedule('s1'), client(checked, cv), slot(opened('s1'), { type: 'MeetingSlotBooked', data: { slotId: 's1', userId: 'u-2', bookedAt: at } }))).toMatchObject({ message: m.MeetingSlotTaken });
    expect(decideMeeting(schedule('s1'), client(checked, cv), slot(opened('s1', '2026-11-20T09:00:00.000Z')))).toMatchObject({ message: m.MeetingSlotPassed });
    expect(decideMeeting(schedule('s1'), client(checked, cv), slot(opened('s1')))).toEqual({
      onboarding: [{ type: 'MeetingScheduled', data: { userId, slotId: 's1', start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T07:30:00.000Z', scheduledAt: at } }],
      slot: [{ type: 'MeetingSlotBooked', data: { slotId: 's1', userId, bookedAt: at } }],
      held: [],
    });
  });

  it('moves a meeting to another slot, releasing the one held; cancels only a meeting there is', () => {
    const booked: OnboardingEvent[] = [{ type: 'MeetingScheduled', data: { userId, slotId: 's1', start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T07:30:00.000Z', scheduledAt: at } }];
    const held = slot(opened('s1'), { type: 'MeetingSlotBooked', data: { slotId: 's1', userId, bookedAt: at } });
    const moved = decideMeeting(schedule('s2'), client(checked, cv, ...booked), slot(opened('s2', '2026-11-25T07:00:00.000Z')), held);
    expect(moved).toMatchObject({
      onboarding: [{ type: 'MeetingCancelled', data: { slotId: 's1' } }, { type: 'MeetingScheduled', data: { slotId: 's2' } }],
      slot: [{ type: 'MeetingSlotBooked' }],
      held: [{ type: 'MeetingSlotReleased', data: { slotId: 's1', userId } }],
    });
    expect(decideMeeting(schedule('s1'), client(checked, cv, ...booked), held)).toEqual({ onboarding: [], slot: [], held: [] });
    expect(decideMeeting({ type: 'Cancel', userId, now }, client(checked, cv), slot())).toEqual({ code: 'OnboardingRuleBroken', message: m.MeetingNone });
    expect(decideMeeting({ type: 'Cancel', userId, now }, client(checked, cv, ...booked), held)).toMatchObject({ onboarding: [{ type: 'MeetingCancelled' }], slot: [{ type: 'MeetingSlotReleased' }] });
  });

  it('refuses a slot held by another, or starting this very moment, with the slot-unavailable code', () => {
    const taken = slot(opened('s1'), { type: 'MeetingSlotBooked', data: { slotId: 's1', userId: 'u-2', bookedAt: at } });
    expect(decideMeeting(schedule('s1'), client(checked, cv), taken)).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotTaken });
    // the client's own meeting is on s1, but the slot shows another holder: not theirs to keep
    const booked: OnboardingEvent = { type: 'MeetingScheduled', data: { userId, slotId: 's1', start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T07:30:00.000Z', scheduledAt: at } };
    expect(decideMeeting(schedule('s1'), client(checked, cv, booked), taken)).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotTaken });
    // the slot shows this client, but their meeting is elsewhere: booked again, it is taken
    const mine = slot(opened('s1'), { type: 'MeetingSlotBooked', data: { slotId: 's1', userId, bookedAt: at } });
    expect(decideMeeting(schedule('s1'), client(checked, cv), mine)).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotTaken });
    expect(decideMeeting(schedule('s1'), client(checked, cv), slot(opened('s1', at)))).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotPassed });
    expect(decideMeeting(schedule('s1'), client(checked, cv), slot())).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotGone });
  });

  it('cancels a meeting and releases its slot only when the client holds it; a move without the held slot releases nothing', () => {
    const booked: OnboardingEvent = { type: 'MeetingScheduled', data: { userId, slotId: 's1', start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T07:30:00.000Z', scheduledAt: at } };
    const held = slot(opened('s1'), { type: 'MeetingSlotBooked', data: { slotId: 's1', userId, bookedAt: at } });
    expect(decideMeeting({ type: 'Cancel', userId, now }, client(checked, cv, booked), held)).toEqual({
      onboarding: [{ type: 'MeetingCancelled', data: { userId, slotId: 's1', cancelledAt: at } }],
      slot: [{ type: 'MeetingSlotReleased', data: { slotId: 's1', userId, releasedAt: at } }],
      held: [],
    });
    const othersNow = slot(opened('s1'), { type: 'MeetingSlotBooked', data: { slotId: 's1', userId: 'u-2', bookedAt: at } });
    expect(decideMeeting({ type: 'Cancel', userId, now }, client(checked, cv, booked), othersNow)).toEqual({
      onboarding: [{ type: 'MeetingCancelled', data: { userId, slotId: 's1', cancelledAt: at } }],
      slot: [],
      held: [],
    });
    expect(decideMeeting(schedule('s2'), client(checked, cv, booked), slot(opened('s2', '2026-11-25T07:00:00.000Z')))).toMatchObject({ held: [] });
  });

  it('opens slots only ahead, and closes only a slot nobody holds', () => {
    expect(decideSlot({ type: 'Open', slotId: 's1', now, start: at, end: '2026-11-20T10:30:00.000Z' }, slot())).toEqual({ code: 'OnboardingRuleBroken', message: m.MeetingSlotsInPast });
    expect(decideSlot({ type: 'Open', slotId: 's1', now, start: '2026-11-20T10:00:01.000Z', end: '2026-11-20T10:30:00.000Z' }, slot())).toEqual([
      { type: 'MeetingSlotOpened', data: { slotId: 's1', start: '2026-11-20T10:00:01.000Z', end: '2026-11-20T10:30:00.000Z', openedAt: at } },
    ]);
    expect(decideSlot({ type: 'Close', slotId: 's1', now }, slot())).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotGone });
    expect(decideSlot({ type: 'Close', slotId: 's1', now }, slot(opened('s1'), { type: 'MeetingSlotClosed', data: { slotId: 's1', closedAt: at } }))).toEqual({ code: 'MeetingSlotUnavailable', message: m.MeetingSlotGone });
    expect(decideSlot({ type: 'Open', slotId: 's1', now, start: '2026-11-20T09:00:00.000Z', end: '2026-11-20T09:30:00.000Z' }, slot())).toEqual({ code: 'OnboardingRuleBroken', message: m.MeetingSlotsInPast });
    expect(decideSlot({ type: 'Close', slotId: 's1', now }, slot(opened('s1'), { type: 'MeetingSlotBooked', data: { slotId: 's1', userId, bookedAt: at } }))).toEqual({ code: 'OnboardingRuleBroken', message: m.MeetingSlotBookedClose });
    expect(decideSlot({ type: 'Close', slotId: 's1', now }, slot(opened('s1')))).toEqual([{ type: 'MeetingSlotClosed', data: { slotId: 's1', closedAt: at } }]);
  });
});
