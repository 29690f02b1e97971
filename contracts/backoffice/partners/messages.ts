import { defineMessages } from '../../core/messages';

// What the partner dashboards' rules and answers say, by code (the web's partners locales translate them).
export const partnersMessages = defineMessages({
  PartnerStatusUnknown: 'The status must be one of the partner statuses',
  PartnerEditEmpty: 'Change the status or the original title',
  PartnerPartNumber: 'The partner’s part is a number',
  PartnerPartNotNegative: 'The partner’s part is 0 or more',
  PartnerPartAboveTotal: 'The partner’s part cannot be more than the total pay',
  PartnerNoTotalPay: 'Set the client’s amount on the clients status screen first',
  TalentPartReadOnly: 'The talent’s part is the total pay minus the partner’s part: it cannot be set',
  PartnerNotApproved: 'Approve the client first',
  TalentPaidNeedsApproval: 'Approve the client before recording the talent paid',
  PartnerQuotaCount: 'A package holds 1 to 10,000 clients',
});
