import { z } from 'zod';
import { say } from '../../core/messages';
import { forumMessages as m } from './messages';

// The interviews forum at /interviews and /interviews/{param} (back-office spec §4 "Interviews
// forum", §5): topics of job interviews people went through, with replies.

export const ROWS_PER_PAGE = 20;
export const REPLIES_PER_PAGE = 50;
export const TITLE_MAX = 200;
export const NAME_MAX = 80;
export const CONTENT_MAX = 10_000;
export const KEYWORDS_MAX = 100;

// What {param} names: the list (a page of it, or of a search), or a topic (a page of its replies).
export type ForumPlace = { kind: 'list'; keywords: string; page: number } | { kind: 'topic'; topicId: string; page: number };

const PAGE = /_P(\d{1,6})$/;
const SEARCH = /^(.*)-Interviews-SRCH_Q0,(\d+)$/;
// a topic is {title}-{id}: the id is the last part, letters and digits
const TOPIC = /(?:^|-)([A-Za-z0-9]{8,64})$/;

// Reads {param} (already URL-decoded); '' is the list's first page. Unknown text is a topic id that is none.
export function parseForumParam(param: string): ForumPlace {
  let rest = param.trim();
  let page = 1;
  const paged = PAGE.exec(rest);
  if (paged) {
    page = Math.max(1, Number(paged[1]));
    rest = rest.slice(0, paged.index);
  }
  if (rest === '' || rest === 'Interviews') return { kind: 'list', keywords: '', page };
  const search = SEARCH.exec(rest);
  if (search) return { kind: 'list', keywords: search[1]!.replace(/-/g, ' ').trim().slice(0, KEYWORDS_MAX), page };
  const topic = TOPIC.exec(rest);
  return { kind: 'topic', topicId: topic ? topic[1]! : rest.slice(0, 64), page };
}

// The title as an address part: words joined by '-', letters of any script kept.
export const slugOf = (title: string): string =>
  title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'interview';

const paged = (base: string, page: number) => (page > 1 ? `${base}_P${page}` : base);

// {param} of a place: the inverse of parseForumParam.
export function forumParamOf(place: ForumPlace, title = ''): string {
  if (place.kind === 'topic') return paged(`${slugOf(title)}-${place.topicId}`, place.page);
  const words = place.keywords.trim().replace(/\s+/g, '-');
  return words ? paged(`${words}-Interviews-SRCH_Q0,${words.length}`, place.page) : paged('', place.page);
}

// The anti-spam question a visitor answers: which of two numbers (1–99) is larger or smaller.
export type ForumQuestion = { kind: 'larger' | 'smaller'; x: number; y: number };
export const answerOf = (q: ForumQuestion): number => (q.kind === 'larger' ? Math.max(q.x, q.y) : Math.min(q.x, q.y));
export const questionText = (q: ForumQuestion): string => say(q.kind === 'larger' ? m.ForumQuestionLarger : m.ForumQuestionSmaller, { x: q.x, y: q.y });
// two different numbers 1–99 and a side, from a source of randomness in [0, 1)
export function newQuestion(random: () => number): ForumQuestion {
  const x = 1 + Math.floor(random() * 99);
  let y = 1 + Math.floor(random() * 98);
  if (y >= x) y += 1;
  return { kind: random() < 0.5 ? 'larger' : 'smaller', x, y };
}
export const questionOfText = (sub: string): ForumQuestion | null => {
  const match = /^(larger|smaller):(\d{1,2}):(\d{1,2})$/.exec(sub);
  return match ? { kind: match[1] as ForumQuestion['kind'], x: Number(match[2]), y: Number(match[3]) } : null;
};
export const questionSub = (q: ForumQuestion): string => `${q.kind}:${q.x}:${q.y}`;

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, say(m.ForumTextTooLong, { max }));

// The forms (the dialog validates with the same schemas).
export const topicFormSchema = z
  .object({ title: text(TITLE_MAX, m.ForumTitleRequired), displayName: text(NAME_MAX, m.ForumDisplayNameRequired), content: text(CONTENT_MAX, m.ForumContentRequired) })
  .strict();
export const replyFormSchema = z.object({ displayName: text(NAME_MAX, m.ForumDisplayNameRequired), content: text(CONTENT_MAX, m.ForumReplyContentRequired) }).strict();
export type TopicForm = z.infer<typeof topicFormSchema>;
export type ReplyForm = z.infer<typeof replyFormSchema>;

// A visitor's answer: the question as the server signed it, and the number chosen.
export const randomsSchema = z.object({ token: z.string().max(2000), answer: z.coerce.number({ error: m.ForumAnswerRequired }).int(m.ForumAnswerRequired) }).strict();
export const questionSchema = z.object({ kind: z.enum(['larger', 'smaller']), x: z.number(), y: z.number(), text: z.string(), token: z.string() });

export const forumReplySchema = z.object({ _id: z.string(), displayName: z.string(), content: z.string(), createdAt: z.string(), editedAt: z.string().nullable() });
export const forumTopicSchema = z.object({
  _id: z.string(),
  title: z.string(),
  displayName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  sticky: z.boolean(),
  repliesCount: z.number(),
  lastReplyAt: z.string().nullable(),
  lastReplyName: z.string().nullable(),
  // {param} of the topic's page
  url: z.string(),
});
export type ForumTopic = z.infer<typeof forumTopicSchema>;
export type ForumReply = z.infer<typeof forumReplySchema>;
