import { createApi } from '@reduxjs/toolkit/query/react';
import { callBaseQuery } from './base-query';

// The one API: no endpoints and no cache tags of its own. Each feature declares its tag types
// (api.enhanceEndpoints({ addTagTypes })) and injects its endpoints from its own folder (see
// features/marketplace/jobs/jobs-api.ts for the pattern).
export const api = createApi({
  reducerPath: 'api',
  baseQuery: callBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
