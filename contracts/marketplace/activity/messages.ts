import { defineMessages } from '../../core/messages';

// What the activity calls say, by code (the web's activity locales translate them).
export const activityMessages = defineMessages({
  RecruiterList: '{{list}} is a recruiter list',
  SeekerList: '{{list}} is a job seeker list',
});
