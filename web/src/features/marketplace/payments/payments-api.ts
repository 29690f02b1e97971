import { paymentCalls } from '@contracts/marketplace/payments/calls';
import { callEndpoints } from '../../../app/call-endpoints';
import { usersApi } from '../../identity/users/users-api';

const payments = callEndpoints(paymentCalls);

// the Pro status is part of the user: it shares the users feature's 'User' tag
export const paymentsApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    getProPlans: payments.query(build, 'getProPlans'),
    getPaymentUrl: payments.mutation(build, 'getPaymentUrl'),
    getProStatus: payments.query(build, 'getProStatus', { providesTags: ['User'] }),
    getPayments: payments.query(build, 'getPayments'),
  }),
});
