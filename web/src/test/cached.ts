import type { AppStore, RootState } from '../app/store';

// A cache entry's data, read with its endpoint's selector. The store's state is typed before any
// feature declared its cache tags (api.enhanceEndpoints({ addTagTypes })), so a feature's selector
// is handed it here, once.
export const cachedData = <Arg, Data>(store: AppStore, endpoint: { select(arg: Arg): (state: never) => { data?: Data } }, arg: Arg): Data | undefined =>
  (endpoint.select(arg) as (state: RootState) => { data?: Data })(store.getState()).data;
