import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { publicationProjection } from './publication.projection';

const at = '2026-11-20T09:00:00.000Z';

describeProjection(publicationProjection, (spec, db) => {
  it('follows a publication to its cycle, telling the staff room of each step', async () => {
    const userId = randomUUID();
    const cycleId = randomUUID();
    const cellId = randomUUID();
    const published = await spec.given(
      storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at }),
      storedEvent('PublishApproved', { userId, publishId: 'p1', beginPublish: null, newCycle: true, coverLetterId: null, resumeId: null, approvedAt: at }),
      storedEvent('CycleOpened', { userId, cycleId, cycle: 1, publishId: 'p1', openedAt: at }),
      storedEvent('PartStarted', { userId, cycleId, part: 1, cellId, startedAt: at }),
      storedEvent('PartSent', { userId, cycleId, part: 1, cellId, sent: 40, excluded: 2, failed: 1, error: 'SMTP down', sentAt: at }),
    );
    // the parts are told by the grid's projection, from its cells
    expect(published.filter((m) => m.room === 'staff:publish-grid').map((m) => (m.message as { what: string }).what)).toEqual(['approved', 'cycle']);
    expect(await db().selectFrom('publication').select(['status', 'is_publish', 'active_cycle', 'number_of_cycles']).where('user_id', '=', userId).executeTakeFirst()).toEqual({ status: 'approved', is_publish: true, active_cycle: cycleId, number_of_cycles: 1 });
    const failed = await db().selectFrom('publish_cycle').select(['parts', 'first_sent']).where('cycle_id', '=', cycleId).executeTakeFirstOrThrow();
    expect((failed.parts as { part: number; failed: number }[])[0]).toMatchObject({ part: 1, failed: 1, error: 'SMTP down' });
    expect(failed.first_sent).toBeNull();
    await spec.given(storedEvent('PartSent', { userId, cycleId, part: 1, cellId, sent: 41, excluded: 2, failed: 0, error: null, sentAt: at }));
    const cycle = await db().selectFrom('publish_cycle').select(['parts', 'first_sent']).where('cycle_id', '=', cycleId).executeTakeFirstOrThrow();
    expect((cycle.parts as { part: number; sentCount: number }[])[0]).toMatchObject({ part: 1, sentCount: 41, failed: 0 });
    expect(cycle.first_sent).not.toBeNull();
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: at }));
    expect(await db().selectFrom('publish_cycle').select('cycle_id').where('user_id', '=', userId).execute()).toEqual([]);
  });
});
