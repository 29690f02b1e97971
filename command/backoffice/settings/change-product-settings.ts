import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import type { SettingChanges } from '../../../contracts/backoffice/settings/calls';
import { settingsEvents, type SettingsEvent } from '../../../contracts/backoffice/settings/events';
import { settingsMessages as m } from '../../../contracts/backoffice/settings/messages';
import { sameValue, type SettingValues } from '../../../contracts/backoffice/settings/settings';
import type { Decider } from '../../core/decider';
import { evolveProductSettings, initialProductSettings, type ProductSettingsState } from './product-settings';

// A save of the settings screen. revision: the one the screen read; defaults: each setting's value
// while it was never changed (the server's configuration); waiting: the publish times and parts of
// cells on the grid still to be sent (looked up as the command is made).
export type ChangeProductSettings = {
  type: 'Change';
  revision: number;
  changes: SettingChanges;
  defaults: SettingValues;
  waiting: { times: readonly string[]; parts: readonly number[] };
  now: Date;
};

const refused = (message: string): DomainError => domainError('ProductSettingRefused', message);

export const effectiveValues = (state: ProductSettingsState, defaults: SettingValues): SettingValues => ({ ...defaults, ...state.values });

function decide(c: ChangeProductSettings, state: ProductSettingsState): SettingsEvent[] | DomainError {
  // someone saved since this screen read the settings: it would overwrite what it never saw
  if (c.revision !== state.revision) return domainError('ProductSettingsStale');
  const before = effectiveValues(state, c.defaults);
  const changedAt = c.now.toISOString();
  const changed = <K extends keyof SettingValues>(name: K): SettingValues[K] | null => {
    const to = c.changes[name];
    return to === undefined || sameValue(to, before[name]) ? null : (to as SettingValues[K]);
  };
  const times = changed('publishTimes');
  // a time taken off the grid would strand the parts waiting at it
  const strandedTime = times && c.waiting.times.find((t) => !times.includes(t));
  if (strandedTime) return refused(say(m.PublishTimeInUse, { time: strandedTime }));
  const parts = changed('parts');
  const strandedPart = parts && c.waiting.parts.find((p) => !parts.includes(p));
  if (strandedPart !== null && strandedPart !== undefined) return refused(say(m.PartInUse, { part: strandedPart }));
  const events: SettingsEvent[] = [];
  const brandName = changed('brandName');
  if (brandName !== null) events.push({ type: 'CoachingBrandRenamed', data: { from: before.brandName, to: brandName, changedAt } });
  if (times) events.push({ type: 'PublishTimesChanged', data: { from: before.publishTimes, to: times, changedAt } });
  if (parts) events.push({ type: 'PublishPartsChanged', data: { from: before.parts, to: parts, changedAt } });
  const defaultJobLimit = changed('defaultJobLimit');
  if (defaultJobLimit !== null) events.push({ type: 'DefaultJobLimitChanged', data: { from: before.defaultJobLimit, to: defaultJobLimit, changedAt } });
  const mailFrom = changed('mailFrom');
  if (mailFrom !== null) events.push({ type: 'MailSenderChanged', data: { from: before.mailFrom, to: mailFrom, changedAt } });
  return events;
}

export const productSettingsDecider: Decider<ProductSettingsState, ChangeProductSettings, SettingsEvent> = {
  events: settingsEvents,
  initialState: initialProductSettings,
  evolve: evolveProductSettings,
  decide,
};
