import { describe, expect, it } from 'vitest';
import type { QuestionnaireEvent } from '../../../contracts/backoffice/questionnaires/events';
import { questionnaireMessages as m } from '../../../contracts/backoffice/questionnaires/messages';
import { answersSchema } from '../../../contracts/backoffice/questionnaires/questionnaire';
import { DEFAULT_QUESTIONNAIRE_STATUSES } from '../../../contracts/backoffice/leads/lead';
import { say } from '../../../contracts/core/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { decideNotifyList, questionnaireDecider } from './decide-questionnaire';

const given = DeciderSpecification.for(questionnaireDecider);
const now = new Date('2026-11-29T09:00:00.000Z');
const at = now.toISOString();
const questionnaireId = 'q1';
const answers = answersSchema.parse({ email: 'noa@example.com', fullName: 'Noa Levi', phone: '050-1234567', city: 'Haifa' });
const submitted: QuestionnaireEvent = { type: 'IntakeQuestionnaireSubmitted', data: { questionnaireId, answers, via: 'form', leadId: 'l1', submittedAt: at } };
const statuses = [...DEFAULT_QUESTIONNAIRE_STATUSES];

describe('the questionnaire decider', () => {
  it('records a questionnaire once, with the lead it brought', () => {
    given([]).when({ type: 'Submit', questionnaireId, answers, via: 'form', leadId: 'l1', now }).then([submitted]);
    given([submitted]).when({ type: 'Submit', questionnaireId, answers, via: 'form', leadId: 'l1', now }).thenNothingHappens();
  });

  it('refuses with QuestionnaireNotFound any change to a questionnaire never sent', () => {
    given([]).when({ type: 'SetContacted', questionnaireId, contacted: true, now }).thenFails('QuestionnaireNotFound');
    given([]).when({ type: 'Edit', questionnaireId, answers, now }).thenFails('QuestionnaireNotFound');
  });

  it('saves edited answers, a field, the contact mark and a CV only when they change', () => {
    given([submitted]).when({ type: 'Edit', questionnaireId, answers, now }).thenNothingHappens();
    given([submitted]).when({ type: 'Edit', questionnaireId, answers: { ...answers, city: 'Eilat' }, now }).then([{ type: 'IntakeQuestionnaireEdited', data: { questionnaireId, answers: { ...answers, city: 'Eilat' }, editedAt: at } }]);
    given([submitted]).when({ type: 'SetField', questionnaireId, fieldName: 'city', value: 'Haifa', now }).thenNothingHappens();
    given([submitted]).when({ type: 'SetField', questionnaireId, fieldName: 'age', value: 34, now }).then([{ type: 'IntakeQuestionnaireFieldSet', data: { questionnaireId, fieldName: 'age', value: 34, setAt: at } }]);
    given([submitted]).when({ type: 'SetContacted', questionnaireId, contacted: false, now }).thenNothingHappens();
    given([submitted]).when({ type: 'SetContacted', questionnaireId, contacted: true, now }).then([{ type: 'IntakeQuestionnaireContactedSet', data: { questionnaireId, contacted: true, setAt: at } }]);
    given([submitted]).when({ type: 'AttachCv', questionnaireId, fileId: 'f1', name: 'cv.pdf', now }).then([{ type: 'IntakeCvAttached', data: { questionnaireId, fileId: 'f1', name: 'cv.pdf', attachedAt: at } }]);
    // the same file attached again changes nothing
    const attached: QuestionnaireEvent = { type: 'IntakeCvAttached', data: { questionnaireId, fileId: 'f1', name: 'cv.pdf', attachedAt: at } };
    given([submitted, attached]).when({ type: 'AttachCv', questionnaireId, fileId: 'f1', name: 'cv.pdf', now }).thenNothingHappens();
  });

  it("sets a status of the questionnaire statuses or blank, starting from 'new', and refuses another", () => {
    given([submitted]).when({ type: 'SetStatus', questionnaireId, status: 'new', statuses, now }).thenNothingHappens();
    given([submitted]).when({ type: 'SetStatus', questionnaireId, status: '', statuses, now }).then([{ type: 'IntakeQuestionnaireStatusSet', data: { questionnaireId, status: '', setAt: at } }]);
    given([submitted]).when({ type: 'SetStatus', questionnaireId, status: 'ghosted', statuses, now }).thenFails('QuestionnaireRefused', say(m.QuestionnaireStatusUnknown, { statuses: statuses.join(', ') }));
  });
});

describe('the notify list', () => {
  it('keeps each address once, lowercased, and records nothing for the same list', () => {
    expect(decideNotifyList(['A@x.com', 'a@x.com ', 'b@x.com'], [], now)).toEqual([{ type: 'NewQuestionnaireNotifyListChanged', data: { emails: ['a@x.com', 'b@x.com'], changedAt: at } }]);
    expect(decideNotifyList(['B@x.com', 'a@x.com'], ['b@x.com', 'a@x.com'], now)).toEqual([]);
  });
});
