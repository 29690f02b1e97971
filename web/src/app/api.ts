import { createApi, type EndpointBuilder, type MutationDefinition, type QueryDefinition } from '@reduxjs/toolkit/query/react';
import { calls, type CallName, type Calls } from '../../../contracts/calls';
import type { CallDefinition, CallInput, CallOutput } from '../../../contracts/core/call';
import { callBaseQuery, type CallRequest } from './base-query';

export const tagTypes = ['User', 'Jobs', 'MyJobs'] as const;
export type TagType = (typeof tagTypes)[number];

type ApiBaseQuery = typeof callBaseQuery;
type ReducerPath = 'api';

type EndpointFor<C extends CallDefinition> = C['kind'] extends 'query'
  ? QueryDefinition<CallInput<C>, ApiBaseQuery, TagType, CallOutput<C>, ReducerPath>
  : MutationDefinition<CallInput<C>, ApiBaseQuery, TagType, CallOutput<C>, ReducerPath>;

export type CallEndpoints = { [K in CallName]: EndpointFor<Calls[K]> };

// Which cached lists a call fills or makes stale. Calls not listed are neither cached by tag nor invalidate.
const provides: Partial<Record<CallName, readonly TagType[]>> = {
  getUserData: ['User'],
  getHistogramObjects: ['Jobs'],
  getHistogramObject: ['Jobs'],
  getUserJobsR: ['MyJobs'],
};

const invalidates: Partial<Record<CallName, readonly TagType[]>> = {
  createNewJob: ['Jobs', 'MyJobs'],
  saveUserJob: ['Jobs', 'MyJobs'],
  changeJobStatus: ['Jobs', 'MyJobs'],
};

// The endpoints are the call table: a query for every 'query' call, a mutation for every 'command'.
export const buildCallEndpoints = (build: EndpointBuilder<ApiBaseQuery, TagType, ReducerPath>): CallEndpoints => {
  const endpoints = Object.fromEntries(
    (Object.keys(calls) as CallName[]).map((name) => {
      const call: CallDefinition = calls[name];
      const query = (body: unknown): CallRequest => ({ name, body });
      const endpoint =
        call.kind === 'query'
          ? build.query<unknown, unknown>({ query, providesTags: [...(provides[name] ?? [])] })
          : build.mutation<unknown, unknown>({ query, invalidatesTags: [...(invalidates[name] ?? [])] });
      return [name, endpoint];
    }),
  );
  // The runtime loop cannot carry each call's types; the mapped type above restores them per name.
  return endpoints as unknown as CallEndpoints;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: callBaseQuery,
  tagTypes,
  endpoints: buildCallEndpoints,
});
