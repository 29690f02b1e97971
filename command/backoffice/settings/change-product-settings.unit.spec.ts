import { describe, expect, it } from 'vitest';
import type { SettingsEvent } from '../../../contracts/backoffice/settings/events';
import { settingsMessages as m } from '../../../contracts/backoffice/settings/messages';
import type { SettingValues } from '../../../contracts/backoffice/settings/settings';
import { say } from '../../../contracts/core/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { productSettingsDecider, type ChangeProductSettings } from './change-product-settings';

const given = DeciderSpecification.for(productSettingsDecider);
const now = new Date('2026-11-28T10:00:00.000Z');
const changedAt = now.toISOString();
const defaults: SettingValues = { brandName: 'JobHunt', publishTimes: ['09:00', '12:00'], parts: [1, 2, 3, 4], defaultJobLimit: 5, mailFrom: 'JobSwipe <no-reply@jobswipe.local>' };
const change = (changes: ChangeProductSettings['changes'], revision = -1, waiting: ChangeProductSettings['waiting'] = { times: [], parts: [] }): ChangeProductSettings => ({ type: 'Change', revision, changes, defaults, waiting, now });
const renamed: SettingsEvent = { type: 'CoachingBrandRenamed', data: { from: 'JobHunt', to: 'CareerUp', changedAt } };

describe('the settings decider', () => {
  it('records each changed setting with the value it had (its default at first) and the new one', () => {
    given([])
      .when(change({ brandName: 'CareerUp', publishTimes: ['09:00', '10:30'], parts: [1, 2, 3], defaultJobLimit: 8, mailFrom: 'Careers <hello@careerup.example>' }))
      .then([
        renamed,
        { type: 'PublishTimesChanged', data: { from: ['09:00', '12:00'], to: ['09:00', '10:30'], changedAt } },
        { type: 'PublishPartsChanged', data: { from: [1, 2, 3, 4], to: [1, 2, 3], changedAt } },
        { type: 'DefaultJobLimitChanged', data: { from: 5, to: 8, changedAt } },
        { type: 'MailSenderChanged', data: { from: 'JobSwipe <no-reply@jobswipe.local>', to: 'Careers <hello@careerup.example>', changedAt } },
      ]);
  });

  it('names the last change as the old value, not the default', () => {
    given([renamed])
      .when(change({ brandName: 'Career Up' }, 0))
      .then([{ type: 'CoachingBrandRenamed', data: { from: 'CareerUp', to: 'Career Up', changedAt } }]);
  });

  it('records nothing for a setting sent with the value it has', () => {
    given([renamed]).when(change({ brandName: 'CareerUp', defaultJobLimit: 5 }, 0)).thenNothingHappens();
  });

  it('refuses with ProductSettingsStale a save made on settings read before the last change', () => {
    given([renamed]).when(change({ defaultJobLimit: 7 }, -1)).thenFails('ProductSettingsStale');
    given([]).when(change({ defaultJobLimit: 7 }, 0)).thenFails('ProductSettingsStale');
  });

  it('refuses to take away a publish time or a part with cells waiting on the grid', () => {
    const waiting = { times: ['12:00'], parts: [4] };
    given([]).when(change({ publishTimes: ['09:00'] }, -1, waiting)).thenFails('ProductSettingRefused', say(m.PublishTimeInUse, { time: '12:00' }));
    given([]).when(change({ parts: [1, 2, 3] }, -1, waiting)).thenFails('ProductSettingRefused', say(m.PartInUse, { part: 4 }));
    // adding beside them is fine
    expect(given([]).when(change({ publishTimes: ['09:00', '12:00', '16:30'], parts: [1, 2, 3, 4, 5] }, -1, waiting)).result()).toHaveLength(2);
  });

  it('counts the revision as the stream version: one per event', () => {
    const twice = given([renamed, { type: 'DefaultJobLimitChanged', data: { from: 5, to: 9, changedAt } }]);
    expect(twice.state()).toEqual({ revision: 1, values: { brandName: 'CareerUp', defaultJobLimit: 9 } });
    twice.when(change({ defaultJobLimit: 10 }, 1)).then([{ type: 'DefaultJobLimitChanged', data: { from: 9, to: 10, changedAt } }]);
  });
});
