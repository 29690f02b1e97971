import { z } from 'zod';
import { journeySteps, stepExplanations, type JourneyStepKey } from '../../coaching/journey/lists';
import { coreMessages } from '../../core/messages';
import { journeySettingsMessages as m } from './messages';

// The explanations clients read beside each step of their journey: a title, a text before and a
// text after an optional image, in an order staff set. Their type is the step they explain.
export const explanationTypes = journeySteps;
export type ExplanationType = JourneyStepKey;
export const explanationTypeSchema = z.enum(explanationTypes);
export const EXPLANATION = { titleMax: 120, textMax: 4000, rowsOnScreen: 6, perType: 30 } as const;

// plain text: the screens show it as written, line breaks kept
const text = z.string().trim().max(EXPLANATION.textMax, m.ExplanationTextLength);
export const explanationDraftSchema = z
  .object({
    // absent: a new explanation, put last
    _id: z.string().trim().min(1).max(64).optional(),
    type: explanationTypeSchema,
    title: z.string(coreMessages.Required).trim().min(1, m.ExplanationTitleRequired).max(EXPLANATION.titleMax, m.ExplanationTitleLength),
    textBeforeImage: text.default(''),
    textAfterImage: text.default(''),
  })
  .strict();
export type ExplanationDraft = z.output<typeof explanationDraftSchema>;

export const explanationSchema = z.object({
  _id: z.string(),
  type: z.string(),
  title: z.string(),
  textBeforeImage: z.string(),
  textAfterImage: z.string(),
  // a signed address of the image, for about an hour; null without one
  imageUrl: z.string().nullable(),
  order: z.number().int(),
});
export type Explanation = z.infer<typeof explanationSchema>;

// An explanation's place as the screen read it: a swap names both, so one made on a stale list fails.
export const explanationPlaceSchema = z.object({ id: z.string().trim().min(1).max(64), order: z.number().int().min(0) }).strict();

// The texts getPersonalJourneyData explains each step with (getExplanations), editable by name.
export const STEP_EXPLANATION_MAX = 1000;
export const stepExplanationDefaults: Readonly<Record<JourneyStepKey, string>> = stepExplanations;
export const stepExplanationSchema = z.object({
  name: z.enum(journeySteps),
  value: z.string(),
  default: z.string(),
  changedBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  changedAt: z.string().nullable(),
});
export type StepExplanation = z.infer<typeof stepExplanationSchema>;
