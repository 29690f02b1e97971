import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { activitySeenDecider } from './decide-activity-seen';

const given = DeciderSpecification.for(activitySeenDecider);
const userId = 'u-1';
const now = new Date('2026-03-10T09:30:00.000Z');
const at = now.toISOString();

describe('MarkActivitySeen', () => {
  it('records ActivitySeen when the list shows a badge dot', () => {
    given([]).when({ type: 'MarkActivitySeen', userId, view: 'applicants', dotShown: true, now }).then([
      { type: 'ActivitySeen', data: { userId, histogramSubType: 'applicants', seenAt: at } },
    ]);
  });
  it('records nothing when there is no dot to clear', () => {
    given([]).when({ type: 'MarkActivitySeen', userId, view: 'applicants', dotShown: false, now }).thenNothingHappens();
  });
});
