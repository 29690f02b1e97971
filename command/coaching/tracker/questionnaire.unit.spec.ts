import { describe, it } from 'vitest';
import type { TrackerEvent } from '../../../contracts/coaching/tracker/events';
import { trackerMessages as m } from '../../../contracts/coaching/tracker/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { questionnaireDecider, type QuestionnaireCommand } from './questionnaire';

const given = DeciderSpecification.for(questionnaireDecider);
const userId = 'client-1';
const questionnaireId = 'client-1';
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const earlier = '2026-11-01T00:00:00.000Z';

const submitted = (answers: Record<string, unknown>): TrackerEvent => ({ type: 'QuestionnaireSubmitted', data: { userId, questionnaireId, answers, submittedAt: earlier } });
const fieldSet = (fieldName: string, value: unknown, comment: string | null): TrackerEvent => ({ type: 'QuestionnaireFieldSet', data: { userId, questionnaireId, fieldName, value, comment, setAt: earlier } });
const leadAdded = (n: number): TrackerEvent => ({
  type: 'QuestionnaireLeadAdded',
  data: { userId, questionnaireId, leadId: `lead-${n}`, date: '2026-10-01', communicationChannel: 'Email', csManager: null, summary: 'Met at a meetup', addedAt: earlier },
});
const setField = (fieldName: string, value: unknown, comment?: string | null): QuestionnaireCommand => ({ type: 'SetField', userId, questionnaireId, now, fieldName, value, comment });
const setNow = (fieldName: string, value: unknown, comment: string | null): TrackerEvent[] => [{ type: 'QuestionnaireFieldSet', data: { userId, questionnaireId, fieldName, value, comment, setAt: at } }];

describe("a client's intake questionnaire", () => {
  it('takes the answers, and refuses another questionnaire than the one the client has', () => {
    given([]).when({ type: 'Submit', userId, questionnaireId, now, answers: { city: 'Haifa' } }).then([{ type: 'QuestionnaireSubmitted', data: { userId, questionnaireId, answers: { city: 'Haifa' }, submittedAt: at } }]);
    given([submitted({ city: 'Haifa' })]).when({ type: 'Submit', userId, questionnaireId: 'other', now, answers: {} }).thenFails('TrackerNotFound', m.TrackerQuestionnaireNotFound);
    given([fieldSet('city', 'Haifa', null)]).when(setField('city', 'Acre', null)).then(setNow('city', 'Acre', null));
    given([fieldSet('city', 'Haifa', null)]).when({ ...setField('city', 'Acre', null), questionnaireId: 'other' }).thenFails('TrackerNotFound', m.TrackerQuestionnaireNotFound);
  });

  it('sets a field only when its value or comment changes, keeping the comment an answer leaves out', () => {
    given([]).when(setField('city', null)).thenNothingHappens();
    given([]).when(setField('city', 'Haifa')).then(setNow('city', 'Haifa', null));
    given([submitted({ city: 'Haifa', roles: ['Analyst'] })]).when(setField('city', 'Haifa')).thenNothingHappens();
    given([submitted({ city: 'Haifa', roles: ['Analyst'] })]).when(setField('roles', ['Analyst'])).thenNothingHappens();
    given([submitted({ city: 'Haifa', roles: ['Analyst'] })]).when(setField('roles', ['Analyst', 'BI'])).then(setNow('roles', ['Analyst', 'BI'], null));
    given([submitted({ city: 'Haifa' }), submitted({ seniority: 'Senior' })]).when(setField('city', 'Haifa')).thenNothingHappens();
    given([fieldSet('city', 'Haifa', 'Will move')]).when(setField('city', 'Acre')).then(setNow('city', 'Acre', 'Will move'));
    given([fieldSet('city', 'Haifa', 'Will move')]).when(setField('city', 'Haifa')).thenNothingHappens();
    given([fieldSet('city', 'Haifa', 'Will move')]).when(setField('city', 'Haifa', 'Will not move')).then(setNow('city', 'Haifa', 'Will not move'));
    given([fieldSet('city', 'Haifa', 'Will move')]).when(setField('city', 'Haifa', null)).then(setNow('city', 'Haifa', null));
    given([fieldSet('city', 'Haifa', 'Will move'), fieldSet('roles', 'BI', null)]).when(setField('city', 'Haifa', 'Will move')).thenNothingHappens();
  });

  it('numbers the leads it adds', () => {
    const lead: QuestionnaireCommand = { type: 'AddLead', userId, questionnaireId, now, date: '2026-11-02', communicationChannel: 'Linkedin', csManager: 'cs-1', summary: 'Referral' };
    const leadNow = (n: number): TrackerEvent[] => [
      { type: 'QuestionnaireLeadAdded', data: { userId, questionnaireId, leadId: `lead-${n}`, date: '2026-11-02', communicationChannel: 'Linkedin', csManager: 'cs-1', summary: 'Referral', addedAt: at } },
    ];
    given([]).when(lead).then(leadNow(1));
    given([leadAdded(1), leadAdded(2)]).when(lead).then(leadNow(3));
  });
});
