import { createApi } from '@reduxjs/toolkit/query/react';
import { callBaseQuery } from './base-query';

// Cache tags shared by every feature: { type: 'Job', id } per job, plus the list ids below. A new
// feature adds its tag type here, then injects its endpoints from its own folder (see
// features/marketplace/jobs/jobs-api.ts for the pattern).
export const tagTypes = ['User', 'Job', 'Activity', 'Deck', 'Notification', 'Conversation', 'Credits'] as const;
export type TagType = (typeof tagTypes)[number];

// Every job search shares this tag; one user's own jobs (My Jobs) have their own.
export const JOB_LIST = { type: 'Job', id: 'LIST' } as const;
export const MY_JOBS = { type: 'Job', id: 'MINE' } as const;

// The one API: no endpoints of its own. Each feature calls api.injectEndpoints for its calls.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: callBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});
