import { z } from 'zod';
import { journeyPlans, journeyStatuses, STATUSES_ACTED_ON } from '../../coaching/journey/lists';
import { coreMessages } from '../../core/messages';
import { journeySettingsMessages as m } from './messages';

// The journey's lists an admin edits at /{product}-settings. emailsToSendTest is the publish grid's
// own list (its stream and call, coaching/publish-grid): the screen edits it there.
export const journeyListNames = ['emailsToSendTest', 'statuses', 'scheduledMeetingStatuses', 'plans', 'questionnaireStatuses', 'summaryTypes', 'newsLetterEmails'] as const;
export type JourneyListName = (typeof journeyListNames)[number];
// the lists kept on the journey settings' own stream
export const ownListNames = ['statuses', 'scheduledMeetingStatuses', 'plans', 'questionnaireStatuses', 'summaryTypes', 'newsLetterEmails'] as const;
export type OwnListName = (typeof ownListNames)[number];
export const isOwnList = (name: string): name is OwnListName => (ownListNames as readonly string[]).includes(name);

export const emailLists: readonly JourneyListName[] = ['emailsToSendTest', 'newsLetterEmails'];
// lists the journey screens offer as choices: an empty one would leave nothing to choose
export const choiceLists: readonly JourneyListName[] = ['statuses', 'scheduledMeetingStatuses', 'plans', 'questionnaireStatuses', 'summaryTypes'];
export const LIST = { maxValues: 60, maxLength: 100 } as const;

// Each value as the lists keep it: trimmed, lowercased; a list holds each once, in the order given.
export const normalListValue = (value: string): string => value.trim().toLowerCase();
export const withoutRepeats = (values: readonly string[]): string[] => [...new Set(values)];
// a removal matches whatever the case it is typed in
export const withoutValue = (values: readonly string[], removed: string): string[] => values.filter((v) => normalListValue(v) !== normalListValue(removed));
export const isEmailAddress = (text: string): boolean => z.email().safeParse(text).success;

const value = z.string(coreMessages.Required).trim().toLowerCase().min(1, m.ListValueEmpty).max(LIST.maxLength, m.ListValueLength);
const email = value.refine(isEmailAddress, m.ListEmailInvalid);
const list = (item: z.ZodType<string, string>, atLeastOne: boolean) =>
  z
    .array(item)
    .max(LIST.maxValues, m.ListLength)
    .transform(withoutRepeats)
    .refine((values) => !atLeastOne || values.length > 0, m.ListNeedsOne);

// one value of a list, as a form adds it: the screen checks what is typed with these
export const listValueSchema = (name: JourneyListName) => (emailLists.includes(name) ? email : value);

export const listSchemas = {
  statuses: list(value, true).refine((values) => values.length === 0 || STATUSES_ACTED_ON.every((status) => values.includes(status)), m.StatusesActedOn),
  scheduledMeetingStatuses: list(value, true),
  plans: list(value, true),
  questionnaireStatuses: list(value, true),
  summaryTypes: list(value, true),
  newsLetterEmails: list(email, false),
} as const;

export type JourneyLists = Record<JourneyListName, string[]>;

// The lists while no admin changed them. statuses name the brand ('not in JobHunt'): the default
// follows the brand's name as it is now. The questionnaire statuses are the leads form's.
export const journeyListDefaults = (brandName: string): Record<OwnListName, string[]> => ({
  statuses: journeyStatuses(brandName),
  scheduledMeetingStatuses: ['scheduled', 'rescheduled', 'held', 'no show', 'canceled'],
  plans: [...journeyPlans],
  questionnaireStatuses: ['new', 'contacted', 'follow up', 'meeting scheduled', 'not relevant', 'signed'],
  summaryTypes: ['intro call', 'cv review', 'interview prep', 'follow up'],
  newsLetterEmails: [],
});

const person = z.object({ id: z.string(), name: z.string().nullable() });
const listSetting = z.object({
  value: z.array(z.string()),
  default: z.array(z.string()),
  // who changed it last, and when; null while it has its default
  changedBy: person.nullable(),
  changedAt: z.string().nullable(),
});
export type ListSetting = z.infer<typeof listSetting>;

// What getJourneySettings answers: each list's value now, its default and its last change.
export const journeySettingsSchema = z.object({
  lists: z.object({
    emailsToSendTest: listSetting,
    statuses: listSetting,
    scheduledMeetingStatuses: listSetting,
    plans: listSetting,
    questionnaireStatuses: listSetting,
    summaryTypes: listSetting,
    newsLetterEmails: listSetting,
  }),
});
export type JourneySettings = z.infer<typeof journeySettingsSchema>;
