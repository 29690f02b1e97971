// Stream ids of the leads feature are built only here.

// One stream per lead: its additions, edits and deletion.
export const LEAD_STREAM_PREFIX = 'lead-';
export const leadStreamId = (leadId: string): string => `${LEAD_STREAM_PREFIX}${leadId}`;

// The lead's personal data (name, email, phone, summary) is encrypted under this subject: deleting
// the lead destroys its key.
export const leadSubject = (leadId: string): string => `lead:${leadId}`;

// The hourly task that mails each lead's manager on the day of its follow-up reminder.
export const LEAD_REMINDERS_TASK = 'mail-lead-reminders';
