import { defineMessages } from '../../core/messages';

// What the questionnaires' rules and answers say, by code.
export const questionnaireMessages = defineMessages({
  QuestionnaireFullName: 'Write your full name',
  QuestionnairePhone: 'Write a phone number we can call',
  QuestionnaireAge: 'Age is a whole number from 16 to 99',
  QuestionnaireWholeNumber: 'A whole number of 0 or more',
  QuestionnaireStatusUnknown: 'Give the questionnaire a status from the questionnaire statuses ({{statuses}}) or leave it blank',
  QuestionnaireSent: 'Thank you! We will be in touch soon',
  QuestionnaireSaved: 'The questionnaire is saved',
  QuestionnaireNotifyListSaved: 'The list is saved',
  QuestionnaireMeetingBooked: 'The meeting is scheduled',
  QuestionnaireCvAttached: 'The CV is attached',
});
