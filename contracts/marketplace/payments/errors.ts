import { defineErrors } from '../../core/feature';

export const paymentErrors = defineErrors({
  PaymentNotFound: { status: 404, message: 'There is no such payment' },
  PaymentCompleted: { status: 409, message: 'This payment is already completed' },
  PaymentsUnavailable: { status: 503, message: 'Payments are not available right now, please contact us by email' },
});
