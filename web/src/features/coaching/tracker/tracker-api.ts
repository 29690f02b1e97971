import { trackerCalls } from '@contracts/coaching/tracker/calls';
import type { Questionnaire, TrackerCycle } from '@contracts/coaching/tracker/interview';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import type { AppDispatch } from '../../../app/store';
import { follow, providedBy } from '../journey/client-changes';
import { journeyChanged, offersChanged, publicationProgressed, publishingChanged, trackerChanged } from '../journey/journey-changes';
import { interviewsView, questionnaireView, timelineView } from './tracker-changes';

const tracker = callEndpoints(trackerCalls);
const TRACKER = 'Tracker';
const TIMELINE = 'Timeline';
const QUESTIONNAIRE = 'Questionnaire';
const changes = { invalidatesTags: [TRACKER, TIMELINE] } as const;

// The queries' argument for a client: staff name them, a client leaves it out.
export const forClient = (userId?: string): { userId?: string } => (userId ? { userId } : {});

export const trackerApi = api.enhanceEndpoints({ addTagTypes: [TRACKER, TIMELINE, QUESTIONNAIRE] }).injectEndpoints({
  endpoints: (build) => ({
    // every change to the client's interviews, offers and publication, made here or elsewhere, patches them
    getInterviewsForUser: tracker.query(build, 'getInterviewsForUser', {
      providesTags: providedBy(interviewsView),
      onCacheEntryAdded: follow(interviewsView, [trackerChanged, offersChanged, publishingChanged, publicationProgressed]),
    }),
    getTimelineDataForUser: tracker.query(build, 'getTimelineDataForUser', {
      providesTags: providedBy(timelineView),
      onCacheEntryAdded: follow(timelineView, [trackerChanged, offersChanged, publishingChanged, publicationProgressed, journeyChanged]),
    }),
    getCompaniesOptions: tracker.query(build, 'getCompaniesOptions', { keepUnusedDataFor: 300 }),
    getTitlesOptions: tracker.query(build, 'getTitlesOptions', { keepUnusedDataFor: 3600 }),
    getQuestionnaire: tracker.query(build, 'getQuestionnaire', { providesTags: providedBy(questionnaireView), onCacheEntryAdded: follow(questionnaireView, [trackerChanged]) }),
    createEditTalentInterview: tracker.mutation(build, 'createEditTalentInterview', changes),
    editTalentInterviewStatus: tracker.mutation(build, 'editTalentInterviewStatus', changes),
    editTalentInterviews: tracker.mutation(build, 'editTalentInterviews', changes),
    addEditInterviewComment: tracker.mutation(build, 'addEditInterviewComment', changes),
    addEditInterviewCommentNew: tracker.mutation(build, 'addEditInterviewCommentNew', changes),
    // a cycle's comment and rating answer with the cycles as they now are: written into the cache
    changeCycleComment: tracker.mutation(build, 'changeCycleComment', { onQueryStarted: (arg, lifecycle) => writeCycles(arg.userId, lifecycle) }),
    changeCycleRating: tracker.mutation(build, 'changeCycleRating', { onQueryStarted: (arg, lifecycle) => writeCycles(arg.userId, lifecycle) }),
    setQuestionnaireFieldAndComments: tracker.mutation(build, 'setQuestionnaireFieldAndComments', { onQueryStarted: (arg, lifecycle) => writeQuestionnaire(arg.userId, lifecycle) }),
  }),
});

type Lifecycle<T> = { dispatch: AppDispatch; queryFulfilled: Promise<{ data: T }> };

async function writeCycles(userId: string | undefined, { dispatch, queryFulfilled }: Lifecycle<{ newCycles: TrackerCycle[] }>): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  dispatch(
    trackerApi.util.updateQueryData('getInterviewsForUser', forClient(userId), (data) => {
      data.cycles = answer.data.newCycles;
    }),
  );
}

async function writeQuestionnaire(userId: string | undefined, { dispatch, queryFulfilled }: Lifecycle<{ questionnaire: Questionnaire }>): Promise<void> {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  dispatch(
    trackerApi.util.updateQueryData('getQuestionnaire', forClient(userId), (data) => {
      data.questionnaire = answer.data.questionnaire;
    }),
  );
}

export const {
  useGetInterviewsForUserQuery,
  useGetTimelineDataForUserQuery,
  useGetCompaniesOptionsQuery,
  useGetTitlesOptionsQuery,
  useGetQuestionnaireQuery,
  useCreateEditTalentInterviewMutation,
  useEditTalentInterviewStatusMutation,
  useAddEditInterviewCommentMutation,
  useAddEditInterviewCommentNewMutation,
  useChangeCycleCommentMutation,
  useChangeCycleRatingMutation,
  useSetQuestionnaireFieldAndCommentsMutation,
} = trackerApi;
