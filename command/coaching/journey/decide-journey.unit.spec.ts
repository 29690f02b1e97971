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
    given([admin({ isMidServiceQuestionnaire: true })]).when({ type: 'UpdateData', userId, now, fields: {}, midService: { status: 'Employed', company: 'Acme' } }).thenFails('JourneyRuleBroken', m.JobDetailsRequired);
    const employed = { status: 'Employed' as const, title: 'PM', company: 'Acme' };
    given([admin({ isMidServiceQuestionnaire: true })]).when({ type: 'UpdateData', userId, now, fields: { phone: '050' }, midService: employed }).then([
      { type: 'MidServiceQuestionnaireAnswered', data: { userId, answer: employed, answeredAt: at } },
      { type: 'JourneyDataUpdated', data: { userId, fields: { phone: '050' }, updatedAt: at } },
    ]);
    given([admin({ isMidServiceQuestionnaire: true })]).when({ type: 'UpdateData', userId, now, fields: {}, midService: { status: 'Not employed' } }).then([
      { type: 'MidServiceQuestionnaireAnswered', data: { userId, answer: { status: 'Not employed' }, answeredAt: at } },
    ]);
  });

  it('moves step 0 on any one of the title fields, and on no other', () => {
    for (const fields of [{ titleGroup: 'g' }, { titleCategories: ['c'] }, { seniorityLevel: 's' }]) {
      given([]).when({ type: 'UpdateData', userId, now, fields }).then([
        { type: 'JourneyDataUpdated', data: { userId, fields, updatedAt: at } },
        { type: 'JourneyStepFinished', data: { userId, from: 0, to: 1, finishedAt: at } },
      ]);
    }
    given([]).when({ type: 'UpdateData', userId, now, fields: { phone: '050' } }).then([{ type: 'JourneyDataUpdated', data: { userId, fields: { phone: '050' }, updatedAt: at } }]);
    // a title saved again on step 0 still finishes it, though the data did not change
    given([{ type: 'JourneyDataUpdated', data: { userId, fields: { title: 'PM' }, updatedAt: at } }])
      .when({ type: 'UpdateData', userId, now, fields: { title: 'PM' } })
      .then([{ type: 'JourneyStepFinished', data: { userId, from: 0, to: 1, finishedAt: at } }]);
  });

  it('finishes the current step when no step is named, and refuses a later one', () => {
    given([]).when({ type: 'FinishStep', userId, now }).then([{ type: 'JourneyStepFinished', data: { userId, from: 0, to: 1, finishedAt: at } }]);
    given([0, 1, 2, 3].map(step)).when({ type: 'FinishStep', userId, now, step: 4 }).then([{ type: 'JourneyStepFinished', data: { userId, from: 4, to: 5, finishedAt: at } }]);
    given([0, 1, 2, 3, 4].map(step)).when({ type: 'FinishStep', userId, now, step: 5 }).thenFails('JourneyRuleBroken', m.LastStep);
    given([0, 1, 2, 3, 4].map(step)).when({ type: 'FinishStep', userId, now, step: 4 }).thenNothingHappens();
  });

  it('records each status, plan, manager and link that staff choose', () => {
    given([]).when({ type: 'ChangeStatus', userId, now, status: 'signed', statuses: ['new', 'signed'] }).then([{ type: 'JourneyStatusChanged', data: { userId, status: 'signed', changedAt: at } }]);
    given([]).when({ type: 'ChangePlan', userId, now, plan: 'standard pro', plans: ['standard', 'standard pro'] }).then([{ type: 'JourneyPlanChanged', data: { userId, plan: 'standard pro', changedAt: at } }]);
    given([]).when({ type: 'ChangeManager', userId, now, manager: 'staff-1', isStaff: true }).then([{ type: 'JourneyManagerChanged', data: { userId, manager: 'staff-1', changedAt: at } }]);
    given([]).when({ type: 'UpdateLink', userId, now, journeyLink: 'https://example.com/j' }).then([{ type: 'JourneyLinkUpdated', data: { userId, journeyLink: 'https://example.com/j', updatedAt: at } }]);
  });

  it('lets the author edit and delete their comment', () => {
    given([comment('c1', 'a')]).when({ type: 'EditComment', userId, now, actorId: 'a', commentId: 'c1', content: 'new' }).then([
      { type: 'JourneyCommentEdited', data: { userId, commentId: 'c1', content: 'new', editedAt: at } },
    ]);
    given([comment('c1', 'a')]).when({ type: 'DeleteComment', userId, now, actorId: 'a', commentId: 'c1' }).then([{ type: 'JourneyCommentDeleted', data: { userId, commentId: 'c1', deletedAt: at } }]);
    given([comment('c1', 'a')]).when({ type: 'EditComment', userId, now, actorId: 'b', commentId: 'c1', content: 'x' }).thenFails('CommentNotYours');
    given([]).when({ type: 'AddComment', userId, now, authorId: 'b', content: 'first' }).then([
      { type: 'JourneyCommentAdded', data: { userId, commentId: 'c1', authorId: 'b', content: 'first', addedAt: at } },
    ]);
  });

  it('changes the safety net only when something changes, and turns it off without an activation date', () => {
    const on: JourneyEvent = { type: 'SafetyNetUpdated', data: { userId, safetyNetActive: true, safetyNetExpireDate: '2027-01-01', safetyNetActivatingDate: at, updatedAt: at } };
    given([on]).when({ type: 'UpdateSafetyNet', userId, now, active: true }).thenNothingHappens();
    given([on]).when({ type: 'UpdateSafetyNet', userId, now, active: true, expireDate: '2027-01-01' }).thenNothingHappens();
    // extended while on: no new activation
    given([on]).when({ type: 'UpdateSafetyNet', userId, now, active: true, expireDate: '2027-02-01' }).then([
      { type: 'SafetyNetUpdated', data: { userId, safetyNetActive: true, safetyNetExpireDate: '2027-02-01', safetyNetActivatingDate: null, updatedAt: at } },
    ]);
    given([on]).when({ type: 'UpdateSafetyNet', userId, now, active: false }).then([
      { type: 'SafetyNetUpdated', data: { userId, safetyNetActive: false, safetyNetExpireDate: '2027-01-01', safetyNetActivatingDate: null, updatedAt: at } },
    ]);
    // turning it off needs no date, even an expired one
    given([]).when({ type: 'UpdateSafetyNet', userId, now, active: false, expireDate: '2020-01-01' }).then([
      { type: 'SafetyNetUpdated', data: { userId, safetyNetActive: false, safetyNetExpireDate: '2020-01-01', safetyNetActivatingDate: null, updatedAt: at } },
    ]);
    given([]).when({ type: 'UpdateSafetyNet', userId, now, active: true }).thenFails('JourneyRuleBroken', m.SafetyNetExpired);
    given([]).when({ type: 'UpdateSafetyNet', userId, now, active: true, expireDate: null }).thenFails('JourneyRuleBroken', m.SafetyNetExpired);
  });

  it('adds to the recruiters list with a send-from date given now or before, and records only what changed', () => {
    given([]).when({ type: 'UpdateAdminData', userId, now, fields: { isAddToRecruitersList: true, sendCVFromDate: '2026-12-01' } }).then([
      { type: 'JourneyAdminDataUpdated', data: { userId, fields: { isAddToRecruitersList: true, sendCVFromDate: '2026-12-01' }, updatedAt: at } },
    ]);
    given([admin({ sendCVFromDate: '2026-12-01' })]).when({ type: 'UpdateAdminData', userId, now, fields: { isAddToRecruitersList: true } }).then([
      { type: 'JourneyAdminDataUpdated', data: { userId, fields: { isAddToRecruitersList: true }, updatedAt: at } },
    ]);
    given([admin({ sendCVFromDate: '2026-12-01' })]).when({ type: 'UpdateAdminData', userId, now, fields: { isAddToRecruitersList: true, sendCVFromDate: null } }).thenFails('JourneyRuleBroken', m.NoSendFromDate);
    // one on the list already may lose its date
    given([admin({ isAddToRecruitersList: true, sendCVFromDate: '2026-12-01' })]).when({ type: 'UpdateAdminData', userId, now, fields: { isAddToRecruitersList: true, sendCVFromDate: null } }).then([
      { type: 'JourneyAdminDataUpdated', data: { userId, fields: { sendCVFromDate: null }, updatedAt: at } },
    ]);
    given([admin({ cyclesLimit: 3 })]).when({ type: 'UpdateAdminData', userId, now, fields: { cyclesLimit: 3 } }).thenNothingHappens();
    given([]).when({ type: 'UpdateAdminData', userId, now, fields: { services: [{ start: '2026-03-01' }, { start: '2026-07-01' }, { start: '2026-01-01' }] } }).then([
      {
        type: 'JourneyAdminDataUpdated',
        data: { userId, fields: { services: [{ start: '2026-01-01', end: null }, { start: '2026-03-01', end: null }, { start: '2026-07-01', end: null }], beginServiceDate: '2026-07-01' }, updatedAt: at },
      },
    ]);
    given([]).when({ type: 'UpdateAdminData', userId, now, fields: { services: [] } }).then([
      { type: 'JourneyAdminDataUpdated', data: { userId, fields: { services: [], beginServiceDate: null }, updatedAt: at } },
    ]);
  });

  it("counts the billing cycle from the journey's start when no service began, and from today on a new journey", () => {
    const started: JourneyEvent = { type: 'JourneyLinkUpdated', data: { userId, journeyLink: 'x', updatedAt: '2026-10-20T10:00:00.000Z' } };
    given([started]).when({ type: 'EndSubscription', userId, now }).then([
      { type: 'SubscriptionEndRequested', data: { userId, effectiveAt: '2026-12-20T10:00:00.000Z', requestedAt: at } },
    ]);
    given([]).when({ type: 'EndSubscription', userId, now }).then([{ type: 'SubscriptionEndRequested', data: { userId, effectiveAt: '2026-12-20T10:00:00.000Z', requestedAt: at } }]);
    // a cycle that ends exactly now is over: the next one ends the subscription
    expect(billingCycleEnd(new Date('2026-10-20T10:00:00Z'), new Date('2026-11-20T10:00:00Z')).toISOString()).toBe('2026-12-20T10:00:00.000Z');
    expect(billingCycleEnd(new Date('2026-10-20T10:00:00Z'), new Date('2026-11-20T09:59:59Z')).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});
