import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { productSettingProjection } from './product-setting.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-25T12:00:00.000Z';
// the event as the log holds it: its place in its stream and who made the change
const change = (event: RecordedEvent, streamPosition: number, actor?: string): RecordedEvent => ({ ...event, streamPosition, metadata: actor ? { ...event.metadata, actor } : event.metadata });

describeProjection(productSettingProjection, (spec, db) => {
  const settings = () => db().selectFrom('product_setting').select(['name', 'value', 'revision', 'changed_by', 'changed_at']).orderBy('name').execute();
  const setting = (name: string) => db().selectFrom('product_setting').select(['name', 'value', 'revision', 'changed_by', 'changed_at']).where('name', '=', name).executeTakeFirst();

  it('keeps each setting changed, with its new value, revision, who changed it and when', async () => {
    await spec.given(
      change(storedEvent('CoachingBrandRenamed', { from: 'JobSwipe', to: 'Acme Coaching', changedAt: at }), 1, 'admin-1'),
      change(storedEvent('PublishTimesChanged', { from: ['09:00'], to: ['08:00', '17:30'], changedAt: at }), 2, 'admin-2'),
      change(storedEvent('PublishPartsChanged', { from: [1, 2], to: [1, 2, 3], changedAt: at }), 3, 'admin-1'),
      change(storedEvent('DefaultJobLimitChanged', { from: 10, to: 25, changedAt: at }), 4, 'admin-2'),
      change(storedEvent('MailSenderChanged', { from: 'hello@example.com', to: 'team@example.com', changedAt: at }), 5, 'admin-1'),
    );
    expect(await settings()).toEqual([
      { name: 'brandName', value: 'Acme Coaching', revision: 1, changed_by: 'admin-1', changed_at: new Date(at) },
      { name: 'defaultJobLimit', value: 25, revision: 4, changed_by: 'admin-2', changed_at: new Date(at) },
      { name: 'mailFrom', value: 'team@example.com', revision: 5, changed_by: 'admin-1', changed_at: new Date(at) },
      { name: 'parts', value: [1, 2, 3], revision: 3, changed_by: 'admin-1', changed_at: new Date(at) },
      { name: 'publishTimes', value: ['08:00', '17:30'], revision: 2, changed_by: 'admin-2', changed_at: new Date(at) },
    ]);
  });

  it('keeps the last change of a setting, and no one as its author when the change names none', async () => {
    await spec.given(
      change(storedEvent('DefaultJobLimitChanged', { from: 10, to: 25, changedAt: at }), 1, 'admin-1'),
      change(storedEvent('PublishTimesChanged', { from: ['09:00'], to: ['08:00', '17:30'], changedAt: at }), 2, 'admin-1'),
      change(storedEvent('CoachingBrandRenamed', { from: 'JobSwipe', to: 'Acme Coaching', changedAt: at }), 3, 'admin-1'),
      change(storedEvent('MailSenderChanged', { from: 'hello@example.com', to: 'team@example.com', changedAt: at }), 4, 'admin-1'),
    );
    await spec.given(
      change(storedEvent('DefaultJobLimitChanged', { from: 25, to: 0, changedAt: later }), 7),
      change(storedEvent('PublishTimesChanged', { from: ['08:00', '17:30'], to: [], changedAt: later }), 8, 'admin-3'),
      // a brand name that looks like JSON stays the text it is
      change(storedEvent('CoachingBrandRenamed', { from: 'Acme Coaching', to: '42', changedAt: later }), 9, 'admin-3'),
    );
    expect(await setting('defaultJobLimit')).toEqual({ name: 'defaultJobLimit', value: 0, revision: 7, changed_by: null, changed_at: new Date(later) });
    expect(await setting('publishTimes')).toEqual({ name: 'publishTimes', value: [], revision: 8, changed_by: 'admin-3', changed_at: new Date(later) });
    expect(await setting('brandName')).toEqual({ name: 'brandName', value: '42', revision: 9, changed_by: 'admin-3', changed_at: new Date(later) });
    expect(await setting('mailFrom')).toEqual({ name: 'mailFrom', value: 'team@example.com', revision: 4, changed_by: 'admin-1', changed_at: new Date(at) });
  });

  it('changes nothing when an older change is replayed over a newer one', async () => {
    const older = change(storedEvent('MailSenderChanged', { from: 'team@example.com', to: 'old@example.com', changedAt: at }), 10, 'admin-1');
    const newer = change(storedEvent('MailSenderChanged', { from: 'old@example.com', to: 'new@example.com', changedAt: later }), 11, 'admin-2');
    await spec.given(older, newer);
    await spec.given(older);
    expect(await setting('mailFrom')).toEqual({ name: 'mailFrom', value: 'new@example.com', revision: 11, changed_by: 'admin-2', changed_at: new Date(later) });
  });

  it('leaves the same rows through the batch form as one event at a time', async () => {
    for (const [form, n] of [['event', 20], ['batch', 40]] as const) {
      const events = [
        change(storedEvent('PublishPartsChanged', { from: [1, 2, 3], to: [2], changedAt: at }), n, 'admin-1'),
        change(storedEvent('CoachingBrandRenamed', { from: 'x', to: `Brand ${form}`, changedAt: at }), n + 1, 'admin-1'),
        change(storedEvent('PublishPartsChanged', { from: [2], to: [4, 5], changedAt: later }), n + 2, 'admin-2'),
        change(storedEvent('DefaultJobLimitChanged', { from: 0, to: n, changedAt: later }), n + 3),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await setting('parts'), form).toEqual({ name: 'parts', value: [4, 5], revision: n + 2, changed_by: 'admin-2', changed_at: new Date(later) });
      expect(await setting('brandName'), form).toEqual({ name: 'brandName', value: `Brand ${form}`, revision: n + 1, changed_by: 'admin-1', changed_at: new Date(at) });
      expect(await setting('defaultJobLimit'), form).toEqual({ name: 'defaultJobLimit', value: n, revision: n + 3, changed_by: null, changed_at: new Date(later) });
    }
  });
});
