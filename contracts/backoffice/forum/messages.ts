import { defineMessages } from '../../core/messages';

// What the interviews forum's rules and answers say, by code (the web's forum locales translate them).
export const forumMessages = defineMessages({
  ForumTitleRequired: 'Write a title for the interview',
  ForumDisplayNameRequired: 'Write the name to show beside the post',
  ForumContentRequired: 'Write the interview itself',
  ForumReplyContentRequired: 'Write the reply',
  ForumTextTooLong: 'Shorten it to at most {{max}} characters',
  ForumAnswerRequired: 'Answer the question: which number is it?',
  ForumAnswerWrong: 'That is not the number asked for; here is a new question',
  ForumQuestionLarger: 'Which number is larger, {{x}} or {{y}}?',
  ForumQuestionSmaller: 'Which number is smaller, {{x}} or {{y}}?',
  ForumTopicAdded: 'Your interview is posted',
  ForumReplyAdded: 'Your reply is posted',
  ForumPostSaved: 'Your post is saved',
  ForumPostDeleted: 'The post is deleted',
  ForumTopicPinned: 'The topic is pinned to the top',
  ForumTopicUnpinned: 'The topic is no longer pinned',
});
