import type { CallOutput } from '@contracts/core/call';
import { faqCalls } from '@contracts/marketplace/faq/calls';
import { api } from '../../../app/api';

// get-faq-data: a GET call; its name is no identifier, so the endpoint is named for it
export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqData: build.query<CallOutput<(typeof faqCalls)['get-faq-data']>, void>({
      query: () => ({ name: 'get-faq-data', definition: async () => faqCalls['get-faq-data'], body: {} }),
    }),
  }),
});
