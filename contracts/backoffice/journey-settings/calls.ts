import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { coreMessages, optionalSaidFields } from '../../core/messages';
import { imageFile, uploadedFileSchema } from '../../core/uploads';
import { copyFromSchema } from './copies';
import { explanationDraftSchema, explanationPlaceSchema, explanationSchema, explanationTypeSchema, STEP_EXPLANATION_MAX, stepExplanationSchema } from './explanations';
import { journeySettingsSchema, listSchemas } from './lists';
import { journeySettingsMessages as m } from './messages';

const saved = journeySettingsSchema.extend(optionalSaidFields);
const explanations = z.object({ explanations: z.array(explanationSchema) });
const stepTexts = z.object({ explenations: z.array(stepExplanationSchema) });
const listChange = <I extends z.ZodType>(summary: string, input: I) => ({ kind: 'command' as const, access: 'journeyAdmin' as const, summary, input, output: saved });
const rules = 'Each value is trimmed and lowercased, kept once, never empty; the list replaces the one kept. Answers every list as it now is.';

// The journey's lists staff choose from (back-office spec §2 and §7 "Journey settings"). The test
// addresses (updatePersonalJourneysEmailsToSendTest) stay the publish grid's call: the grid sends with them.
export const journeySettingsCalls = defineCalls({
  getJourneySettings: {
    kind: 'query',
    access: 'journeyAdmin',
    summary:
      'The journey lists an admin edits at /{product}-settings: emailsToSendTest, statuses, scheduledMeetingStatuses, plans, questionnaireStatuses, summaryTypes and newsLetterEmails; for each its values now, its default and who changed it last and when.',
    input: z.object({}).strict().default({}),
    output: journeySettingsSchema,
  },
  updatePersonalJourneyStatuses: listChange(`The statuses a journey may be given (a journey keeps the one it has). ${rules}`, z.object({ statuses: listSchemas.statuses }).strict()),
  updateSceduledMeetingStatuses: listChange(`The statuses of a scheduled meeting. ${rules}`, z.object({ statuses: listSchemas.scheduledMeetingStatuses }).strict()),
  updatePersonalJourneyPlans: listChange(`The plans a journey may be on (a journey keeps the one it has). ${rules}`, z.object({ plans: listSchemas.plans }).strict()),
  updateQuestionnaireStatuses: listChange(`The statuses of a questionnaire or lead. ${rules}`, z.object({ statuses: listSchemas.questionnaireStatuses }).strict()),
  updateSummaryTypes: listChange(`The kinds of a manager's summary. ${rules}`, z.object({ summaryTypes: listSchemas.summaryTypes }).strict()),
  updateNewsLetterEmails: listChange(`The addresses the newsletter is also sent to; valid addresses only, may be empty. ${rules}`, z.object({ newsLetterEmails: listSchemas.newsLetterEmails }).strict()),
  getExplanations: {
    kind: 'query',
    access: ['staff', 'journeyUser'],
    summary: 'The explanations of one step of the journey (type: the step), in their order: title, the text before and after the image, the image (a signed address, for about an hour).',
    input: z.object({ type: explanationTypeSchema }).strict(),
    output: explanations,
  },
  saveExplanation: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: 'Write an explanation of a step (newData without _id: a new one, put last; with it: that one rewritten, keeping its place and image). Texts are plain, line breaks kept. Answers the step’s explanations.',
    input: z.object({ newData: explanationDraftSchema }).strict(),
    output: explanations.extend(optionalSaidFields),
  },
  switchExplanationOrder: {
    kind: 'command',
    access: 'journeyAdmin',
    summary:
      'Swap two neighbouring explanations of a step, each named with the order the screen read: 409 ExplanationOrderStale when one has moved since, 409 ExplanationsNotNeighbours for two that are not next to each other. Answers the step’s explanations.',
    input: z.object({ type: explanationTypeSchema, exp1: explanationPlaceSchema, exp2: explanationPlaceSchema }).strict(),
    output: explanations,
  },
  uploadExplanationImage: {
    kind: 'command',
    access: 'journeyAdmin',
    multipart: true,
    upload: { files: { file: imageFile } },
    summary: 'The image of an explanation (file: png, jpeg or webp by content, at most 2 MB; type: the step; id: the explanation), replacing the one before. Answers the step’s explanations.',
    input: z.object({ file: uploadedFileSchema, type: explanationTypeSchema, id: z.string().trim().min(1).max(64) }),
    output: explanations,
  },
  getPersonalJourneysExplenations: {
    kind: 'query',
    access: 'journeyAdmin',
    summary: 'The text explaining each step of the journey (getPersonalJourneyData answers them to clients), with its default and its last change.',
    input: z.object({}).strict().default({}),
    output: stepTexts,
  },
  updatePersonalJourneysExplenations: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: 'Rewrite the text explaining one step (name: the step; value: plain text, 1 to 1000 characters). Answers every step’s text.',
    input: z.object({ name: explanationTypeSchema, value: z.string(coreMessages.Required).trim().min(1, m.StepExplanationRequired).max(STEP_EXPLANATION_MAX, m.StepExplanationLength) }).strict(),
    output: stepTexts.extend(optionalSaidFields),
  },
  getNewsletterWhatsApp: {
    kind: 'query',
    access: 'journeyAdmin',
    summary:
      'A text to paste into WhatsApp: the jobs posted since the day from (Asia/Jerusalem, YYYY-MM-DD), the first of them by title, company and place, and the publication parts sent to clients since then.',
    input: z.object({ from: copyFromSchema }).strict(),
    output: z.object({ from: z.string(), text: z.string(), jobs: z.number().int(), parts: z.number().int(), clients: z.number().int() }),
  },
  getQuestionairesStatuses: {
    kind: 'query',
    access: 'journeyAdmin',
    summary:
      'A text to paste into WhatsApp: the questionnaires received since the day from (Asia/Jerusalem, YYYY-MM-DD), counted by each of the questionnaire statuses of the journey settings in their order (then any status a questionnaire still carries that the list no longer has), and the leads logged since then.',
    input: z.object({ from: copyFromSchema }).strict(),
    output: z.object({ from: z.string(), text: z.string(), counts: z.array(z.object({ status: z.string(), count: z.number().int() })), total: z.number().int(), leads: z.number().int() }),
  },
});

// Which list each update call replaces, and the field of its payload that holds it.
export const listOfCall = {
  updatePersonalJourneyStatuses: { list: 'statuses', field: 'statuses' },
  updateSceduledMeetingStatuses: { list: 'scheduledMeetingStatuses', field: 'statuses' },
  updatePersonalJourneyPlans: { list: 'plans', field: 'plans' },
  updateQuestionnaireStatuses: { list: 'questionnaireStatuses', field: 'statuses' },
  updateSummaryTypes: { list: 'summaryTypes', field: 'summaryTypes' },
  updateNewsLetterEmails: { list: 'newsLetterEmails', field: 'newsLetterEmails' },
} as const;
