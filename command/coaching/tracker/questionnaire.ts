import { domainError, type DomainError } from '../../../contracts/core/errors';
import { trackerEvents, type TrackerEvent } from '../../../contracts/coaching/tracker/events';
import { trackerMessages as m } from '../../../contracts/coaching/tracker/messages';
import type { Decider } from '../../core/decider';

// A client's intake questionnaire: one per client, its id the client's; leads are numbered.
export type QuestionnaireState = { questionnaireId: string | null; answers: Readonly<Record<string, unknown>>; comments: Readonly<Record<string, string | null>>; leads: number };
const initial: QuestionnaireState = { questionnaireId: null, answers: {}, comments: {}, leads: 0 };

export type QuestionnaireCommand = { userId: string; questionnaireId: string; now: Date } & (
  | { type: 'Submit'; answers: Record<string, unknown> }
  | { type: 'SetField'; fieldName: string; value: unknown; comment: string | null | undefined }
  | { type: 'AddLead'; date: string; communicationChannel: string; csManager: string | null; summary: string }
);

const evolve = (state: QuestionnaireState, event: TrackerEvent): QuestionnaireState => {
  switch (event.type) {
    case 'QuestionnaireSubmitted':
      return { ...state, questionnaireId: event.data.questionnaireId, answers: { ...state.answers, ...event.data.answers } };
    case 'QuestionnaireFieldSet':
      return {
        ...state,
        questionnaireId: event.data.questionnaireId,
        answers: { ...state.answers, [event.data.fieldName]: event.data.value },
        comments: { ...state.comments, [event.data.fieldName]: event.data.comment },
      };
    case 'QuestionnaireLeadAdded':
      return { ...state, leads: state.leads + 1 };
    default:
      return state;
  }
};

function decide(c: QuestionnaireCommand, state: QuestionnaireState): TrackerEvent[] | DomainError {
  const at = c.now.toISOString();
  const { userId, questionnaireId } = c;
  if (state.questionnaireId !== null && state.questionnaireId !== questionnaireId) return domainError('TrackerNotFound', m.TrackerQuestionnaireNotFound);
  switch (c.type) {
    case 'Submit':
      return [{ type: 'QuestionnaireSubmitted', data: { userId, questionnaireId, answers: c.answers, submittedAt: at } }];
    case 'SetField': {
      const comment = c.comment === undefined ? (state.comments[c.fieldName] ?? null) : c.comment;
      if (JSON.stringify(state.answers[c.fieldName] ?? null) === JSON.stringify(c.value) && (state.comments[c.fieldName] ?? null) === comment) return [];
      return [{ type: 'QuestionnaireFieldSet', data: { userId, questionnaireId, fieldName: c.fieldName, value: c.value, comment, setAt: at } }];
    }
    case 'AddLead':
      return [
        {
          type: 'QuestionnaireLeadAdded',
          data: { userId, questionnaireId, leadId: `lead-${state.leads + 1}`, date: c.date, communicationChannel: c.communicationChannel, csManager: c.csManager, summary: c.summary, addedAt: at },
        },
      ];
  }
}

export const questionnaireDecider: Decider<QuestionnaireState, QuestionnaireCommand, TrackerEvent> = { events: trackerEvents, initialState: initial, evolve, decide };
