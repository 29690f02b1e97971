import { defineMessages } from '../../core/messages';

// What the reports' rules and answers say, by code (the web's reports locales translate them).
export const reportMessages = defineMessages({
  ReportTypeUnknown: 'Report a job, a profile, a review or an interview',
  ReportReasonUnknown: 'Choose a reason: Spam, Offensive, Fake, Scam, Discriminatory or Other',
  ReportOtherNeedsText: "Tell us what is wrong when the reason is 'Other'",
  ReportTextLength: 'Write at most {{max}} characters',
  ReportOwnObject: 'You cannot report your own job or profile',
  ReportOwnReview: 'You cannot report a review you wrote',
  ReportSent: 'Thank you, the site administrators will look at your report',
  ReportIgnoredNotice: 'The report was ignored',
  ReportedUserDeletedNotice: 'The user was deleted',
  ReportedJobDeletedNotice: 'The job was deleted',
  ReportedObjectDeletedNotice: 'The reported {{type}} was deleted',
  ReportNotAboutUser: 'This report is not about that person: delete the person the report names or the owner of what it reports',
  ReportNotAboutJob: 'This report is not about that job',
  ReportNotAboutObject: 'This report is about another {{type}}',
  ReportedAdmin: 'An administrator cannot be deleted from a report',
});
