import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const text = z.string();
const numbers = z.array(z.number());
const strings = (values: readonly number[]) => values.map(String);

// Stored events: what was true when they were written (see the rule in contracts/core/events.ts).
// On product-settings-site, one per setting a save changed, with the value it had (the default
// while it was never changed) and the new one. Who changed it is in the metadata.
export const settingsEvents = defineEvents({
  CoachingBrandRenamed: event(z.object({ from: text, to: text, changedAt: at }), { describe: (d) => ({ key: 'settings.brandName', params: { from: d.from, to: d.to } }) }),
  PublishTimesChanged: event(z.object({ from: z.array(text), to: z.array(text), changedAt: at }), { describe: (d) => ({ key: 'settings.publishTimes', params: { from: d.from, to: d.to } }) }),
  PublishPartsChanged: event(z.object({ from: numbers, to: numbers, changedAt: at }), { describe: (d) => ({ key: 'settings.parts', params: { from: strings(d.from), to: strings(d.to) } }) }),
  DefaultJobLimitChanged: event(z.object({ from: z.number(), to: z.number(), changedAt: at }), { describe: (d) => ({ key: 'settings.defaultJobLimit', params: { from: d.from, to: d.to } }) }),
  MailSenderChanged: event(z.object({ from: text, to: text, changedAt: at }), { describe: (d) => ({ key: 'settings.mailFrom', params: { from: d.from, to: d.to } }) }),
});

export type SettingsEvent = EventOf<typeof settingsEvents>;

// Which setting each event changes.
export const settingOfEvent = {
  CoachingBrandRenamed: 'brandName',
  PublishTimesChanged: 'publishTimes',
  PublishPartsChanged: 'parts',
  DefaultJobLimitChanged: 'defaultJobLimit',
  MailSenderChanged: 'mailFrom',
} as const satisfies Record<SettingsEvent['type'], string>;
