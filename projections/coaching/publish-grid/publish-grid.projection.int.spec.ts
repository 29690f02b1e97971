import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
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
    await db().deleteFrom('publish_global').execute();
    await spec.given(storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['qa@x.test'], setAt: at }), storedEvent('PublishGlobalsUpdated', { publishOn: false, updatedAt: at }));
    expect(await db().selectFrom('publish_global').select(['publish_on', 'send_newsletters_on', 'emails_to_send_test']).where('id', '=', 'globals').executeTakeFirst()).toEqual({
      publish_on: false, send_newsletters_on: false, emails_to_send_test: ['qa@x.test'],
    });
  });

  const cell = (cellId: string) => db().selectFrom('publish_cell').selectAll().where('cell_id', '=', cellId).executeTakeFirst();
  const globals = () => db().selectFrom('publish_global').selectAll().where('id', '=', 'globals').executeTakeFirst();
  const toGrid = (what: string, event: RecordedEvent) => {
    const data = event.data as { userId?: string; cellId?: string };
    return { room: 'staff:publish-grid', name: 'publishGrid.changed', message: { what, userId: data.userId ?? null, cellId: data.cellId ?? null, position: event.position } };
  };
  const toClient = (what: string, event: RecordedEvent) => {
    const { userId } = event.data as { userId: string };
    return { room: `journey:${userId}`, name: 'publication.progressed', message: { userId, what, position: event.position } };
  };
  const later = '2026-11-21T10:00:00.000Z';
  const placed = (cellId: string, userId: string, cycleId: string) => storedEvent('PublishCellPlaced', { cellId, userId, cycleId, part: 2, publishTime: '10:30', runAt: at, placedAt: at });

  it('a placed cell shows ready with nothing sent, told to the grid and the client', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const event = placed(cellId, userId, cycleId);
    expect(await spec.given(event)).toEqual([toGrid('cell', event), toClient('cell', event)]);
    expect(await cell(cellId)).toEqual({
      cell_id: cellId, user_id: userId, cycle_id: cycleId, part: 2, publish_time: '10:30', run_at: new Date(at), status: 'READY',
      emails_sent: 0, emails_excluded: 0, emails_failed: 0, publish_error: null, running_time: null, removed: false, last_position: event.position,
    });
  });

  it('a removed cell shows removed, told to the grid and the client', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const place = placed(cellId, userId, cycleId);
    const removed = storedEvent('PublishCellRemoved', { cellId, userId, removedAt: later });
    expect(await spec.given(place, removed)).toEqual([toGrid('cell', place), toClient('cell', place), toGrid('cell', removed), toClient('cell', removed)]);
    expect(await cell(cellId)).toMatchObject({ status: 'READY', removed: true, last_position: removed.position });
  });

  it('a started part shows its cell publishing since it started', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const place = placed(cellId, userId, cycleId);
    const started = storedEvent('PartStarted', { userId, cycleId, part: 2, cellId, startedAt: later });
    expect(await spec.given(place, started)).toEqual([toGrid('cell', place), toClient('cell', place), toGrid('partStarted', started), toClient('partStarted', started)]);
    expect(await cell(cellId)).toMatchObject({ status: 'publishing', running_time: new Date(later), removed: false, last_position: started.position });
  });

  it('a part sent without failures shows published, told as sent', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const place = placed(cellId, userId, cycleId);
    const sent = storedEvent('PartSent', { userId, cycleId, part: 2, cellId, sent: 25, excluded: 3, failed: 0, error: null, sentAt: later });
    expect(await spec.given(place, sent)).toEqual([toGrid('cell', place), toClient('cell', place), toGrid('partSent', sent), toClient('partSent', sent)]);
    expect(await cell(cellId)).toMatchObject({ status: 'published', emails_sent: 25, emails_excluded: 3, emails_failed: 0, publish_error: null, last_position: sent.position });
  });

  it('a part with failed recipients but no error shows failed, told as failed', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const place = placed(cellId, userId, cycleId);
    const sent = storedEvent('PartSent', { userId, cycleId, part: 2, cellId, sent: 25, excluded: 0, failed: 4, error: null, sentAt: later });
    expect(await spec.given(place, sent)).toEqual([toGrid('cell', place), toClient('cell', place), toGrid('partFailed', sent), toClient('partFailed', sent)]);
    expect(await cell(cellId)).toMatchObject({ status: 'publishfailed', emails_sent: 25, emails_failed: 4, publish_error: null });
  });

  it('a part with an error but no failed recipient shows failed, told as failed', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const place = placed(cellId, userId, cycleId);
    const sent = storedEvent('PartSent', { userId, cycleId, part: 2, cellId, sent: 0, excluded: 0, failed: 0, error: 'quota reached', sentAt: later });
    expect(await spec.given(place, sent)).toEqual([toGrid('cell', place), toClient('cell', place), toGrid('partFailed', sent), toClient('partFailed', sent)]);
    expect(await cell(cellId)).toMatchObject({ status: 'publishfailed', emails_sent: 0, emails_failed: 0, publish_error: 'quota reached' });
  });

  it('changed globals are told to the grid alone; test addresses to no one', async () => {
    const updated = storedEvent('PublishGlobalsUpdated', { sendNewslettersOn: true, updatedAt: at });
    expect(await spec.given(updated)).toEqual([toGrid('globals', updated)]);
    expect(await spec.given(storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['qa@x.test'], setAt: at }))).toEqual([]);
  });

  it('the first globals start from publishing on, newsletters off, no test addresses', async () => {
    await db().deleteFrom('publish_global').execute();
    const updated = storedEvent('PublishGlobalsUpdated', { updatedAt: at });
    await spec.given(updated);
    expect(await globals()).toEqual({ id: 'globals', publish_on: true, send_newsletters_on: false, emails_to_send_test: [], last_position: updated.position });
  });

  it('test addresses set first start the globals from publishing on, newsletters off', async () => {
    await db().deleteFrom('publish_global').execute();
    const set = storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['qa@x.test', 'ops@x.test'], setAt: at });
    await spec.given(set);
    expect(await globals()).toEqual({ id: 'globals', publish_on: true, send_newsletters_on: false, emails_to_send_test: ['qa@x.test', 'ops@x.test'], last_position: set.position });
  });

  it('publishing turned back on shows on, and test addresses set after keep the globals', async () => {
    await spec.given(
      storedEvent('PublishGlobalsUpdated', { publishOn: false, sendNewslettersOn: true, updatedAt: at }),
      storedEvent('PublishGlobalsUpdated', { publishOn: true, updatedAt: at }),
      storedEvent('PublishTestAddressesSet', { emailsToSendTest: ['ops@x.test'], setAt: later }),
    );
    expect(await globals()).toMatchObject({ publish_on: true, send_newsletters_on: true, emails_to_send_test: ['ops@x.test'] });
  });
});
