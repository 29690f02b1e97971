import { trackerFeature } from '../../../contracts/coaching/tracker/feature';
import { trackerProjection } from '../../../projections/coaching/tracker/tracker.projection';
import { defineServerFeature } from '../../server/feature';
import { addEditInterviewComment } from './calls/add-edit-interview-comment';
import { addEditInterviewCommentNew } from './calls/add-edit-interview-comment-new';
import { changeCycleComment } from './calls/change-cycle-comment';
import { changeCycleRating } from './calls/change-cycle-rating';
import { createEditTalentInterview } from './calls/create-edit-talent-interview';
import { editTalentInterviewStatus } from './calls/edit-talent-interview-status';
import { editTalentInterviews } from './calls/edit-talent-interviews';
import { getCompaniesOptions } from './calls/get-companies-options';
import { getInterviewsForUser } from './calls/get-interviews-for-user';
import { getQuestionnaire } from './calls/get-questionnaire';
import { getTimelineDataForUser } from './calls/get-timeline-data-for-user';
import { getTitlesOptions } from './calls/get-titles-options';
import { setQuestionnaireFieldAndComments } from './calls/set-questionnaire-field-and-comments';

const tracker = [trackerProjection];

export const trackerServer = defineServerFeature({
  contract: trackerFeature,
  projections: tracker,
  migrations: [],
  reads: {
    createEditTalentInterview: tracker,
    editTalentInterviewStatus: tracker,
    editTalentInterviews: tracker,
    addEditInterviewComment: tracker,
    addEditInterviewCommentNew: tracker,
    changeCycleComment: tracker,
    changeCycleRating: tracker,
    setQuestionnaireFieldAndComments: tracker,
  },
  calls: {
    getInterviewsForUser,
    createEditTalentInterview,
    editTalentInterviewStatus,
    editTalentInterviews,
    addEditInterviewComment,
    addEditInterviewCommentNew,
    changeCycleComment,
    changeCycleRating,
    getCompaniesOptions,
    getTitlesOptions,
    getTimelineDataForUser,
    getQuestionnaire,
    setQuestionnaireFieldAndComments,
  },
});
