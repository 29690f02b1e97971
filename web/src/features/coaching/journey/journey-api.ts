import { journeyCalls } from '@contracts/coaching/journey/calls';
import { JOURNEY_UNWATCH, JOURNEY_WATCH, journeyChangedMessage } from '@contracts/coaching/journey/live';
import type { ChangeEnvelope } from '@contracts/core/client-changes';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { i18n } from '../../../app/i18n';
import { liveOf } from '../../../app/live';
import { snackbarShown } from '../../../app/notice-slice';
import type { RootState } from '../../../app/store';
import { CURRENT_USER_ARGS, usersApi } from '../../identity/users/users-api';

const journey = callEndpoints(journeyCalls);
const JOURNEY = 'Journey';

// What the other side did, said by name: "Dana (your coach) updated the status".
export const liveNotice = (message: ChangeEnvelope): string | null => {
  if (!message.by) return null;
  const what = i18n.t(`journey:live.what.${message.change}` as 'journey:live.what.JourneyStatusChanged');
  return i18n.t(message.by.staff ? 'journey:live.byCoach' : 'journey:live.byClient', { name: message.by.name, what });
};

type Lifecycle = {
  extra: unknown;
  getState: () => unknown;
  dispatch: (action: unknown) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
};

// The journey open on screen follows its room (journey:{userId}): staff ask to join it, the client
// is in it already. Every change made by someone else refetches it and is announced.
async function followJourney(arg: { userId?: string }, lifecycle: Lifecycle, refetch: () => void) {
  const live = liveOf(lifecycle.extra);
  const me = () => usersApi.endpoints.getUserData.select(CURRENT_USER_ARGS)(lifecycle.getState() as RootState).data?.user._id;
  const release = arg.userId ? live.hold(JOURNEY_WATCH, { userId: arg.userId }) : () => undefined;
  const stop = [
    live.subscribe('journey.changed', journeyChangedMessage, (message) => {
      if (message.userId !== (arg.userId || me())) return;
      if (message.by?.id === me()) return;
      refetch();
      const notice = liveNotice(message);
      if (notice) lifecycle.dispatch(snackbarShown(notice));
    }),
    live.onCatchUp(refetch),
  ];
  await lifecycle.cacheDataLoaded.catch(() => undefined);
  await lifecycle.cacheEntryRemoved;
  stop.forEach((unsubscribe) => unsubscribe());
  release();
  if (arg.userId) live.hold(JOURNEY_UNWATCH, { userId: arg.userId })();
}

const changes = { invalidatesTags: [JOURNEY] } as const;

export const journeyApi = api.enhanceEndpoints({ addTagTypes: [JOURNEY] }).injectEndpoints({
  endpoints: (build) => ({
    getJourneyBrand: journey.query(build, 'getJourneyBrand', { keepUnusedDataFor: 3600 }),
    getPersonalJourneyData: journey.query(build, 'getPersonalJourneyData', {
      providesTags: [JOURNEY],
      async onCacheEntryAdded(arg, lifecycle) {
        await followJourney(arg, lifecycle, () => void lifecycle.dispatch(journeyApi.util.invalidateTags([JOURNEY])));
      },
    }),
    updatePersonalJourneyData: journey.mutation(build, 'updatePersonalJourneyData', changes),
    updatePersonalJourneyDataAdmin: journey.mutation(build, 'updatePersonalJourneyDataAdmin', changes),
    finishPersonalJourneyStep: journey.mutation(build, 'finishPersonalJourneyStep', changes),
    changePersonalJourneyManager: journey.mutation(build, 'changePersonalJourneyManager', changes),
    changePersonalJourneyStatus: journey.mutation(build, 'changePersonalJourneyStatus', changes),
    changePersonalJourneyPlan: journey.mutation(build, 'changePersonalJourneyPlan', changes),
    updatePersonalJourneyLink: journey.mutation(build, 'updatePersonalJourneyLink', changes),
    addCommentToPesonalJourney: journey.mutation(build, 'addCommentToPesonalJourney', changes),
    editDeleteCommentToPesonalJourney: journey.mutation(build, 'editDeleteCommentToPesonalJourney', changes),
    updateSafetyNet: journey.mutation(build, 'updateSafetyNet', changes),
    endSubscription: journey.mutation(build, 'endSubscription', changes),
    getJourneyClients: journey.query(build, 'getJourneyClients'),
    getPersonalJourneyHistory: journey.query(build, 'getPersonalJourneyHistory', { keepUnusedDataFor: 0, providesTags: [JOURNEY] }),
  }),
});
