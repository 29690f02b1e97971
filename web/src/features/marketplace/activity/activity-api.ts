import type { activityCalls } from '@contracts/marketplace/activity/calls';
import type { ActivityFlags, ActivityItem, ActivityView, ApplicationState } from '@contracts/marketplace/activity/activity';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { liveMessage, onLive } from '../../../app/on-live';
import type { AppDispatch } from '../../../app/store';

// The shell's Activity dot uses these endpoints, so the call table and the live schema load with
// the first call, never with the first screen.
const calls = callEndpoints(() => import('@contracts/marketplace/activity/calls').then((m): typeof activityCalls => m.activityCalls));
const liveSchemas = () => import('@contracts/marketplace/activity/live');
const activityChanged = liveMessage('activity.changed', () => liveSchemas().then((m) => m.activityChangedMessage));

export type ActivityArgs = { histogramSubType: ActivityView; pageSize?: number };
export const activityArgs = (view: ActivityView): ActivityArgs => ({ histogramSubType: view, pageSize: 50 });
// The seeker's own applications: what the Apply buttons read their state from.
export const MY_APPLICATIONS = activityArgs('myApplications');

export const activityTag = (view: ActivityView) => ({ type: 'Activity' as const, id: view });

const toItem = (state: ApplicationState): ActivityItem => ({ ...state, job: null, profile: null, contact: null });

export const activityApi = api.enhanceEndpoints({ addTagTypes: ['Activity'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserActivity: calls.query(build, 'getUserActivity', {
      providesTags: (_result, _error, arg) => [activityTag(arg.histogramSubType)],
      // activity.changed names the lists that changed: only those fetch again; the dots come with it.
      onCacheEntryAdded: onLive(activityChanged, (message, { arg, updateCachedData, refetch }) => {
        updateCachedData((draft) => {
          draft.flags = message.flags;
        });
        if (message.views.includes(arg.histogramSubType)) refetch();
      }),
    }),
    // The answer holds the caller's applications as they now are: the Apply buttons change at once.
    applyHistObject: calls.mutation(build, 'applyHistObject', {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer || arg.histogramType !== 'jobs') return;
        writeApplies(dispatch, answer.data.applies);
        dispatch(activityApi.util.invalidateTags([activityTag('myApplications'), activityTag('matchesCan'), activityTag('jobsSuggestion')]));
      },
      invalidatesTags: (_result, _error, arg) => (arg.histogramType === 'resumes' ? [activityTag('myCandidates'), activityTag('applicants'), activityTag('matchesRec')] : []),
    }),
    markApplicantViewed: calls.mutation(build, 'markApplicantViewed', {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        const { application } = answer.data;
        dispatch(
          activityApi.util.updateQueryData('getUserActivity', activityArgs('applicants'), (draft) => {
            const row = draft.list.find((item) => item.matchId === application.matchId);
            if (row) Object.assign(row, application);
          }),
        );
      },
    }),
    markActivitySeen: calls.mutation(build, 'markActivitySeen', {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) writeFlags(dispatch, answer.data.flags);
      },
    }),
  }),
});

// The answer's applications into the seeker's list: states change in place, new ones are added
// (their job rows arrive with the refetch that follows).
const writeApplies = (dispatch: AppDispatch, applies: ApplicationState[]) => {
  dispatch(
    activityApi.util.updateQueryData('getUserActivity', MY_APPLICATIONS, (draft) => {
      for (const state of applies) {
        const row = draft.list.find((item) => item.matchId === state.matchId);
        if (row) Object.assign(row, state);
        else draft.list.unshift(toItem(state));
      }
    }),
  );
};

const FLAG_VIEWS: ActivityView[] = ['myApplications', 'jobsSuggestion', 'matchesCan', 'myCandidates', 'applicants', 'matchesRec'];

// The badge dots live in every list's answer: a cleared dot is cleared in all of them.
const writeFlags = (dispatch: AppDispatch, flags: ActivityFlags) => {
  for (const view of FLAG_VIEWS)
    dispatch(
      activityApi.util.updateQueryData('getUserActivity', activityArgs(view), (draft) => {
        draft.flags = flags;
      }),
    );
};
