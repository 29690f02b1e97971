import { z } from 'zod';
import { withinYears } from '../../core/dates';
import { say } from '../../core/messages';
import { MARKETING_SUBTYPES, MARKETING_TYPES, MAX_VERSIONS, NEW_POST_STATUS, POST_STATUSES } from './marketing';
import { marketingMessages as m } from './messages';

// A marketing post (back-office spec §3 "Marketing post"): its fields, its versions (texts around
// the call to action), and, read from the calendar, its publishes.

const text = (max: number) => z.string().trim().max(max).default('');
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: say(message, { values: values.join(', ') }) });

export const versionSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    beforeCTA: text(5000),
    afterCTA: text(5000),
    comments: text(2000),
    reshareText: text(2000),
    additionalText: text(5000),
    whatChanged: text(1000),
    // deleted: kept, closed
    closed: z.boolean().default(false),
    newsletterId: z.string().trim().max(200).nullable().default(null),
  })
  .strict();
export type VersionInput = z.input<typeof versionSchema>;

// createEditMPost's newData: the whole post as the dialog holds it.
export const postFieldsSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    type: oneOf(MARKETING_TYPES, m.MTypeUnknown),
    subType: oneOf(MARKETING_SUBTYPES, m.MSubTypeUnknown),
    status: oneOf(POST_STATUSES, m.MPostStatusUnknown).default(NEW_POST_STATUS),
    contentLink: z.union([z.literal(''), z.url().max(1000)]).default(''),
    isTest: z.boolean().default(false),
    // the day the test ends; only a test has one
    endTest: withinYears(z.iso.date()).nullable().default(null),
    defaultVersion: z.string().trim().max(100).default(''),
    isGoogle: z.boolean().default(false),
    isTikTok: z.boolean().default(false),
    isYouTube: z.boolean().default(false),
    versions: z.array(versionSchema).min(1, m.MPostNeedsVersion).max(MAX_VERSIONS),
  })
  .strict();
export type PostFieldsInput = z.input<typeof postFieldsSchema>;

// As stored in the events: lenient, what was true when written.
export const storedVersionSchema = z.object({
  name: z.string(),
  beforeCTA: z.string(),
  afterCTA: z.string(),
  comments: z.string(),
  reshareText: z.string(),
  additionalText: z.string(),
  whatChanged: z.string(),
  closed: z.boolean(),
  newsletterId: z.string().nullable(),
});
export type Version = z.infer<typeof storedVersionSchema>;

export const storedPostSchema = z.object({
  name: z.string(),
  type: z.string(),
  subType: z.string(),
  status: z.string(),
  contentLink: z.string(),
  isTest: z.boolean(),
  endTest: z.string().nullable(),
  defaultVersion: z.string(),
  isGoogle: z.boolean(),
  isTikTok: z.boolean(),
  isYouTube: z.boolean(),
  versions: z.array(storedVersionSchema),
});
export type PostFields = z.infer<typeof storedPostSchema>;

// A post as the calls answer it.
export const postSchema = storedPostSchema.extend({
  _id: z.string(),
  publishesCount: z.number().int(),
  lastPublished: z.string().nullable(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof postSchema>;

// The post's rules that need nothing stored, the same in the dialog and on the server (the name
// among other posts' names, and versions kept closed, are the decider's): version names differ,
// the default is an open version (the first open one when none is named), an end of test only on
// a test. Answers the post to save, or the message of the rule it breaks.
export function postWithRules(post: PostFields): PostFields | { refused: string } {
  const names = post.versions.map((v) => v.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice !== undefined) return { refused: say(m.MVersionNameTaken, { name: twice }) };
  const open = post.versions.filter((v) => !v.closed).map((v) => v.name);
  const defaultVersion = post.defaultVersion === '' ? (open[0] ?? '') : post.defaultVersion;
  if (defaultVersion !== '' && !open.includes(defaultVersion)) return { refused: m.MDefaultVersionUnknown };
  return { ...post, defaultVersion, endTest: post.isTest ? post.endTest : null };
}
