import { defineMessages } from '../../core/messages';

// What the leads' rules and answers say, by code (the web's leads locales translate them).
export const leadMessages = defineMessages({
  LeadChannelUnknown: 'Choose one of the channels: Google meet, Meeting cancellation, WhatsApp message, WhatsApp / Phone call, LinkedIn message, email',
  LeadSummaryRows: 'Write the summary in at most {{rows}} rows',
  LeadSummaryLength: 'Write the summary in at most {{max}} characters',
  LeadReminderDate: 'A reminder is a date and time, such as 2026-12-01T09:00',
  LeadStatusUnknown: 'Choose a status from the questionnaire statuses ({{statuses}}) or leave it blank',
  LeadManagerUnknown: 'Choose the manager from the staff',
  LeadSaved: 'The lead is saved',
  LeadDeleted: 'The lead is deleted',
});
