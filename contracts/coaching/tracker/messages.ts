import { defineMessages } from '../../core/messages';

// What the tracker's rules and answers say, by code (the web's tracker locales translate them).
export const trackerMessages = defineMessages({
  TrackerCompanyRequired: 'Enter the company you interviewed with',
  TrackerTitleRequired: 'Enter the professional title',
  TrackerTitleGroupRequired: 'Choose a professional title group',
  TrackerSeniorityRequired: 'Choose the seniority of the position',
  TrackerTypeRequired: 'Choose the interview type',
  TrackerSummaryRequired: 'Write a summary of the interview',
  TrackerDateRequired: 'Enter the date',
  TrackerChannelRequired: 'Choose the channel',
  TrackerChannelNotOffered: 'Choose one of the channels this type offers',
  TrackerAssignmentTypeRequired: 'Choose the assignment type',
  TrackerReasonRequired: 'Say why (the reason is required)',
  TrackerStatusRequired: 'Choose a status',
  TrackerNeedsSave: 'This status is saved with the form: open it and Save',
  TrackerNoInterviewsAtCompany: 'There are no interviews at this company',
  TrackerInterviewNotFound: 'There is no such interview',
  TrackerSummaryNotFound: 'There is no such summary',
  TrackerCycleNotFound: 'There is no such publication cycle',
  TrackerRatingRange: 'Rate from 1 to 5',
  TrackerStaffOnlyManagerSummary: 'Only staff write the manager summary',
  TrackerQuestionnaireNotFound: 'There is no such questionnaire',
  TrackerQuestionnaireValue: 'This answer does not fit the question',
  TrackerSearchTooShort: 'Type at least 2 characters',
  TrackerNoService: 'There is no such service period',
});
