import { defineErrors } from '../../core/feature';

export const forumErrors = defineErrors({
  ForumPostNotFound: { status: 404, message: 'There is no such post in the forum (it may have been deleted)' },
  // edit and delete are for the post's author (a visitor by their cookie) and staff
  ForumNotYours: { status: 403, message: 'Only the one who wrote this post may change it' },
  // the anti-spam question of a visitor, missing or answered wrong
  ForumAnswerRefused: { status: 400, message: 'Answer the question correctly to post' },
});
