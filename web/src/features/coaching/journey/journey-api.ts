import { journeyCalls } from '@contracts/coaching/journey/calls';
import type { ChangeEnvelope } from '@contracts/core/client-changes';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { i18n } from '../../../app/i18n';
import { liveOf, type LiveSchema } from '../../../app/live';
import { snackbarShown } from '../../../app/notice-slice';
import type { RootState } from '../../../app/store';
import { CURRENT_USER_ARGS, usersApi } from '../../identity/users/users-api';
import { answers, follow, providedBy } from './client-changes';
import { forPickedClient } from './picked-client';
import { journeyChanged, journeyView, offersChanged, onboardingChanged, publicationProgressed, publishingChanged } from './journey-changes';

const journey = callEndpoints(journeyCalls);
const JOURNEY = 'Journey';

// What the other side did, said by name: "Dana (your coach) updated the status".
export const liveNotice = (message: ChangeEnvelope): string | null => {
  if (!message.by) return null;
  const what = i18n.t(`journey:live.what.${message.change}` as 'journey:live.what.JourneyStatusChanged');
  return i18n.t(message.by.staff ? 'journey:live.byCoach' : 'journey:live.byClient', { name: message.by.name, what });
};

type Lifecycle = { extra: unknown; getState: () => unknown; dispatch: (action: unknown) => unknown; cacheEntryRemoved: Promise<unknown> };

const envelope: LiveSchema<ChangeEnvelope> = {
  safeParse: (value) =>
    typeof value === 'object' && value !== null && typeof (value as ChangeEnvelope).userId === 'string' && typeof (value as ChangeEnvelope).change === 'string'
      ? { success: true, data: value as ChangeEnvelope }
      : { success: false },
};

// The journey on screen says who changed it on the other side ("Dana (your coach) updated your
// status"); its data patches itself (follow).
async function announceChanges(arg: { userId?: string }, lifecycle: Lifecycle) {
  const live = liveOf(lifecycle.extra);
  const me = () => usersApi.endpoints.getUserData.select(CURRENT_USER_ARGS)(lifecycle.getState() as RootState).data?.user._id;
  const tell = (message: ChangeEnvelope) => {
    if (arg.userId && message.userId !== arg.userId) return;
    if (message.by?.id === me()) return;
    const notice = liveNotice(message);
    if (notice) lifecycle.dispatch(snackbarShown(notice));
  };
  const stop = [live.subscribe('journey.changed', envelope, tell), live.subscribe('onboarding.changed', envelope, (m) => m.change === 'OnboardingDataChecked' && tell(m))];
  await lifecycle.cacheEntryRemoved;
  stop.forEach((unsubscribe) => unsubscribe());
}

// each command's answer patches the journey, the timeline and the tracker, as its live message
// does on the other side
const told = (call: keyof typeof journeyCalls) => answers(journeyChanged, call);

export const journeyApi = api.enhanceEndpoints({ addTagTypes: [JOURNEY] }).injectEndpoints({
  endpoints: (build) => ({
    getJourneyBrand: journey.query(build, 'getJourneyBrand', { keepUnusedDataFor: 3600 }),
    getPersonalJourneyData: journey.query(build, 'getPersonalJourneyData', {
      providesTags: providedBy(journeyView),
      async onCacheEntryAdded(arg, lifecycle) {
        const sources = [journeyChanged, publishingChanged, publicationProgressed, onboardingChanged, offersChanged];
        await Promise.all([follow(journeyView, sources)(arg, lifecycle), announceChanges(arg, lifecycle)]);
      },
    }),
    updatePersonalJourneyData: journey.mutation(build, 'updatePersonalJourneyData', told('updatePersonalJourneyData')),
    updatePersonalJourneyDataAdmin: journey.mutation(build, 'updatePersonalJourneyDataAdmin', told('updatePersonalJourneyDataAdmin')),
    finishPersonalJourneyStep: journey.mutation(build, 'finishPersonalJourneyStep', told('finishPersonalJourneyStep')),
    changePersonalJourneyManager: journey.mutation(build, 'changePersonalJourneyManager', told('changePersonalJourneyManager')),
    changePersonalJourneyStatus: journey.mutation(build, 'changePersonalJourneyStatus', told('changePersonalJourneyStatus')),
    changePersonalJourneyPlan: journey.mutation(build, 'changePersonalJourneyPlan', told('changePersonalJourneyPlan')),
    updatePersonalJourneyLink: journey.mutation(build, 'updatePersonalJourneyLink', told('updatePersonalJourneyLink')),
    addCommentToPesonalJourney: journey.mutation(build, 'addCommentToPesonalJourney', told('addCommentToPesonalJourney')),
    editDeleteCommentToPesonalJourney: journey.mutation(build, 'editDeleteCommentToPesonalJourney', told('editDeleteCommentToPesonalJourney')),
    updateSafetyNet: journey.mutation(build, 'updateSafetyNet', told('updateSafetyNet')),
    endSubscription: journey.mutation(build, 'endSubscription', told('endSubscription')),
    getJourneyClients: journey.query(build, 'getJourneyClients'),
    getPersonalJourneyHistory: journey.query(build, 'getPersonalJourneyHistory', { keepUnusedDataFor: 0, providesTags: [JOURNEY] }),
  }),
});

export const useGetPersonalJourneyDataQuery = forPickedClient(journeyApi.useGetPersonalJourneyDataQuery);
