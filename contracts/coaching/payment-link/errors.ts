import { defineErrors } from '../../core/feature';

export const paymentLinkErrors = defineErrors({
  PaymentLinkNotFound: { status: 404, message: 'This payment link is not valid' },
  PaymentLinkAlreadyPaid: { status: 409, message: 'This payment link is already paid' },
  PaymentLinkRefused: { status: 400, message: 'The payment link cannot be made as it is' },
});
