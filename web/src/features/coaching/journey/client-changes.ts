import type { Draft, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ChangedBy } from '@contracts/core/client-changes';
import { api } from '../../../app/api';
import { liveOf, type LiveSchema } from '../../../app/live';
import type { LiveMessage } from '../../../app/on-live';
import { pickedClient } from '../../../app/client-slice';
import type { RootState } from '../../../app/store';
import { CURRENT_USER_ARGS, usersApi } from '../../identity/users/users-api';

// How a journey client's coaching screens keep up with every change to the client's data, whoever
// makes it. A command's answer (contracts/core/client-changes.ts) reaches the other side in a live
// message, which patches the cached answers it covers (follow). A change that cannot say what a
// cached answer now looks like has that answer read again: only if a screen shows it, otherwise it
// is dropped.

export const READ_AGAIN = 'read again';
export type ReadAgain = typeof READ_AGAIN;

// A change as a cached answer takes it: the call made and its answer, or a live message that only
// says something moved (the KPIs, a part sent).
export type Answered<M> = M extends { call: infer C; answer: infer A } ? { call: C; answer: A } : M;

type Tag = { type: string; id: string };
type ForClient = { userId?: string };

// One query about a journey client: its endpoint, the tag each client's entries provide (what a
// change that cannot patch them invalidates) and how a change patches an entry.
export type ClientView<Data, M> = {
  endpoint: string;
  tag: (userId: string | undefined) => Tag;
  write: (draft: Draft<Data>, change: Answered<M>) => void | ReadAgain;
};

export const clientView = <Data, M>(endpoint: string, tagType: string, write: ClientView<Data, M>['write']): ClientView<Data, M> => ({
  endpoint,
  tag: (userId) => ({ type: tagType, id: userId ?? 'me' }),
  write,
});

// A change written into a cached answer; false when the entry must be read again instead: the view
// says so, or its write failed. A failed write is a bug, reported as an uncaught error (a test
// fails on it) after the other views are patched; the user gets the entry read again, not a screen
// left as it was.
function written<Data, M>(view: ClientView<Data, M>, draft: unknown, change: unknown): boolean {
  try {
    return view.write(draft as Draft<Data>, change as Answered<M>) !== READ_AGAIN;
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
    return false;
  }
}

// The tag a view's entries provide, for providesTags (typed as the feature's api declared it).
export const providedBy =
  <T extends string>(view: Pick<ClientView<unknown, unknown>, 'tag'>) =>
  (_result: unknown, _error: unknown, arg: ForClient | void): { type: T; id: string }[] => [view.tag((arg && arg.userId) || undefined) as { type: T; id: string }];

const me = (state: unknown): string | undefined => usersApi.endpoints.getUserData.select(CURRENT_USER_ARGS)(state as RootState).data?.user._id;

type Dispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

// What RTK Query hands onCacheEntryAdded, as far as following uses it.
type FollowLifecycle<Data> = {
  dispatch: Dispatch;
  getState: () => unknown;
  extra: unknown;
  updateCachedData(recipe: (draft: Draft<Data>) => void): unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
};

const passOn: LiveSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };

// A query entry follows the messages about its client while it is cached: each patches it in the
// order heard, once it holds an answer. A staff member's entry names the client it is about; a
// client's socket hears only the client's own rooms. The caller's own change is skipped (its answer
// filled the entry already); after a lost connection the entry is read again.
export const follow = <Data, M extends { userId: string; by?: ChangedBy | null }>(view: ClientView<Data, M>, sources: readonly LiveMessage<M>[]) => {
  for (const source of sources) viewsHearing(source.name).add(view as ClientView<unknown, unknown>);
  return async (arg: ForClient | void, lifecycle: FollowLifecycle<Data>): Promise<void> => {
    const live = liveOf(lifecycle.extra);
    const about = (arg && arg.userId) || undefined;
    const readAgain = () => void lifecycle.dispatch(api.util.invalidateTags([view.tag(about)] as never));
    let inOrder: Promise<unknown> = lifecycle.cacheDataLoaded.catch(() => undefined);
    const heard = (source: LiveMessage<M>) => (received: unknown) => {
      inOrder = inOrder
        .then(async () => {
          const checked = (await source.schema()).safeParse(received);
          if (!checked.success) return;
          const message = checked.data;
          if (about && message.userId !== about) return;
          if (message.by && message.by.id === me(lifecycle.getState())) return;
          let again = false;
          lifecycle.updateCachedData((draft) => {
            again = !written(view, draft, message);
          });
          if (again) readAgain();
        })
        .catch(() => undefined);
    };
    const stop = [...sources.map((source) => live.subscribe(source.name, passOn, heard(source))), live.onCatchUp(readAgain)];
    await lifecycle.cacheEntryRemoved;
    stop.forEach((unsubscribe) => unsubscribe());
  };
};

// The views that follow each live message, as their endpoints are defined (a feature's api loads
// with its screens: a view not loaded has no entry to patch).
const following = new Map<string, Set<ClientView<unknown, unknown>>>();
const viewsHearing = (message: string): Set<ClientView<unknown, unknown>> => {
  let views = following.get(message);
  if (!views) following.set(message, (views = new Set()));
  return views;
};

type CachedArgs = (state: RootState, endpoint: string) => unknown[];
type Patcher = (endpoint: string, arg: unknown, recipe: (draft: unknown) => void) => Parameters<Dispatch>[0];

// A command's answer patches this screen as its live message patches the other side's: every
// cached entry about the same client of every view that follows the message the command is told
// in. A view whose write cannot say what an entry now is has it read again (only if shown). So an
// edit costs the page one request, the command itself.
function patchWithAnswer(dispatch: Dispatch, state: RootState, message: string, about: string | undefined, change: { call: string; answer: unknown }): void {
  const cachedArgs = api.util.selectCachedArgsForQuery as unknown as CachedArgs;
  const patch = api.util.updateQueryData as unknown as Patcher;
  for (const view of following.get(message) ?? []) {
    let again = false;
    for (const arg of cachedArgs(state, view.endpoint)) {
      const entryAbout = (arg as ForClient | undefined)?.userId || undefined;
      if (entryAbout !== about) continue;
      dispatch(
        patch(view.endpoint, arg, (draft) => {
          if (!written(view, draft, change)) again = true;
        }),
      );
    }
    if (again) void dispatch(api.util.invalidateTags([view.tag(about)] as never));
  }
}

type AnswerLifecycle = { dispatch: Dispatch; getState: () => unknown; queryFulfilled: Promise<{ data: unknown }> };

// A mutation about a journey client whose answer fills the cache (instead of invalidating tags):
//   createEditTalentInterview: tracker.mutation(build, 'createEditTalentInterview', answers(trackerChanged, 'createEditTalentInterview')),
// The client is the one the call names, else the one staff picked, else the caller themselves.
export const answers = <M,>(message: LiveMessage<M>, call: string) => ({
  async onQueryStarted(arg: unknown, { dispatch, getState, queryFulfilled }: AnswerLifecycle): Promise<void> {
    const answered = await queryFulfilled.catch(() => null);
    if (!answered) return;
    const named = arg instanceof FormData ? arg.get('userId') : (arg as ForClient | undefined)?.userId;
    const state = getState() as RootState;
    const about = (typeof named === 'string' && named) || pickedClient(state) || undefined;
    patchWithAnswer(dispatch, state, message.name, about, { call, answer: answered.data });
  },
});
