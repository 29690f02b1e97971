import type { Draft, ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LiveMessageName, LiveMessages } from '@contracts/live';
import { api } from './api';
import { liveOf, type LiveSchema } from './live';

// A live message an endpoint listens to: its name and its schema, or a loader for the schema (so
// it loads with the first call that needs it, never with the first screen).
export type LiveMessage<T> = { name: LiveMessageName; schema: () => LiveSchema<T> | Promise<LiveSchema<T>> };

export const liveMessage = <K extends LiveMessageName>(name: K, schema: LiveMessage<LiveMessages[K]>['schema']): LiveMessage<LiveMessages[K]> => ({ name, schema });

// What RTK Query hands onCacheEntryAdded, as far as a live entry uses it.
type CacheEntryLifecycle<Data> = {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  extra: unknown;
  getCacheEntry(): { endpointName?: string };
  updateCachedData(recipe: (draft: Draft<Data>) => void): unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
};

// What a patch gets: the entry's argument, its cached data to change, and a way to fetch it again.
export type LiveEntry<Arg, Data> = {
  arg: Arg;
  updateCachedData: (recipe: (draft: Draft<Data>) => void) => void;
  refetch: () => void;
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
};

type Refetchable = { initiate(arg: unknown, options: { subscribe: false; forceRefetch: true }): ThunkAction<unknown, unknown, unknown, UnknownAction> };

// Every feature injects its endpoints into the one api: the entry finds its own by name.
const refetchOf = <Data>(lifecycle: CacheEntryLifecycle<Data>, arg: unknown) => () => {
  const { endpointName } = lifecycle.getCacheEntry();
  const endpoint = endpointName ? (api.endpoints as Record<string, Refetchable | undefined>)[endpointName] : undefined;
  if (endpoint) void lifecycle.dispatch(endpoint.initiate(arg, { subscribe: false, forceRefetch: true }));
};

// The live half of a cache entry, as its endpoint's onCacheEntryAdded: while the entry is cached,
// each `message` patches it, and after a lost connection (messages sent meanwhile are gone) it
// catches up, by default by fetching itself again.
//   getNotifications: calls.query(build, 'getNotifications', {
//     onCacheEntryAdded: onLive(notificationCreated, (message, { updateCachedData }) => updateCachedData((draft) => …)),
//   }),
export const onLive =
  <T, Arg, Data>(message: LiveMessage<T>, patch: (message: T, entry: LiveEntry<Arg, Data>) => void, catchUp: (entry: LiveEntry<Arg, Data>) => void = (entry) => entry.refetch()) =>
  async (arg: Arg, lifecycle: CacheEntryLifecycle<Data>): Promise<void> => {
    const live = liveOf(lifecycle.extra);
    const entry: LiveEntry<Arg, Data> = {
      arg,
      updateCachedData: (recipe) => void lifecycle.updateCachedData(recipe),
      refetch: refetchOf(lifecycle, arg),
      dispatch: lifecycle.dispatch,
    };
    // Heard from the start; the schema loads with the first message (a first screen waits for none),
    // and messages are checked and applied in the order they came.
    let inOrder = Promise.resolve();
    const passOn: LiveSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };
    const heard = (received: unknown) => {
      inOrder = inOrder
        .then(async () => {
          const checked = (await message.schema()).safeParse(received);
          if (checked.success) patch(checked.data, entry);
        })
        // one that fails (its schema could not load) leaves the next ones to come
        .catch(() => undefined);
    };
    const stop = [live.subscribe(message.name, passOn, heard), live.onCatchUp(() => catchUp(entry))];
    await lifecycle.cacheDataLoaded.catch(() => undefined);
    await lifecycle.cacheEntryRemoved;
    stop.forEach((unsubscribe) => unsubscribe());
  };
