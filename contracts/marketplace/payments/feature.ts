import { defineFeature, tableTypes } from '../../core/feature';
import { paymentAccess } from './access';
import { paymentCalls } from './calls';
import { paymentErrors } from './errors';
import { paymentEvents } from './events';
import { paymentMessages } from './messages';
import type { PaymentTables } from './tables';

// The Pro plan, its payments and the payment provider.
export const paymentsFeature = defineFeature({
  name: 'marketplace/payments',
  calls: paymentCalls,
  access: paymentAccess,
  events: paymentEvents,
  live: {},
  errors: paymentErrors,
  messages: paymentMessages,
  streams: ['payment-', 'pro-'],
  tables: tableTypes<PaymentTables>(),
});
