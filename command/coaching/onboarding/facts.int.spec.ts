import { expect, it } from 'vitest';
import type { EventStore } from '../../../contracts/core/event-store';
import { publicationStreamId } from '../../../contracts/coaching/publication/ids';
import { encode } from '../../../contracts/events';
import { createEventStoreDbEventStore } from '../../../ops/event-store/eventstoredb-event-store';
import { onboardingProjection } from '../../../projections/coaching/onboarding/onboarding.projection';
import { FakeEventStoreDbClient } from '../../../tests/support/eventstoredb-fake-client';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import type { CommandDeps } from '../../core/deps';
import { keptCvFilesDue, lastPublicationMailAt, overlappingSlot } from './facts';

const at = '2026-11-01T08:00:00.000Z';
const slot = (slotId: string, start: string, end: string) => storedEvent('MeetingSlotOpened', { slotId, start, end, openedAt: at });
const kept = (fileId: string, userId: string, until: string) => storedEvent('OnboardingCvFileKept', { userId, fileId, until, keptAt: at });

describeProjection(onboardingProjection, { title: 'the onboarding facts' }, (spec, db) => {
  const deps = () => ({ db: db() }) as CommandDeps;

  it('finds the start of an open slot that overlaps the times asked, touching ones and closed ones aside', async () => {
    await spec.given(
      slot('s1', '2026-11-10T09:00:00.000Z', '2026-11-10T10:00:00.000Z'),
      slot('s2', '2026-11-10T12:00:00.000Z', '2026-11-10T13:00:00.000Z'),
      storedEvent('MeetingSlotClosed', { slotId: 's2', closedAt: at }),
    );
    expect(await overlappingSlot(deps(), '2026-11-10T09:30:00.000Z', '2026-11-10T11:00:00.000Z')).toBe('2026-11-10T09:00:00.000Z');
    expect(await overlappingSlot(deps(), '2026-11-10T08:00:00.000Z', '2026-11-10T09:30:00.000Z')).toBe('2026-11-10T09:00:00.000Z');
    expect(await overlappingSlot(deps(), '2026-11-10T10:00:00.000Z', '2026-11-10T11:00:00.000Z')).toBeNull();
    expect(await overlappingSlot(deps(), '2026-11-10T08:00:00.000Z', '2026-11-10T09:00:00.000Z')).toBeNull();
    expect(await overlappingSlot(deps(), '2026-11-10T12:00:00.000Z', '2026-11-10T13:00:00.000Z')).toBeNull();
  });

  it('lists the kept CV files whose links have all expired, by file id after the one given, up to the limit', async () => {
    await spec.given(
      kept('f1', 'client-1', '2026-11-05T00:00:00.000Z'),
      kept('f2', 'client-2', '2026-11-06T00:00:00.000Z'),
      kept('f3', 'client-1', '2026-11-07T00:00:00.000Z'),
      kept('f4', 'client-3', '2026-12-01T00:00:00.000Z'),
    );
    const now = new Date('2026-11-07T00:00:00.000Z');
    expect(await keptCvFilesDue(deps(), now, '', 10)).toEqual([
      { fileId: 'f1', userId: 'client-1' },
      { fileId: 'f2', userId: 'client-2' },
      { fileId: 'f3', userId: 'client-1' },
    ]);
    expect(await keptCvFilesDue(deps(), now, 'f1', 1)).toEqual([{ fileId: 'f2', userId: 'client-2' }]);
  });
});

it("reads when the client's publication last mailed, from its own stream: tests, simulations, parts begun and sent", async () => {
  const store: EventStore = createEventStoreDbEventStore('kurrentdb://localhost:2113?tls=false', { streamPrefixes: ['publication-'], client: new FakeEventStoreDbClient() });
  const deps = { store } as CommandDeps;
  const userId = 'client-1';
  expect(await lastPublicationMailAt(deps, userId)).toBeNull();
  const mails = [
    { type: 'PublishTestSent', data: { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: '2026-11-02T08:00:00.000Z' } },
    { type: 'PublishSimulated', data: { userId, publishId: 'p1', simulationId: 's1', to: ['cs@x.test'], simulatedAt: '2026-11-04T08:00:00.000Z' } },
    // a later event that mails nothing
    { type: 'PublishPaused', data: { userId, publishId: 'p1', pausedAt: '2026-11-09T08:00:00.000Z' } },
    // an event recorded later with an earlier time
    { type: 'PublishTestSent', data: { userId, publishId: 'p1', testId: 't2', to: ['qa@x.test'], sentAt: '2026-11-03T08:00:00.000Z' } },
  ];
  await store.append(publicationStreamId(userId), mails.map((e) => encode(e, {})));
  expect(await lastPublicationMailAt(deps, userId)).toBe('2026-11-04T08:00:00.000Z');
  await store.append(publicationStreamId(userId), [encode({ type: 'PartStarted', data: { userId, cycleId: 'c1', part: 1, cellId: 'cell1', startedAt: '2026-11-05T08:00:00.000Z' } }, {})]);
  expect(await lastPublicationMailAt(deps, userId)).toBe('2026-11-05T08:00:00.000Z');
  await store.append(publicationStreamId(userId), [
    encode({ type: 'PartSent', data: { userId, cycleId: 'c1', part: 1, cellId: 'cell1', sent: 3, excluded: 0, failed: 0, error: null, sentAt: '2026-11-06T08:00:00.000Z' } }, {}),
  ]);
  expect(await lastPublicationMailAt(deps, userId)).toBe('2026-11-06T08:00:00.000Z');
  expect(await lastPublicationMailAt(deps, 'client-2')).toBeNull();
});
