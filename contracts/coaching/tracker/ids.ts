// Stream ids of the interview tracker are built only here.

// One client's interviews, their summaries and statuses, the manager summaries of their timeline
// and the comments and ratings on their publication cycles: one stream per client keeps an
// interview's position (the nth at its company) in order under concurrent saves.
export const interviewTrackerStreamId = (userId: string): string => `interview-tracker-${userId}`;
export const INTERVIEW_TRACKER_STREAM_PREFIX = 'interview-tracker-';

// One client's intake questionnaire and the leads attached to it.
export const questionnaireStreamId = (userId: string): string => `questionnaire-${userId}`;
export const QUESTIONNAIRE_STREAM_PREFIX = 'questionnaire-';

// A client has one questionnaire; its id is the client's user id.
export const questionnaireIdOf = (userId: string): string => userId;
