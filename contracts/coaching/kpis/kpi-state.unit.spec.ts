import { describe, expect, it } from 'vitest';
import { attentionOf, type AttentionFacts } from './attention';
import { kpiContribution, kpiFigures } from './kpi-figures';
import { foldKpis, type KpiEvent } from './kpi-state';

const own = { actor: 'u1', correlationId: 'r1' };
const ev = (type: string, data: Record<string, unknown>, metadata: Record<string, unknown> = own): KpiEvent => ({ type, data: { userId: 'u1', ...data }, metadata, recordedAt: new Date('2026-03-01T00:00:00Z') });
const scheduled = (slotId: string, scheduledAt = '2026-03-02T08:00:00Z') => ev('MeetingScheduled', { slotId, start: '2026-03-05T07:00:00Z', end: '2026-03-05T07:30:00Z', scheduledAt });
const cancelled = (slotId: string, cancelledAt = '2026-03-03T08:00:00Z') => ev('MeetingCancelled', { slotId, cancelledAt });
const published = ev('JourneyStatusChanged', { status: 'published', changedAt: '2026-03-10T09:00:00Z' }, { actor: 'staff-1', onBehalfOf: 'u1' });

const facts: AttentionFacts = {
  status: null,
  plan: null,
  currentStep: 0,
  cycles: 0,
  openCycleFirstPart: null,
  lastPublishAt: null,
  frozenSince: null,
  safetyNetActive: false,
  safetyNetExpireDate: null,
  publishStatus: 'new',
  billingAnchor: null,
  subscriptionEndDate: null,
  meetingScheduled: false,
};
const meetingFlags = (events: KpiEvent[]) => attentionOf({ ...facts, meetingScheduled: foldKpis('u1', events).meeting !== null }, new Date('2026-03-20T00:00:00Z')).flags.filter((f) => f.startsWith('meeting'));

describe("the KPI fold and the onboarding's meeting", () => {
  it('keeps a booked meeting until it is cancelled', () => {
    expect(foldKpis('u1', [scheduled('s1')]).meeting).toEqual({ slotId: 's1', start: '2026-03-05T07:00:00Z' });
    expect(foldKpis('u1', [scheduled('s1'), cancelled('s1')]).meeting).toBeNull();
  });

  it('keeps the new meeting of a rescheduling: the old slot is cancelled first, or later', () => {
    expect(foldKpis('u1', [scheduled('s1'), cancelled('s1'), scheduled('s2')]).meeting?.slotId).toBe('s2');
    expect(foldKpis('u1', [scheduled('s1'), scheduled('s2'), cancelled('s1')]).meeting?.slotId).toBe('s2');
  });

  it('flags meetingScheduled for a standing meeting, meetingNotScheduled before one and after its cancellation', () => {
    expect(meetingFlags([])).toEqual(['meetingNotScheduled']);
    expect(meetingFlags([scheduled('s1')])).toEqual(['meetingScheduled']);
    expect(meetingFlags([scheduled('s1'), cancelled('s1')])).toEqual(['meetingNotScheduled']);
    // the journey's step says nothing about the meeting
    expect(attentionOf({ ...facts, currentStep: 3 }, new Date('2026-03-20T00:00:00Z')).flags).toContain('meetingNotScheduled');
  });

  it('starts no service, counts no engagement and adds nothing to the sums', () => {
    const meetingOnly = foldKpis('u1', [scheduled('s1'), cancelled('s1'), scheduled('s2')]);
    expect(meetingOnly).toMatchObject({ startedAt: null, engagement: {}, lastRequest: null });
    // with a service, the figures are those of the same events without the meetings
    const without = foldKpis('u1', [published]);
    const withMeetings = foldKpis('u1', [scheduled('s1'), published, cancelled('s1', '2026-03-11T09:00:00Z'), scheduled('s2', '2026-03-12T09:00:00Z')]);
    expect(withMeetings.startedAt).toBe(without.startedAt);
    expect({ ...withMeetings, meeting: null }).toEqual(without);
    const now = new Date('2026-03-20T00:00:00Z');
    expect(kpiFigures(withMeetings, kpiContribution(withMeetings), now)).toEqual(kpiFigures(without, kpiContribution(without), now));
  });
});

describe("the KPI fold and the journey's step", () => {
  it('follows a step finished and a step returned to (Back to test)', () => {
    const finished = (from: number) => ev('JourneyStepFinished', { from, to: from + 1, finishedAt: '2026-03-02T08:00:00Z' });
    const walked = [0, 1, 2, 3, 4].map(finished);
    expect(foldKpis('u1', walked).currentStep).toBe(5);
    const back = ev('JourneyStepReturned', { from: 5, to: 4, returnedAt: '2026-03-03T08:00:00Z' }, { actor: 'staff-1', onBehalfOf: 'u1' });
    expect(foldKpis('u1', [...walked, back]).currentStep).toBe(4);
  });
});
