import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { optionalSaidFields } from '../../core/messages';
import { forumReplySchema, forumTopicSchema, questionSchema, randomsSchema, replyFormSchema, topicFormSchema } from './forum';

const urlParams = z.string().max(400).default('');
const postId = z.string().trim().min(1).max(64);

// The forum's page: a list (of a search, a page) or a topic with a page of its replies.
export const forumAnswerSchema = z.object({
  list: z.array(forumTopicSchema),
  count: z.number(),
  page: z.number(),
  rowPerPage: z.number(),
  isInterview: z.boolean(),
  topic: forumTopicSchema.extend({ replies: z.array(forumReplySchema) }).nullable(),
  keyWords: z.string(),
  // the ids of the topics and replies on the page the caller may edit and delete
  userObjects: z.array(z.string()),
  notFound: z.boolean(),
  // the id of the post just added
  added: z.string().nullable(),
  // the anti-spam question for a visitor (null for a signed-in person), new on every answer
  randoms: questionSchema.nullable(),
  // staff may pin and delete any post
  moderator: z.boolean(),
});
export type ForumAnswer = z.infer<typeof forumAnswerSchema>;

const answer = forumAnswerSchema.extend(optionalSaidFields);
const WRITES =
  ' A visitor (no sign-in) answers randoms: { token, answer } for the question the last answer carried; a wrong or missing answer is 400 ForumAnswerRefused and the next ' +
  "getInterviews carries a new question. A visitor's posts stay theirs through a signed cookie. Answers the page urlParams names.";

export const forumCalls = defineCalls({
  getInterviews: {
    kind: 'query',
    access: 'anonymous',
    summary:
      'The interviews forum page that urlParams names: "" (the list), "{keywords}-Interviews-SRCH_Q0,{length}" (a search of titles and texts), "…_P{n}" (page n), ' +
      '"{title}-{id}" (a topic with its replies). Sticky topics first, then the newest. notFound for a topic that is none.',
    input: z.object({ urlParams }).strict(),
    output: forumAnswerSchema,
  },
  addInterview: {
    kind: 'command',
    access: 'anonymous',
    rateLimit: 'guestWrite',
    summary: 'Post an interview: interview { title, displayName, content } (all required).' + WRITES + ' added is the new topic\'s id.',
    input: z.object({ urlParams, interview: topicFormSchema, randoms: randomsSchema.optional(), page: z.number().int().optional() }).strict(),
    output: answer,
  },
  addReply: {
    kind: 'command',
    access: 'anonymous',
    rateLimit: 'guestWrite',
    summary: 'Reply to a topic: reply { displayName, content } (both required); 404 ForumPostNotFound for a topic that is none.' + WRITES,
    input: z.object({ urlParams, interviewId: postId, reply: replyFormSchema, randoms: randomsSchema.optional(), page: z.number().int().optional() }).strict(),
    output: answer,
  },
  editInterview: {
    kind: 'command',
    access: 'anonymous',
    rateLimit: 'guestWrite',
    summary:
      'Save a topic (interviewId, interview { title, displayName, content }) or one of its replies (replyId, interview { displayName, content }). Only its author (a visitor by ' +
      'their cookie) may: 403 ForumNotYours otherwise. Answers the page urlParams names.',
    input: z
      .object({ urlParams, interviewId: postId, replyId: postId.optional(), interview: replyFormSchema.extend({ title: topicFormSchema.shape.title.optional() }).strict() })
      .strict(),
    output: answer,
  },
  deleteInterview: {
    kind: 'command',
    access: 'anonymous',
    rateLimit: 'guestWrite',
    summary: 'Delete a topic with its replies (interviewId), or one reply (replyId). Its author or staff may: 403 ForumNotYours otherwise. Answers the page urlParams names.',
    input: z.object({ urlParams, interviewId: postId, replyId: postId.optional() }).strict(),
    output: answer,
  },
  pinInterview: {
    kind: 'command',
    access: 'staff',
    summary: 'Pin a topic to the top of the list (sticky true) or unpin it. Answers the page urlParams names.',
    input: z.object({ urlParams, interviewId: postId, sticky: z.boolean() }).strict(),
    output: answer,
  },
});
