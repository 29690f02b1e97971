import { describe, expect, it } from 'vitest';
import type { JourneyEvent } from '../../../contracts/coaching/journey/events';
import { journeyMessages as m } from '../../../contracts/coaching/journey/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { billingCycleEnd, journeyDecider } from './decide-journey';

const given = DeciderSpecification.for(journeyDecider);
const userId = 'u-1';
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const step = (from: number): JourneyEvent => ({ type: 'JourneyStepFinished', data: { userId, from, to: from + 1, finishedAt: '2026-11-01T00:00:00.000Z' } });
const admin = (fields: Record<string, unknown>): JourneyEvent => ({ type: 'JourneyAdminDataUpdated', data: { userId, fields, updatedAt: '2026-11-01T00:00:00.000Z' } });
const comment = (commentId: string, authorId: string): JourneyEvent => ({ type: 'JourneyCommentAdded', data: { userId, commentId, authorId, content: 'hi', addedAt: '2026-11-01T00:00:00.000Z' } });

describe('the journey decider', () => {
  it('moves step 0 to 1 when title data is saved, recording only what changed', () => {
    given([]).when({ type: 'UpdateData', userId, now, fields: { title: 'PM', phone: '050' } }).then([
      { type: 'JourneyDataUpdated', data: { userId, fields: { title: 'PM', phone: '050' }, updatedAt: at } },
      { type: 'JourneyStepFinished', data: { userId, from: 0, to: 1, finishedAt: at } },
    ]);
    given([{ type: 'JourneyDataUpdated', data: { userId, fields: { phone: '050' }, updatedAt: at } }]).when({ type: 'UpdateData', userId, now, fields: { phone: '050' } }).thenNothingHappens();
    given([step(0)]).when({ type: 'UpdateData', userId, now, fields: { title: 'PM' } }).then([{ type: 'JourneyDataUpdated', data: { userId, fields: { title: 'PM' }, updatedAt: at } }]);
  });

  it('finishes only the current step (a finished one again changes nothing), and never past 5', () => {
    given([step(0)]).when({ type: 'FinishStep', userId, now, step: 1 }).then([{ type: 'JourneyStepFinished', data: { userId, from: 1, to: 2, finishedAt: at } }]);
    given([step(0)]).when({ type: 'FinishStep', userId, now, step: 2 }).thenFails('JourneyRuleBroken', m.NotCurrentStep);
    // a step finished already: sent again, it changes nothing
    given([step(0), step(1)]).when({ type: 'FinishStep', userId, now, step: 1 }).thenNothingHappens();
    given([0, 1, 2, 3, 4].map(step)).when({ type: 'FinishStep', userId, now }).thenFails('JourneyRuleBroken', m.LastStep);
  });

  it('returns a journey past a step to it (Back to test), and leaves one on it or before it alone', () => {
    const atPublish = [0, 1, 2, 3, 4].map(step);
    given(atPublish).when({ type: 'ReturnToStep', userId, now, step: 4 }).then([{ type: 'JourneyStepReturned', data: { userId, from: 5, to: 4, returnedAt: at } }]);
    given([0, 1, 2, 3].map(step)).when({ type: 'ReturnToStep', userId, now, step: 4 }).thenNothingHappens();
    given([0, 1].map(step)).when({ type: 'ReturnToStep', userId, now, step: 4 }).thenNothingHappens();
    // back on step 4, the Publish step is finished again from there
    given([...atPublish, { type: 'JourneyStepReturned', data: { userId, from: 5, to: 4, returnedAt: at } }])
      .when({ type: 'FinishStep', userId, now, step: 4 })
      .then([{ type: 'JourneyStepFinished', data: { userId, from: 4, to: 5, finishedAt: at } }]);
  });

  it('takes statuses, plans and managers from the lists', () => {
    given([]).when({ type: 'ChangeStatus', userId, now, status: 'x', statuses: ['signed'] }).thenFails('JourneyRuleBroken', m.UnknownStatus);
    given([]).when({ type: 'ChangePlan', userId, now, plan: 'x', plans: ['standard pro'] }).thenFails('JourneyRuleBroken', m.UnknownPlan);
    given([]).when({ type: 'ChangeManager', userId, now, manager: 'client', isStaff: false }).thenFails('JourneyRuleBroken', m.UnknownManager);
    given([]).when({ type: 'ChangeManager', userId, now, manager: null, isStaff: false }).then([{ type: 'JourneyManagerChanged', data: { userId, manager: null, changedAt: at } }]);
  });

  it('numbers comments and lets only their author change them', () => {
    given([comment('c1', 'a')]).when({ type: 'AddComment', userId, now, authorId: 'b', content: 'yo' }).then([
      { type: 'JourneyCommentAdded', data: { userId, commentId: 'c2', authorId: 'b', content: 'yo', addedAt: at } },
    ]);
    given([comment('c1', 'a')]).when({ type: 'DeleteComment', userId, now, actorId: 'b', commentId: 'c1' }).thenFails('CommentNotYours');
    given([comment('c1', 'a')]).when({ type: 'EditComment', userId, now, actorId: 'a', commentId: 'c9', content: 'x' }).thenFails('NotFound', m.CommentNotFound);
    given([comment('c1', 'a'), { type: 'JourneyCommentDeleted', data: { userId, commentId: 'c1', deletedAt: at } }])
      .when({ type: 'DeleteComment', userId, now, actorId: 'a', commentId: 'c1' })
      .thenFails('NotFound', m.CommentNotFound);
  });

  it('activates the safety net only until a date of today or later', () => {
    given([]).when({ type: 'UpdateSafetyNet', userId, now, active: true, expireDate: '2026-11-19' }).thenFails('JourneyRuleBroken', m.SafetyNetExpired);
    given([]).when({ type: 'UpdateSafetyNet', userId, now, active: true, expireDate: '2026-11-20' }).then([
      { type: 'SafetyNetUpdated', data: { userId, safetyNetActive: true, safetyNetExpireDate: '2026-11-20', safetyNetActivatingDate: at, updatedAt: at } },
    ]);
    given([admin({ safetyNetExpireDate: '2027-01-01' })]).when({ type: 'UpdateSafetyNet', userId, now, active: true }).then([
      { type: 'SafetyNetUpdated', data: { userId, safetyNetActive: true, safetyNetExpireDate: '2027-01-01', safetyNetActivatingDate: at, updatedAt: at } },
    ]);
  });

  it('needs a send-from date for the recruiters list, and sorts services', () => {
    given([]).when({ type: 'UpdateAdminData', userId, now, fields: { isAddToRecruitersList: true } }).thenFails('JourneyRuleBroken', m.NoSendFromDate);
    given([]).when({ type: 'UpdateAdminData', userId, now, fields: { services: [{ start: '2026-05-01' }, { start: '2026-01-01', end: '2026-02-01' }] } }).then([
      { type: 'JourneyAdminDataUpdated', data: { userId, fields: { services: [{ start: '2026-01-01', end: '2026-02-01' }, { start: '2026-05-01', end: null }], beginServiceDate: '2026-05-01' }, updatedAt: at } },
    ]);
  });

  it('ends the subscription at the end of the billing cycle, once, unless hidden', () => {
    given([admin({ beginServiceDate: '2026-09-15' })]).when({ type: 'EndSubscription', userId, now }).then([
      { type: 'SubscriptionEndRequested', data: { userId, effectiveAt: '2026-12-15T00:00:00.000Z', requestedAt: at } },
    ]);
    given([{ type: 'SubscriptionEndRequested', data: { userId, effectiveAt: at, requestedAt: at } }]).when({ type: 'EndSubscription', userId, now }).thenNothingHappens();
    given([admin({ hideSubscriptionCloseButton: true })]).when({ type: 'EndSubscription', userId, now }).thenFails('JourneyRuleBroken', m.SubscriptionCloseHidden);
    expect(billingCycleEnd(new Date('2026-01-31T00:00:00Z'), new Date('2026-02-10T00:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('answers the questionnaire only when open, with the job when employed', () => {
    given([]).when({ type: 'UpdateData', userId, now, fields: {}, midService: { status: 'Not employed' } }).thenFails('JourneyRuleBroken', m.QuestionnaireClosed);
    given([admin({ isMidServiceQuestionnaire: true })]).when({ type: 'UpdateData', userId, now, fields: {}, midService: { status: 'Employed', title: 'PM' } }).thenFails('JourneyRuleBroken', m.JobDetailsRequired);
  });
});
