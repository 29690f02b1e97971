import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { journeySettingListProjection } from './journey-setting-list.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-25T12:00:00.000Z';
const by = (actor: string, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, actor } });

describeProjection(journeySettingListProjection, (spec, db) => {
  const list = (name: string) => db().selectFrom('journey_setting_list').select(['name', 'value', 'changed_by', 'changed_at']).where('name', '=', name).executeTakeFirst();

  it('keeps each list changed as last changed, with who changed it and when', async () => {
    const [seniorities, titles] = [`seniorities-${randomUUID()}`, `titles-${randomUUID()}`];
    await spec.given(
      by('staff-1', storedEvent('JourneyListChanged', { list: seniorities, from: [], to: ['Junior', 'Senior'], changedAt: at })),
      by('staff-2', storedEvent('JourneyListChanged', { list: titles, from: ['QA'], to: ['QA', 'Data'], changedAt: at })),
    );
    expect(await list(seniorities)).toEqual({ name: seniorities, value: ['Junior', 'Senior'], changed_by: 'staff-1', changed_at: new Date(at) });
    expect(await list(titles)).toEqual({ name: titles, value: ['QA', 'Data'], changed_by: 'staff-2', changed_at: new Date(at) });

    await spec.given(storedEvent('JourneyListChanged', { list: seniorities, from: ['Junior', 'Senior'], to: [], changedAt: later }));
    expect(await list(seniorities)).toEqual({ name: seniorities, value: [], changed_by: null, changed_at: new Date(later) });
    expect(await list(titles)).toEqual({ name: titles, value: ['QA', 'Data'], changed_by: 'staff-2', changed_at: new Date(at) });
  });

  it("keeps the publish grid's test addresses as the list emailsToSendTest, whichever set them last", async () => {
    await spec.given(by('staff-1', storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['qa@example.com', 'pm@example.com'], setAt: at })));
    expect(await list('emailsToSendTest')).toEqual({ name: 'emailsToSendTest', value: ['qa@example.com', 'pm@example.com'], changed_by: 'staff-1', changed_at: new Date(at) });

    await spec.given(by('staff-2', storedEvent('JourneyListChanged', { list: 'emailsToSendTest', from: ['qa@example.com', 'pm@example.com'], to: ['qa@example.com'], changedAt: later })));
    expect(await list('emailsToSendTest')).toEqual({ name: 'emailsToSendTest', value: ['qa@example.com'], changed_by: 'staff-2', changed_at: new Date(later) });

    await spec.given(storedEvent('PublishTestAddressesSet', { emailsToSendTest: [], setAt: at }));
    expect(await list('emailsToSendTest')).toEqual({ name: 'emailsToSendTest', value: [], changed_by: null, changed_at: new Date(at) });
  });

  it('changes nothing when an older change is replayed over a newer one', async () => {
    const name = `locations-${randomUUID()}`;
    const older = by('staff-1', storedEvent('JourneyListChanged', { list: name, from: [], to: ['Haifa'], changedAt: at }));
    const olderAddresses = by('staff-1', storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['old@example.com'], setAt: at }));
    await spec.given(
      older,
      olderAddresses,
      by('staff-2', storedEvent('JourneyListChanged', { list: name, from: ['Haifa'], to: ['Haifa', 'Eilat'], changedAt: later })),
      by('staff-2', storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['new@example.com'], setAt: later })),
    );
    await spec.given(older, olderAddresses);
    expect(await list(name)).toEqual({ name, value: ['Haifa', 'Eilat'], changed_by: 'staff-2', changed_at: new Date(later) });
    expect(await list('emailsToSendTest')).toEqual({ name: 'emailsToSendTest', value: ['new@example.com'], changed_by: 'staff-2', changed_at: new Date(later) });
  });

  it('leaves the same rows through the batch form as one event at a time', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [a, b] = [`a-${randomUUID()}`, `b-${randomUUID()}`];
      const events = [
        by('staff-1', storedEvent('JourneyListChanged', { list: a, from: [], to: ['1'], changedAt: at })),
        by('staff-1', storedEvent('PublishTestAddressesSet', { emailsToSendTest: [`${form}@example.com`], setAt: at })),
        by('staff-2', storedEvent('JourneyListChanged', { list: b, from: [], to: ['x', 'y'], changedAt: at })),
        storedEvent('JourneyListChanged', { list: a, from: ['1'], to: ['1', '2'], changedAt: later }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await list(a), form).toEqual({ name: a, value: ['1', '2'], changed_by: null, changed_at: new Date(later) });
      expect(await list(b), form).toEqual({ name: b, value: ['x', 'y'], changed_by: 'staff-2', changed_at: new Date(at) });
      expect(await list('emailsToSendTest'), form).toEqual({ name: 'emailsToSendTest', value: [`${form}@example.com`], changed_by: 'staff-1', changed_at: new Date(at) });
    }
  });
});
