import { errorMessagesOf } from '@contracts/core/errors';
import { paymentLinkErrors } from '@contracts/coaching/payment-link/errors';
import { paymentLinkMessages } from '@contracts/coaching/payment-link/messages';
import { paymentErrors } from '@contracts/marketplace/payments/errors';

// English texts of the 'paymentLink' namespace (/{product}-payment); he.ts must have the same keys.
export const en = {
  // what the server says, by code: the contracts' own English
  messages: paymentLinkMessages,
  errors: { ...errorMessagesOf(paymentLinkErrors), PaymentsUnavailable: errorMessagesOf(paymentErrors).PaymentsUnavailable },
  title: 'Payment link',
  subtitle: 'Make a link for a client to pay the service by card. Once paid, the client has an account and an active journey with the plan.',
  loadError: 'The payment link form could not be loaded',
  formTitle: 'New link',
  transType: 'Transaction type',
  transTypes: { credit: 'Credit' },
  field: {
    email: 'Client email',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    amount: 'Amount (₪)',
    plan: 'Plan',
    months: 'Months',
    description: 'Description',
  },
  help: {
    phone: 'Optional',
    description: 'Optional: what the client sees on the payment page. At most 300 characters.',
    months: 'How long the service runs: 1 to 24 months',
  },
  getLink: 'Get Link',
  making: 'Making the link…',
  made: 'The link is ready and opened in a new tab. Send it to the client:',
  copy: 'Copy link',
  copied: 'Copied',
  open: 'Open',
  failed: 'The link was not made',
  fixFields: 'Check the marked fields',
  somethingWrong: 'Something went wrong',
  recent: 'Recent links',
  noLinks: 'No links yet: the ones you make appear here.',
  status: { created: 'Waiting for payment', paid: 'Paid' },
  madeBy: 'By {{name}}, {{date}}',
  madeOn: '{{date}}',
  paidOn: 'Paid {{date}}',
  monthsCount: 'Months: {{count}}',
};
