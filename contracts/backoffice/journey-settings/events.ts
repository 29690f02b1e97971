import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const place = z.object({ id: z.string(), order: z.number() });

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
// Who made each change is in the metadata.
export const journeySettingsEvents = defineEvents({
  // on personal-journey-settings-site: one per list a save changed, with the values it had (its
  // default while it was never changed) and the new ones
  JourneyListChanged: event(z.object({ list: z.string(), from: z.array(z.string()), to: z.array(z.string()), changedAt: at })),
  // on personal-journey-settings-site: a step's explanation text, from what to what
  StepExplanationChanged: event(z.object({ name: z.string(), from: z.string(), to: z.string(), changedAt: at })),
  // on explanations-{type}: an explanation written or rewritten, at its place in the step's order
  ExplanationSaved: event(z.object({ id: z.string(), type: z.string(), title: z.string(), textBeforeImage: z.string(), textAfterImage: z.string(), order: z.number(), savedAt: at })),
  // on explanations-{type}: two neighbours swapped places; each with the order it now has
  ExplanationsSwapped: event(z.object({ type: z.string(), first: place, second: place, swappedAt: at })),
  // on explanations-{type}: the image shown between the two texts (a kept upload's id)
  ExplanationImageSet: event(z.object({ id: z.string(), type: z.string(), uploadId: z.string(), setAt: at })),
});

export type JourneySettingsEvent = EventOf<typeof journeySettingsEvents>;
export type ListsStreamEvent = Extract<JourneySettingsEvent, { type: 'JourneyListChanged' | 'StepExplanationChanged' }>;
export type ExplanationsEvent = Extract<JourneySettingsEvent, { type: 'ExplanationSaved' | 'ExplanationsSwapped' | 'ExplanationImageSet' }>;
