import type { z } from 'zod';
import { announced } from '../../core/client-changes';
import { trackerCalls } from './calls';

// Every change to a client's interviews, summaries and cycle notes, told to the client's room with
// the answer its caller got; the intake questionnaire, which only staff read, to the staff who have
// the client open.
export const trackerChanges = announced('tracker.changed', trackerCalls, {
  createEditTalentInterview: 'client',
  editTalentInterviewStatus: 'client',
  editTalentInterviews: 'client',
  addEditInterviewComment: 'client',
  addEditInterviewCommentNew: 'client',
  changeCycleComment: 'client',
  changeCycleRating: 'client',
  setQuestionnaireFieldAndComments: 'staff',
});
export type TrackerChangedMessage = z.infer<typeof trackerChanges.schema>;
