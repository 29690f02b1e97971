import { defineAccessRows, everyone, staff } from '../../core/access-matrix';
import { questionnaireCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const questionnairesAccess = defineAccessRows(questionnaireCalls, {
  getQuestionnairesData: { expect: staff(200) },
  createEditQuestionnaire: { expect: staff('validation') },
  setQuestionnaireContacted: { expect: staff(404), body: () => ({ questionnaireId: 'no-such-questionnaire', contacted: true }) },
  setQuestionnaireField: { expect: staff(404), body: () => ({ questionnaireId: 'no-such-questionnaire', fieldName: 'city', value: 'Haifa' }) },
  setQuestionnaireStatus: { expect: staff(404), body: () => ({ questionnaireId: 'no-such-questionnaire', status: 'new' }) },
  getQuestionnairesStats: { expect: staff(200) },
  getLastQuestionaireDate: { expect: staff(200) },
  updatenewQuestionaireNotifyList: { expect: staff('validation'), body: () => ({ emails: ['not an address'] }) },
  getCalendars: { expect: staff(200) },
  scheduleMeetingQuestionnaire: { expect: staff(404), body: () => ({ questionnaireId: 'no-such-questionnaire', slotId: 'no-such-slot' }) },
  uploadQuestionnaireCVFile: { expect: staff('validation') },
  // visitors too: the form is public (a body without answers)
  sendQuestionnaire: { expect: everyone('validation') },
});
