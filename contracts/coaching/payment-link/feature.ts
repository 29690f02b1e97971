import { defineFeature, tableTypes } from '../../core/feature';
import { paymentLinkAccess } from './access';
import { paymentLinkCalls } from './calls';
import { paymentLinkErrors } from './errors';
import { paymentLinkEvents } from './events';
import { PAYMENT_LINK_STREAM_PREFIX } from './ids';
import { paymentLinkMessages } from './messages';
import type { PaymentLinkTables } from './tables';

// Payment links: a coaching admin makes a link for a client to pay the coaching service; paying it
// makes the payer a journey client with the link's plan.
export const paymentLinkFeature = defineFeature({
  name: 'coaching/payment-link',
  calls: paymentLinkCalls,
  access: paymentLinkAccess,
  events: paymentLinkEvents,
  live: {},
  errors: paymentLinkErrors,
  messages: paymentLinkMessages,
  streams: [PAYMENT_LINK_STREAM_PREFIX],
  tables: tableTypes<PaymentLinkTables>(),
});
