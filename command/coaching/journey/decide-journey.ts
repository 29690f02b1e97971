import { domainError, type DomainError } from '../../../contracts/core/errors';
import { journeyEvents, type JourneyAdminFields, type JourneyDataFields, type JourneyEvent } from '../../../contracts/coaching/journey/events';
import { todayOf } from '../../../contracts/coaching/journey/journey';
import { LAST_STEP } from '../../../contracts/coaching/journey/lists';
import { journeyMessages as m } from '../../../contracts/coaching/journey/messages';
import { addMonths } from '../../../contracts/marketplace/payments/plans';
import type { Decider } from '../../core/decider';
import { evolveJourney, initialJourneyState, type JourneyState } from './journey';

type MidServiceAnswer = { status: 'Employed' | 'Not employed'; title?: string | null; company?: string | null } & Record<string, unknown>;

export type JourneyCommand = { userId: string; now: Date } & (
  | { type: 'UpdateData'; fields: JourneyDataFields; midService?: MidServiceAnswer }
  | { type: 'UpdateAdminData'; fields: JourneyAdminFields }
  | { type: 'FinishStep'; step?: number }
  | { type: 'ReturnToStep'; step: number }
  | { type: 'ChangeManager'; manager: string | null; isStaff: boolean }
  | { type: 'ChangeStatus'; status: string; statuses: readonly string[] }
  | { type: 'ChangePlan'; plan: string; plans: readonly string[] }
  | { type: 'UpdateLink'; journeyLink: string }
  | { type: 'AddComment'; authorId: string; content: string }
  | { type: 'EditComment'; actorId: string; commentId: string; content: string }
  | { type: 'DeleteComment'; actorId: string; commentId: string }
  | { type: 'UpdateSafetyNet'; active: boolean; expireDate?: string | null }
  | { type: 'EndSubscription' }
);

const rule = (message: string): DomainError => domainError('JourneyRuleBroken', message);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// Only the fields that change are recorded.
const changed = <T extends object>(fields: T, current: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== undefined && !same(value, (current as Record<string, unknown>)[key]))) as Partial<T>;

// The title step's own fields: saving one of them on step 0 completes that step.
const titleFields = ['title', 'titleGroup', 'titleCategories', 'seniorityLevel'] as const;

function updateData(c: Extract<JourneyCommand, { type: 'UpdateData' }>, state: JourneyState, at: string): JourneyEvent[] | DomainError {
  const events: JourneyEvent[] = [];
  if (c.midService) {
    if (state.admin.isMidServiceQuestionnaire !== true) return rule(m.QuestionnaireClosed);
    if (c.midService.status === 'Employed' && (!c.midService.title || !c.midService.company)) return rule(m.JobDetailsRequired);
    events.push({ type: 'MidServiceQuestionnaireAnswered', data: { userId: c.userId, answer: c.midService, answeredAt: at } });
  }
  const fields = changed(c.fields, state.data);
  if (Object.keys(fields).length) events.push({ type: 'JourneyDataUpdated', data: { userId: c.userId, fields, updatedAt: at } });
  if (state.currentStep === 0 && titleFields.some((f) => c.fields[f] !== undefined)) events.push({ type: 'JourneyStepFinished', data: { userId: c.userId, from: 0, to: 1, finishedAt: at } });
  return events;
}

function updateAdminData(c: Extract<JourneyCommand, { type: 'UpdateAdminData' }>, state: JourneyState, at: string): JourneyEvent[] | DomainError {
  const fields: JourneyAdminFields = { ...c.fields };
  if (fields.services) {
    // sorted by start; the service begins at the latest start
    fields.services = [...fields.services].map((s) => ({ start: s.start, end: s.end ?? null })).sort((a, b) => a.start.localeCompare(b.start));
    fields.beginServiceDate = fields.services.at(-1)?.start ?? null;
  }
  const sendFrom = fields.sendCVFromDate !== undefined ? fields.sendCVFromDate : (state.admin.sendCVFromDate ?? null);
  if (fields.isAddToRecruitersList === true && state.admin.isAddToRecruitersList !== true && !sendFrom) return rule(m.NoSendFromDate);
  const recorded = changed(fields, state.admin);
  return Object.keys(recorded).length ? [{ type: 'JourneyAdminDataUpdated', data: { userId: c.userId, fields: recorded, updatedAt: at } }] : [];
}

// An ended subscription stops when the monthly billing cycle it was ended in finishes; cycles run
// from the service's start (or the journey's).
export const billingCycleEnd = (anchor: Date, now: Date): Date => {
  let months = 1;
  while (addMonths(anchor, months) <= now) months++;
  return addMonths(anchor, months);
};

function decide(c: JourneyCommand, state: JourneyState): JourneyEvent[] | DomainError {
  const at = c.now.toISOString();
  const userId = c.userId;
  switch (c.type) {
    case 'UpdateData':
      return updateData(c, state, at);
    case 'UpdateAdminData':
      return updateAdminData(c, state, at);
    case 'FinishStep':
      // a step finished already (Complete Step sent again) changes nothing
      if (c.step !== undefined && c.step < state.currentStep) return [];
      if (c.step !== undefined && c.step !== state.currentStep) return rule(m.NotCurrentStep);
      if (state.currentStep >= LAST_STEP) return rule(m.LastStep);
      return [{ type: 'JourneyStepFinished', data: { userId, from: state.currentStep, to: state.currentStep + 1, finishedAt: at } }];
    case 'ReturnToStep':
      // Back to test: a journey past the step goes back to it; one on it or before stays
      if (state.currentStep <= c.step) return [];
      return [{ type: 'JourneyStepReturned', data: { userId, from: state.currentStep, to: c.step, returnedAt: at } }];
    // staff choices are recorded each time they are made
    case 'ChangeManager':
      if (c.manager !== null && !c.isStaff) return rule(m.UnknownManager);
      return [{ type: 'JourneyManagerChanged', data: { userId, manager: c.manager, changedAt: at } }];
    case 'ChangeStatus':
      if (!c.statuses.includes(c.status)) return rule(m.UnknownStatus);
      return [{ type: 'JourneyStatusChanged', data: { userId, status: c.status, changedAt: at } }];
    case 'ChangePlan':
      if (!c.plans.includes(c.plan)) return rule(m.UnknownPlan);
      return [{ type: 'JourneyPlanChanged', data: { userId, plan: c.plan, changedAt: at } }];
    case 'UpdateLink':
      return [{ type: 'JourneyLinkUpdated', data: { userId, journeyLink: c.journeyLink, updatedAt: at } }];
    case 'AddComment':
      return [{ type: 'JourneyCommentAdded', data: { userId, commentId: `c${state.nextComment}`, authorId: c.authorId, content: c.content, addedAt: at } }];
    case 'EditComment':
    case 'DeleteComment': {
      const comment = state.comments[c.commentId];
      if (!comment || comment.deleted) return domainError('NotFound', m.CommentNotFound);
      if (comment.authorId !== c.actorId) return domainError('CommentNotYours');
      return c.type === 'EditComment'
        ? [{ type: 'JourneyCommentEdited', data: { userId, commentId: c.commentId, content: c.content, editedAt: at } }]
        : [{ type: 'JourneyCommentDeleted', data: { userId, commentId: c.commentId, deletedAt: at } }];
    }
    case 'UpdateSafetyNet': {
      const expire = c.expireDate !== undefined ? c.expireDate : state.safetyNetExpireDate;
      if (c.active && !(expire && expire >= todayOf(c.now))) return rule(m.SafetyNetExpired);
      if (c.active === state.safetyNetActive && expire === state.safetyNetExpireDate) return [];
      const activating = c.active && !state.safetyNetActive ? at : null;
      return [{ type: 'SafetyNetUpdated', data: { userId, safetyNetActive: c.active, safetyNetExpireDate: expire, safetyNetActivatingDate: activating, updatedAt: at } }];
    }
    case 'EndSubscription': {
      if (state.admin.hideSubscriptionCloseButton) return rule(m.SubscriptionCloseHidden);
      // ending it again changes nothing
      if (state.subscriptionEndDate) return [];
      const anchor = new Date(state.admin.beginServiceDate ?? state.startedAt ?? at);
      return [{ type: 'SubscriptionEndRequested', data: { userId, effectiveAt: billingCycleEnd(anchor, c.now).toISOString(), requestedAt: at } }];
    }
  }
}

export const journeyDecider: Decider<JourneyState, JourneyCommand, JourneyEvent> = {
  events: journeyEvents,
  initialState: initialJourneyState,
  evolve: evolveJourney,
  decide,
};
