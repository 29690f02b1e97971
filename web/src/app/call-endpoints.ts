import type { EndpointBuilder, MutationExtraOptions, QueryExtraOptions } from '@reduxjs/toolkit/query/react';
import type { CallDefinition, CallInput, CallOutput } from '../../../contracts/core/call';
import type { callBaseQuery, CallRequest } from './base-query';
import type { TagType } from './api';

type CallTable = Readonly<Record<string, CallDefinition>>;
type BaseQuery = typeof callBaseQuery;
export type ApiBuilder = EndpointBuilder<BaseQuery, TagType, 'api'>;

export type CallQueryOptions<C extends CallDefinition> = Omit<
  QueryExtraOptions<TagType, CallOutput<C>, CallInput<C>, BaseQuery, 'api'>,
  'type'
>;
export type CallMutationOptions<C extends CallDefinition> = Omit<
  MutationExtraOptions<TagType, CallOutput<C>, CallInput<C>, BaseQuery, 'api'>,
  'type'
>;

// A feature's calls: the table itself (its schemas travel in the feature's chunk), or a loader for
// it when the feature is part of the first screen and its schemas should wait until a call is made.
export type CallSource<T extends CallTable> = T | (() => Promise<T>);

const once = <T,>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
};

// Endpoints typed from the contracts' call table: a query for a 'query' call, a mutation for a
// 'command', each one line plus its cache behaviour:
//   const jobs = callEndpoints(jobCalls);
//   getUserJobsR: jobs.query(build, 'getUserJobsR', { providesTags: [MY_JOBS] }),
export const callEndpoints = <T extends CallTable>(source: CallSource<T>) => {
  const table = typeof source === 'function' ? once(source) : () => source;
  const request =
    (name: keyof T & string) =>
    (body: unknown): CallRequest => ({
      name,
      definition: async () => (await table())[name] as CallDefinition,
      body,
    });
  return {
    query: <K extends keyof T & string>(build: ApiBuilder, name: K, options: CallQueryOptions<T[K]> = {}) =>
      build.query<CallOutput<T[K]>, CallInput<T[K]>>({ ...options, query: request(name) }),
    mutation: <K extends keyof T & string>(build: ApiBuilder, name: K, options: CallMutationOptions<T[K]> = {}) =>
      build.mutation<CallOutput<T[K]>, CallInput<T[K]>>({ ...options, query: request(name) }),
  };
};
