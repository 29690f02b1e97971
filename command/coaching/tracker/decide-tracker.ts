import { domainError, type DomainError } from '../../../contracts/core/errors';
import { trackerEvents, type InterviewFields, type TrackerEvent } from '../../../contracts/coaching/tracker/events';
import { DEFAULT_STATUS, DEFAULT_TYPE, refusalStatuses, ruleOf } from '../../../contracts/coaching/tracker/lists';
import { trackerMessages as m } from '../../../contracts/coaching/tracker/messages';
import type { Decider } from '../../core/decider';
import { companyKey, evolveTracker, initialTrackerState, interviewAt, type TrackerState } from './tracker';

export type TrackerCommand = { userId: string; now: Date } & (
  | { type: 'AddInterview'; interviewId: string; fields: InterviewFields; byStaff: boolean }
  | { type: 'EditInterview'; interviewId: string; fields: InterviewFields; byStaff: boolean }
  | { type: 'DeleteInterview'; interviewId: string }
  | { type: 'ChangeStatus'; company: string; interviewId?: string; status: string; feedback?: string | null }
  | { type: 'GiveFeedback'; company: string; interviewId?: string; feedback: string }
  | { type: 'WriteInterviewSummary'; interviewId: string; kind: 'client' | 'manager'; index: number | null; content: string; byStaff: boolean }
  | { type: 'WriteJourneySummary'; summaryId: string; isNew: boolean; title: string; date: string; comment: string; cycleId: string | null; firstRow: string | null; secondRow: string | null }
  | { type: 'DeleteJourneySummary'; summaryId: string }
  | { type: 'ChangeCycleComment'; cycleId: string; cycleExists: boolean; comment: string }
  | { type: 'ChangeCycleRating'; cycleId: string; cycleExists: boolean; rating: number }
);

const notFound = (message: string): DomainError => domainError('TrackerNotFound', message);
const isRefusal = (status: string | undefined): boolean => status !== undefined && (refusalStatuses as readonly string[]).includes(status);
const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

// A type decides isApproach, and the channel when none is sent.
function withTypeRules(fields: InterviewFields, currentChannel: string | null): InterviewFields {
  if (fields.type === undefined) return fields;
  const rule = ruleOf(fields.type);
  const keepChannel = fields.channel !== undefined || (currentChannel !== null && (rule?.channelOptions as readonly string[] | undefined)?.includes(currentChannel));
  return { ...fields, isApproach: rule?.approach ?? false, ...(keepChannel ? {} : { channel: rule?.channel ?? null }) };
}

function addInterview(c: Extract<TrackerCommand, { type: 'AddInterview' }>, state: TrackerState, at: string): TrackerEvent[] | DomainError {
  if (!c.byStaff && present(c.fields.csComment)) return domainError('NotStaff', m.TrackerStaffOnlyManagerSummary);
  const company = c.fields.company ?? '';
  const position = Object.values(state.interviews).filter((k) => companyKey(k.company) === companyKey(company)).length + 1;
  const fields = withTypeRules({ status: DEFAULT_STATUS, ...c.fields, type: c.fields.type ?? DEFAULT_TYPE }, null);
  return [{ type: 'InterviewAdded', data: { userId: c.userId, interviewId: c.interviewId, position, fields, addedAt: at } }];
}

function editInterview(c: Extract<TrackerCommand, { type: 'EditInterview' }>, state: TrackerState, at: string): TrackerEvent[] | DomainError {
  const known = state.interviews[c.interviewId];
  if (!known) return notFound(m.TrackerInterviewNotFound);
  if (!c.byStaff && c.fields.csComment !== undefined) return domainError('NotStaff', m.TrackerStaffOnlyManagerSummary);
  if (isRefusal(c.fields.status) && !present(c.fields.feedback) && !present(known.feedback)) return domainError('ValidationFailed', m.TrackerReasonRequired);
  const fields = withTypeRules(c.fields, known.channel);
  if (Object.keys(fields).length === 0) return [];
  return [{ type: 'InterviewEdited', data: { userId: c.userId, interviewId: c.interviewId, fields, editedAt: at } }];
}

function changeStatus(c: Extract<TrackerCommand, { type: 'ChangeStatus' }>, state: TrackerState, at: string): TrackerEvent[] | DomainError {
  const interviewId = interviewAt(state, c.company, c.interviewId);
  if (!interviewId) return notFound(m.TrackerNoInterviewsAtCompany);
  const known = state.interviews[interviewId]!;
  if (isRefusal(c.status) && !present(c.feedback) && !present(known.feedback)) return domainError('ValidationFailed', m.TrackerReasonRequired);
  const events: TrackerEvent[] = [];
  if (known.status !== c.status) events.push({ type: 'InterviewStatusChanged', data: { userId: c.userId, interviewId, company: known.company, from: known.status, status: c.status, changedAt: at } });
  if (present(c.feedback) && c.feedback !== known.feedback) events.push({ type: 'InterviewFeedbackGiven', data: { userId: c.userId, interviewId, company: known.company, feedback: c.feedback, givenAt: at } });
  return events;
}

function decide(c: TrackerCommand, state: TrackerState): TrackerEvent[] | DomainError {
  const at = c.now.toISOString();
  const { userId } = c;
  switch (c.type) {
    case 'AddInterview':
      return addInterview(c, state, at);
    case 'EditInterview':
      return editInterview(c, state, at);
    case 'DeleteInterview':
      if (!state.interviews[c.interviewId]) return notFound(m.TrackerInterviewNotFound);
      return [{ type: 'InterviewDeleted', data: { userId, interviewId: c.interviewId, deletedAt: at } }];
    case 'ChangeStatus':
      return changeStatus(c, state, at);
    case 'GiveFeedback': {
      const interviewId = interviewAt(state, c.company, c.interviewId);
      if (!interviewId) return notFound(m.TrackerNoInterviewsAtCompany);
      const known = state.interviews[interviewId]!;
      if (known.feedback === c.feedback) return [];
      return [{ type: 'InterviewFeedbackGiven', data: { userId, interviewId, company: known.company, feedback: c.feedback, givenAt: at } }];
    }
    case 'WriteInterviewSummary': {
      const known = state.interviews[c.interviewId];
      if (!known) return notFound(m.TrackerInterviewNotFound);
      if (c.kind === 'manager' && !c.byStaff) return domainError('NotStaff', m.TrackerStaffOnlyManagerSummary);
      const count = c.kind === 'client' ? known.clientSummaries : known.managerSummaries;
      if (c.index !== null && c.index >= count) return notFound(m.TrackerSummaryNotFound);
      const { interviewId, kind, index, content, byStaff } = c;
      return [{ type: 'InterviewSummaryWritten', data: { userId, interviewId, kind, index, content, byStaff, writtenAt: at } }];
    }
    case 'WriteJourneySummary': {
      const known = state.summaries[c.summaryId];
      if (!c.isNew && (!known || known.deleted)) return notFound(m.TrackerSummaryNotFound);
      const { summaryId, title, date, comment, cycleId, firstRow, secondRow } = c;
      return [{ type: 'JourneySummaryWritten', data: { userId, summaryId, title, date, comment, cycleId, firstRow, secondRow, writtenAt: at } }];
    }
    case 'DeleteJourneySummary': {
      const known = state.summaries[c.summaryId];
      if (!known || known.deleted) return notFound(m.TrackerSummaryNotFound);
      return [{ type: 'JourneySummaryDeleted', data: { userId, summaryId: c.summaryId, deletedAt: at } }];
    }
    case 'ChangeCycleComment':
      if (!c.cycleExists) return notFound(m.TrackerCycleNotFound);
      if ((state.cycleComments[c.cycleId] ?? '') === c.comment) return [];
      return [{ type: 'CycleCommentChanged', data: { userId, cycleId: c.cycleId, comment: c.comment, changedAt: at } }];
    case 'ChangeCycleRating':
      if (!c.cycleExists) return notFound(m.TrackerCycleNotFound);
      if (state.cycleRatings[c.cycleId] === c.rating) return [];
      return [{ type: 'CycleRatingChanged', data: { userId, cycleId: c.cycleId, rating: c.rating, changedAt: at } }];
  }
}

export const trackerDecider: Decider<TrackerState, TrackerCommand, TrackerEvent> = {
  events: trackerEvents,
  initialState: initialTrackerState,
  evolve: evolveTracker,
  decide,
};
