import type { companyCalls, ReviewsAnswer } from '@contracts/marketplace/companies/calls';
import type { Company } from '@contracts/marketplace/companies/company';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';
import type { RootState } from '../../../app/store';

// The job page links its company and the job filter searches companies: the schemas load with the
// first call, not with those screens. A company's card and tabs read themselves again when someone
// else's review, Helpful mark or a moderator's deletion moves the company (company.changed).
const calls = callEndpoints(() => import('@contracts/marketplace/companies/calls').then((m): typeof companyCalls => m.companyCalls));
const COMPANY = 'Company';
const companyChanged = liveMessage('company.changed', () => import('@contracts/marketplace/companies/live').then((m) => m.companyChangedMessage));

// A review's answer carries the company as it now reads: it fills the company's card, and its tab
// is read again (a new review goes first). A Helpful mark patches the review where a tab holds it.
export const companiesApi = api.enhanceEndpoints({ addTagTypes: [COMPANY] }).injectEndpoints({
  endpoints: (build) => ({
    getCompanies: calls.query(build, 'getCompanies', { providesTags: [COMPANY] }),
    getCompany: calls.query(build, 'getCompany', {
      onCacheEntryAdded: onLive(companyChanged, (message, { arg, refetch }) => {
        if ('id' in arg && arg.id === message.companyId) refetch();
      }),
    }),
    getReviews: calls.query(build, 'getReviews', {
      providesTags: (_answer, _error, arg) => [{ type: COMPANY, id: arg.company }],
      onCacheEntryAdded: onLive(companyChanged, (message, { arg, refetch }) => {
        if (arg.company === message.companyId && arg.cardContentType !== 'jobs') refetch();
      }),
    }),
    addCompany: calls.mutation(build, 'addCompany', { invalidatesTags: [COMPANY] }),
    addReview: calls.mutation(build, 'addReview', {
      invalidatesTags: (_answer, error, arg) => (error ? [] : [{ type: COMPANY, id: arg.company }, COMPANY]),
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answered = await queryFulfilled.catch(() => null);
        if (answered) dispatch(companiesApi.util.upsertQueryData('getCompany', { id: arg.company }, { result: answered.data.company }));
      },
    }),
    addHelpful: calls.mutation(build, 'addHelpful', {
      async onQueryStarted(arg, { dispatch, queryFulfilled, getState }) {
        const answered = await queryFulfilled.catch(() => null);
        if (!answered) return;
        for (const tab of companiesApi.util.selectCachedArgsForQuery(getState() as RootState, 'getReviews'))
          dispatch(
            companiesApi.util.updateQueryData('getReviews', tab, (draft: ReviewsAnswer) => {
              if (draft.cardContentType === 'jobs') return;
              const review = draft.list.find((r) => r._id === arg.id);
              if (review) Object.assign(review, { helpful: answered.data.helpful, markedHelpful: true });
            }),
          );
      },
    }),
  }),
});

export type { Company };
