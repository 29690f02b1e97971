import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { statusFits } from '../../../contracts/backoffice/leads/lead';
import { questionnaireEvents, type QuestionnaireEvent } from '../../../contracts/backoffice/questionnaires/events';
import { questionnaireMessages as m } from '../../../contracts/backoffice/questionnaires/messages';
import type { Answers } from '../../../contracts/backoffice/questionnaires/questionnaire';
import type { Decider } from '../../core/decider';
import { evolveQuestionnaire, initialQuestionnaire, type QuestionnaireState } from './questionnaire';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export type QuestionnaireCommand = { questionnaireId: string; now: Date } & (
  | { type: 'Submit'; answers: Answers; via: 'form' | 'staff'; leadId: string | null }
  | { type: 'Edit'; answers: Answers }
  | { type: 'SetField'; fieldName: keyof Answers; value: unknown }
  | { type: 'SetContacted'; contacted: boolean }
  | { type: 'SetStatus'; status: string; statuses: readonly string[] }
  | { type: 'AttachCv'; fileId: string; name: string }
);

function decide(c: QuestionnaireCommand, state: QuestionnaireState): QuestionnaireEvent[] | DomainError {
  const at = c.now.toISOString();
  const { questionnaireId } = c;
  if (c.type === 'Submit') return state.exists ? [] : [{ type: 'IntakeQuestionnaireSubmitted', data: { questionnaireId, answers: c.answers, via: c.via, leadId: c.leadId, submittedAt: at } }];
  if (!state.exists) return domainError('QuestionnaireNotFound');
  switch (c.type) {
    case 'Edit':
      return same(c.answers, state.answers) ? [] : [{ type: 'IntakeQuestionnaireEdited', data: { questionnaireId, answers: c.answers, editedAt: at } }];
    case 'SetField':
      return same(c.value, state.answers[c.fieldName]) ? [] : [{ type: 'IntakeQuestionnaireFieldSet', data: { questionnaireId, fieldName: c.fieldName, value: c.value, setAt: at } }];
    case 'SetContacted':
      return c.contacted === state.contacted ? [] : [{ type: 'IntakeQuestionnaireContactedSet', data: { questionnaireId, contacted: c.contacted, setAt: at } }];
    case 'SetStatus':
      if (!statusFits(c.status, c.statuses)) return domainError('QuestionnaireRefused', say(m.QuestionnaireStatusUnknown, { statuses: c.statuses.join(', ') }));
      return c.status === state.status ? [] : [{ type: 'IntakeQuestionnaireStatusSet', data: { questionnaireId, status: c.status, setAt: at } }];
    case 'AttachCv':
      return c.fileId === state.fileId ? [] : [{ type: 'IntakeCvAttached', data: { questionnaireId, fileId: c.fileId, name: c.name, attachedAt: at } }];
  }
}

export const questionnaireDecider: Decider<QuestionnaireState, QuestionnaireCommand, QuestionnaireEvent> = { events: questionnaireEvents, initialState: initialQuestionnaire, evolve: evolveQuestionnaire, decide };

// The notify list saved whole: lowercased, each address once; nothing when it is the same.
export function decideNotifyList(emails: readonly string[], current: readonly string[], now: Date): QuestionnaireEvent[] {
  const next = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  return same(next, current) ? [] : [{ type: 'NewQuestionnaireNotifyListChanged', data: { emails: next, changedAt: now.toISOString() } }];
}
