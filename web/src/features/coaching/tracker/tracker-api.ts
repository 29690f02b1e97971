import { trackerCalls } from '@contracts/coaching/tracker/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { answers, follow, providedBy } from '../journey/client-changes';
import { journeyChanged, offersChanged, publicationProgressed, publishingChanged, trackerChanged } from '../journey/journey-changes';
import { forPickedClient } from '../journey/picked-client';
import { interviewsView, questionnaireView, timelineView } from './tracker-changes';

const tracker = callEndpoints(trackerCalls);
const TRACKER = 'Tracker';
const TIMELINE = 'Timeline';
const QUESTIONNAIRE = 'Questionnaire';
// each command's answer patches the screens its live message patches on the other side
const told = (call: keyof typeof trackerCalls) => answers(trackerChanged, call);

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
    createEditTalentInterview: tracker.mutation(build, 'createEditTalentInterview', told('createEditTalentInterview')),
    editTalentInterviewStatus: tracker.mutation(build, 'editTalentInterviewStatus', told('editTalentInterviewStatus')),
    editTalentInterviews: tracker.mutation(build, 'editTalentInterviews', told('editTalentInterviews')),
    addEditInterviewComment: tracker.mutation(build, 'addEditInterviewComment', told('addEditInterviewComment')),
    addEditInterviewCommentNew: tracker.mutation(build, 'addEditInterviewCommentNew', told('addEditInterviewCommentNew')),
    changeCycleComment: tracker.mutation(build, 'changeCycleComment', told('changeCycleComment')),
    changeCycleRating: tracker.mutation(build, 'changeCycleRating', told('changeCycleRating')),
    setQuestionnaireFieldAndComments: tracker.mutation(build, 'setQuestionnaireFieldAndComments', told('setQuestionnaireFieldAndComments')),
  }),
});

export const useGetInterviewsForUserQuery = forPickedClient(trackerApi.useGetInterviewsForUserQuery);
export const useGetTimelineDataForUserQuery = forPickedClient(trackerApi.useGetTimelineDataForUserQuery);
export const useGetQuestionnaireQuery = forPickedClient(trackerApi.useGetQuestionnaireQuery);
export const {
  useGetCompaniesOptionsQuery,
  useGetTitlesOptionsQuery,
  useCreateEditTalentInterviewMutation,
  useEditTalentInterviewStatusMutation,
  useAddEditInterviewCommentMutation,
  useAddEditInterviewCommentNewMutation,
  useChangeCycleCommentMutation,
  useChangeCycleRatingMutation,
  useSetQuestionnaireFieldAndCommentsMutation,
} = trackerApi;
