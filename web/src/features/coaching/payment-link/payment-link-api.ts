import { paymentLinkCalls } from '@contracts/coaching/payment-link/calls';
import type { CallOutput } from '@contracts/core/call';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';

const calls = callEndpoints(paymentLinkCalls);

type Made = CallOutput<typeof paymentLinkCalls.getJHPaymentUrl>;
type MakeLifecycle = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: Made }> };

// The one form the screen reads: a credit link (the only type offered).
export const CREDIT_FORM = { transType: 'credit' } as const;

// A new link answers itself: it goes first in the screen's list of links.
async function listMadeLink(_arg: unknown, { dispatch, queryFulfilled }: MakeLifecycle): Promise<void> {
  const answered = await queryFulfilled.catch(() => null);
  if (!answered) return;
  const { link } = answered.data;
  dispatch(
    paymentLinkApi.util.updateQueryData('getJHPaymentLinkData', CREDIT_FORM, (draft) => {
      draft.links = [link, ...draft.links.filter((l) => l._id !== link._id)];
    }),
  );
}

export const paymentLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJHPaymentLinkData: calls.query(build, 'getJHPaymentLinkData'),
    getJHPaymentUrl: calls.mutation(build, 'getJHPaymentUrl', { onQueryStarted: listMadeLink }),
  }),
});
