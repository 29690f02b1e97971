import { defineScreens } from '../../../app/screen';
import { loadQuestionnairesStrings } from './questionnaires-strings';

export const questionnairesScreens = defineScreens([
  { name: 'questionnaires', path: '/questionnaires', access: 'staff', frame: 'staff', page: () => import('./questionnaires-page').then((m) => m.QuestionnairesPage), strings: [loadQuestionnairesStrings] },
  // the public intake form: anyone, no account
  { name: 'questionnaire', path: '/questionnaire', page: () => import('./questionnaire-form-page').then((m) => m.QuestionnaireFormPage), strings: [loadQuestionnairesStrings] },
]);
