import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { publishGridProjection } from './publish-grid.projection';

const at = '2026-11-20T09:00:00.000Z';

describeProjection(publishGridProjection, (spec, db) => {
  it("follows a part's cell from placed to sent, telling the staff room of each step and the client's room of its parts", async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const published = await spec.given(
      storedEvent('PublishCellPlaced', { cellId, userId, cycleId, part: 1, publishTime: '09:00', runAt: at, placedAt: at }),
      storedEvent('PartStarted', { userId, cycleId, part: 1, cellId, startedAt: at }),
      storedEvent('PartSent', { userId, cycleId, part: 1, cellId, sent: 40, excluded: 2, failed: 1, error: 'SMTP down', sentAt: at }),
    );
    expect(published.filter((m) => m.room === 'staff:publish-grid').map((m) => (m.message as { what: string }).what)).toEqual(['cell', 'partStarted', 'partFailed']);
    expect(published.filter((m) => m.name === 'publication.progressed').map((m) => (m.message as { what: string }).what)).toEqual(['cell', 'partStarted', 'partFailed']);
    expect(await db().selectFrom('publish_cell').select(['status', 'emails_sent', 'emails_excluded', 'emails_failed', 'publish_error']).where('cell_id', '=', cellId).executeTakeFirst()).toEqual({
      status: 'publishfailed', emails_sent: 40, emails_excluded: 2, emails_failed: 1, publish_error: 'SMTP down',
    });
    await spec.given(storedEvent('PartSent', { userId, cycleId, part: 1, cellId, sent: 41, excluded: 2, failed: 0, error: null, sentAt: at }));
    expect(await db().selectFrom('publish_cell').select(['status', 'emails_sent', 'emails_failed']).where('cell_id', '=', cellId).executeTakeFirst()).toEqual({ status: 'published', emails_sent: 41, emails_failed: 0 });
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: at }));
    expect(await db().selectFrom('publish_cell').select('cell_id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('keeps the globals and the test addresses in one row, each event changing only its own', async () => {
    await spec.given(storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['qa@x.test'], setAt: at }), storedEvent('PublishGlobalsUpdated', { publishOn: false, updatedAt: at }));
    expect(await db().selectFrom('publish_global').select(['publish_on', 'send_newsletters_on', 'emails_to_send_test']).where('id', '=', 'globals').executeTakeFirst()).toEqual({
      publish_on: false, send_newsletters_on: false, emails_to_send_test: ['qa@x.test'],
    });
  });
});
