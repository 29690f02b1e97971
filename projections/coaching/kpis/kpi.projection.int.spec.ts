import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { kpiProjection } from './kpi.projection';

const scheduled = (userId: string, slotId: string) => storedEvent('MeetingScheduled', { userId, slotId, start: '2026-03-05T07:00:00.000Z', end: '2026-03-05T07:30:00.000Z', scheduledAt: '2026-03-02T08:00:00.000Z' });
const cancelled = (userId: string, slotId: string) => storedEvent('MeetingCancelled', { userId, slotId, cancelledAt: '2026-03-03T08:00:00.000Z' });
const published = (userId: string) => storedEvent('JourneyStatusChanged', { userId, status: 'published', changedAt: '2026-03-10T09:00:00.000Z' });

describeProjection(kpiProjection, (spec, db) => {
  const row = (userId: string) => db().selectFrom('kpi_client').select(['meeting_scheduled', 'status']).where('user_id', '=', userId).executeTakeFirst();
  const sums = async () => Object.fromEntries((await db().selectFrom('kpi_sum').select(['key', 'value']).execute()).map((r) => [r.key, Number(r.value)]));

  it("keeps whether the onboarding's meeting stands, without counting a client in the sums for it", async () => {
    const userId = randomUUID();
    const before = await sums();
    await spec.given(scheduled(userId, 's1'));
    expect(await row(userId)).toEqual({ meeting_scheduled: true, status: null });
    expect(await sums()).toEqual(before);
    await spec.given(cancelled(userId, 's1'));
    expect(await row(userId)).toEqual({ meeting_scheduled: false, status: null });
    expect(await sums()).toEqual(before);
    // the service starts with the journey's own events, and the client counts from then
    await spec.givenViaBatchForm(scheduled(userId, 's2'), published(userId));
    expect(await row(userId)).toEqual({ meeting_scheduled: true, status: 'published' });
    expect((await sums()).clients).toBe((before.clients ?? 0) + 1);
  });

  it('forgets the meeting with the account', async () => {
    const userId = randomUUID();
    await spec.given(scheduled(userId, 's1'), storedEvent('AccountDeleted', { userId, deletedAt: '2026-03-04T00:00:00.000Z' }));
    expect(await row(userId)).toBeUndefined();
  });
});
