import type { Recipient, TemplatedMail } from '../../mail/send-mail';

// An admin hears of a new report: what kind of item, why, and where to handle it. The reporter's
// own words stay on /reports (they are personal data, erased with the reporter's account).
export const reportNoticeMail = (to: Recipient, report: { type: string; reason: string; item: string | null }, link: string): Omit<TemplatedMail, 'key'> => ({
  template: 'report-notice',
  to,
  variables: { type: report.type, reason: report.reason, item: report.item ?? '', link },
});
