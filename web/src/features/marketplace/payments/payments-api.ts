import { paymentCalls } from '../../../../../contracts/marketplace/payments/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const payments = callEndpoints(paymentCalls);

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProPlans: payments.query(build, 'getProPlans'),
    getPaymentUrl: payments.mutation(build, 'getPaymentUrl'),
    getProStatus: payments.query(build, 'getProStatus', { providesTags: ['User'] }),
    getPayments: payments.query(build, 'getPayments'),
  }),
});
