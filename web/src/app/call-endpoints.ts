import type { EndpointBuilder, MutationExtraOptions, QueryExtraOptions } from '@reduxjs/toolkit/query/react';
import type { CallDefinition, CallInput, CallOutput } from '@contracts/core/call';
import type { callBaseQuery, CallHead, CallRequest } from './base-query';

type CallTable = Readonly<Record<string, CallDefinition>>;
type BaseQuery = typeof callBaseQuery;
// Tag: the cache tag types the feature's api declared (api.enhanceEndpoints({ addTagTypes }))
export type ApiBuilder<Tag extends string> = EndpointBuilder<BaseQuery, Tag, 'api'>;
// The tag types of the builder an endpoint is built with, taken from it alone: an option's tags are
// checked against them (a tag the feature did not declare does not compile).
type TagOf<B> = B extends ApiBuilder<infer Tag> ? Tag : never;

// A call about a journey client may leave its client out: the base query names the one staff
// picked (base-query.ts), and a client acts for themselves.
export type EndpointInput<C extends CallDefinition> = C extends { actsFor: { subject: 'journeyClient' } }
  ? Omit<CallInput<C>, 'userId'> & { userId?: string | undefined }
  : CallInput<C>;

export type CallQueryOptions<C extends CallDefinition, Tag extends string> = Omit<
  QueryExtraOptions<Tag, CallOutput<C>, EndpointInput<C>, BaseQuery, 'api'>,
  'type'
>;
export type CallMutationOptions<C extends CallDefinition, Tag extends string> = Omit<
  MutationExtraOptions<Tag, CallOutput<C>, EndpointInput<C>, BaseQuery, 'api'>,
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
// The tags an endpoint provides or invalidates are those its feature's api declared.
export const callEndpoints = <T extends CallTable>(source: CallSource<T>) => {
  const table = typeof source === 'function' ? once(source) : () => source;
  const request =
    (name: keyof T & string, head?: CallHead) =>
    (body: unknown): CallRequest => ({
      name,
      definition: async () => (await table())[name] as CallDefinition,
      body,
      ...(head ? { head } : {}),
    });
  return {
    query: <K extends keyof T & string, B extends ApiBuilder<string>>(build: B, name: K, options: CallQueryOptions<T[K], TagOf<B>> = {}) =>
      build.query<CallOutput<T[K]>, EndpointInput<T[K]>>({ ...options, query: request(name) }),
    // A read the first screen makes with an input the code builds: it goes before the schemas load
    // (base-query.ts), with the access the contract gives it (another does not compile).
    firstScreenQuery: <K extends keyof T & string, B extends ApiBuilder<string>>(build: B, name: K, head: { access: T[K]['access'] }, options: CallQueryOptions<T[K], TagOf<B>> = {}) =>
      build.query<CallOutput<T[K]>, EndpointInput<T[K]>>({ ...options, query: request(name, head) }),
    mutation: <K extends keyof T & string, B extends ApiBuilder<string>>(build: B, name: K, options: CallMutationOptions<T[K], TagOf<B>> = {}) =>
      build.mutation<CallOutput<T[K]>, EndpointInput<T[K]>>({ ...options, query: request(name) }),
  };
};
