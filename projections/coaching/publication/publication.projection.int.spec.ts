import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
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

  const publication = (userId: string) => db().selectFrom('publication').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const cycleRow = (cycleId: string) => db().selectFrom('publish_cycle').selectAll().where('cycle_id', '=', cycleId).executeTakeFirst();
  const toGrid = (what: string, event: RecordedEvent) => ({ room: 'staff:publish-grid', name: 'publishGrid.changed', message: { what, userId: (event.data as { userId: string }).userId, cellId: null, position: event.position } });
  const emptyPart = (part: number) => ({ part, date: null, sentCount: 0, excluded: 0, failed: 0, error: null });
  const later = '2026-11-21T10:00:00.000Z';

  it('a first test sent shows the publication tested, needing its test, not publishing, told to no one', async () => {
    const userId = randomUUID();
    const sent = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    expect(await spec.given(sent)).toEqual([]);
    expect(await publication(userId)).toEqual({
      user_id: userId, publish_id: 'p1', status: 'tested', last_test_id: 't1', test_sent_at: new Date(at), is_need_test: true, is_publish: false,
      begin_publish: null, approved_at: null, data_taken_at: null, decline_reason: null, auto_put_on_publish_list: true, cover_letter_id: null, resume_id: null,
      exclude_list: [], active_cycle: null, number_of_cycles: 0, last_position: sent.position,
    });
  });

  it('a declined publication shows the reason and no test needed, until a new test asks for one again', async () => {
    const userId = randomUUID();
    const tested = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    const declined = storedEvent('PublishDeclined', { userId, publishId: 'p1', reason: 'weak resume', declinedAt: at });
    const published = await spec.given(tested, declined);
    expect(published).toEqual([toGrid('declined', declined)]);
    expect(await publication(userId)).toMatchObject({ status: 'declined', decline_reason: 'weak resume', is_need_test: false, last_test_id: 't1', last_position: declined.position });
    const retested = storedEvent('PublishTestSent', { userId, publishId: 'p2', testId: 't2', to: ['qa@x.test'], sentAt: later });
    expect(await spec.given(retested)).toEqual([]);
    expect(await publication(userId)).toMatchObject({
      publish_id: 'p2', status: 'declined', decline_reason: 'weak resume', last_test_id: 't2', test_sent_at: new Date(later), is_need_test: true, is_publish: false, last_position: retested.position,
    });
  });

  it('a request shows the publication requested from its start day, the earlier decline forgotten', async () => {
    const userId = randomUUID();
    const tested = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    const declined = storedEvent('PublishDeclined', { userId, publishId: 'p1', reason: 'weak resume', declinedAt: at });
    const requested = storedEvent('PublishRequested', { userId, publishId: 'p1', beginPublish: '2026-11-22', requestedAt: later });
    const published = await spec.given(tested, declined, requested);
    expect(published).toEqual([toGrid('declined', declined), toGrid('requested', requested)]);
    expect(await publication(userId)).toMatchObject({ status: 'requested', begin_publish: '2026-11-22', decline_reason: null, is_need_test: false, last_position: requested.position });
  });

  it('a paused publication stops publishing', async () => {
    const userId = randomUUID();
    const tested = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    const approved = storedEvent('PublishApproved', { userId, publishId: 'p1', beginPublish: '2026-11-22', newCycle: true, coverLetterId: 'cl1', resumeId: 'r1', approvedAt: at });
    const paused = storedEvent('PublishPaused', { userId, publishId: 'p1', pausedAt: later });
    const published = await spec.given(tested, approved, paused);
    expect(published).toEqual([toGrid('approved', approved), toGrid('paused', paused)]);
    expect(await publication(userId)).toMatchObject({
      status: 'paused', is_publish: false, begin_publish: '2026-11-22', approved_at: new Date(at), cover_letter_id: 'cl1', resume_id: 'r1', last_position: paused.position,
    });
  });

  it('a new publish starts over: new, its own publish id, no test yet, not publishing', async () => {
    const userId = randomUUID();
    const tested = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    const approved = storedEvent('PublishApproved', { userId, publishId: 'p1', beginPublish: null, newCycle: true, coverLetterId: null, resumeId: null, approvedAt: at });
    const restarted = storedEvent('NewPublishStarted', { userId, publishId: 'p2', startedAt: later });
    const published = await spec.given(tested, approved, restarted);
    expect(published).toEqual([toGrid('approved', approved), toGrid('newPublish', restarted)]);
    expect(await publication(userId)).toMatchObject({
      status: 'new', publish_id: 'p2', last_test_id: null, test_sent_at: null, is_need_test: null, is_publish: false, last_position: restarted.position,
    });
  });

  it('updated publish data shows the documents picked and the exclusions, kept when an update names none', async () => {
    const userId = randomUUID();
    const tested = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    const first = storedEvent('PublishDataUpdated', { userId, publishId: 'p1', coverLetterId: 'cl1', resumeId: 'r1', excludeList: ['acme.test'], updatedAt: at });
    const published = await spec.given(tested, first);
    expect(published).toEqual([]);
    expect(await publication(userId)).toMatchObject({ cover_letter_id: 'cl1', resume_id: 'r1', data_taken_at: new Date(at), exclude_list: ['acme.test'], status: 'tested', last_position: first.position });
    const second = storedEvent('PublishDataUpdated', { userId, publishId: 'p1', coverLetterId: null, resumeId: 'r2', updatedAt: later });
    expect(await spec.given(second)).toEqual([]);
    expect(await publication(userId)).toMatchObject({ cover_letter_id: null, resume_id: 'r2', data_taken_at: new Date(later), exclude_list: ['acme.test'], last_position: second.position });
  });

  it('turning off putting on the publish list shows it off, told to no one', async () => {
    const userId = randomUUID();
    const tested = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    const changed = storedEvent('AutoPutOnPublishListChanged', { userId, autoPutOnPublishList: false, changedAt: later });
    const published = await spec.given(tested, changed);
    expect(published).toEqual([]);
    expect(await publication(userId)).toMatchObject({ auto_put_on_publish_list: false, status: 'tested', last_position: changed.position });
  });

  it('an opened cycle shows open with its four parts unsent; closed, the publication is back to tested with no active cycle', async () => {
    const userId = randomUUID();
    const tested = storedEvent('PublishTestSent', { userId, publishId: 'p1', testId: 't1', to: ['qa@x.test'], sentAt: at });
    const cycleId = randomUUID();
    const approved = storedEvent('PublishApproved', { userId, publishId: 'p1', beginPublish: null, newCycle: true, coverLetterId: null, resumeId: null, approvedAt: at });
    const opened = storedEvent('CycleOpened', { userId, cycleId, cycle: 1, publishId: 'p1', openedAt: at });
    expect(await spec.given(tested, approved, opened)).toEqual([
      toGrid('approved', approved),
      toGrid('cycle', opened),
    ]);
    expect(await cycleRow(cycleId)).toEqual({
      cycle_id: cycleId, user_id: userId, cycle: 1, publish_id: 'p1', status: 'open', opened_at: new Date(at), first_sent: null, parts: [1, 2, 3, 4].map(emptyPart), last_position: opened.position,
    });
    const closed = storedEvent('CycleClosed', { userId, cycleId, closedAt: later });
    expect(await spec.given(closed)).toEqual([toGrid('cycle', closed)]);
    expect(await publication(userId)).toMatchObject({ status: 'tested', is_publish: false, active_cycle: null, number_of_cycles: 1, last_position: closed.position });
    expect(await cycleRow(cycleId)).toMatchObject({ status: 'CLOSED', parts: [1, 2, 3, 4].map(emptyPart), last_position: closed.position });
  });

  it('a part sent fills in only its own part and the cycle’s first sending', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    const opened = storedEvent('CycleOpened', { userId, cycleId, cycle: 1, publishId: 'p1', openedAt: at });
    const sent = storedEvent('PartSent', { userId, cycleId, part: 2, cellId, sent: 30, excluded: 1, failed: 0, error: null, sentAt: later });
    await spec.given(opened, sent);
    expect(await cycleRow(cycleId)).toMatchObject({
      first_sent: new Date(later),
      parts: [emptyPart(1), { part: 2, date: later, sentCount: 30, excluded: 1, failed: 0, error: null }, emptyPart(3), emptyPart(4)],
      last_position: sent.position,
    });
  });

  it('parts beyond those the cycle opened with are added in their order', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('CycleOpened', { userId, cycleId, cycle: 1, publishId: 'p1', openedAt: at }),
      storedEvent('PartSent', { userId, cycleId, part: 6, cellId, sent: 6, excluded: 0, failed: 0, error: null, sentAt: at }),
      storedEvent('PartSent', { userId, cycleId, part: 5, cellId, sent: 5, excluded: 0, failed: 0, error: null, sentAt: later }),
    );
    expect((await cycleRow(cycleId))?.parts).toEqual([
      ...[1, 2, 3, 4].map(emptyPart),
      { part: 5, date: later, sentCount: 5, excluded: 0, failed: 0, error: null },
      { part: 6, date: at, sentCount: 6, excluded: 0, failed: 0, error: null },
    ]);
  });

  it('a part with failed recipients but no error is no first sending', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('CycleOpened', { userId, cycleId, cycle: 1, publishId: 'p1', openedAt: at }),
      storedEvent('PartSent', { userId, cycleId, part: 1, cellId, sent: 10, excluded: 0, failed: 3, error: null, sentAt: later }),
    );
    expect(await cycleRow(cycleId)).toMatchObject({ first_sent: null, parts: [{ part: 1, date: later, sentCount: 10, excluded: 0, failed: 3, error: null }, emptyPart(2), emptyPart(3), emptyPart(4)] });
  });

  it('a part with an error but no failed recipient is no first sending', async () => {
    const [userId, cycleId, cellId] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('CycleOpened', { userId, cycleId, cycle: 1, publishId: 'p1', openedAt: at }),
      storedEvent('PartSent', { userId, cycleId, part: 1, cellId, sent: 0, excluded: 0, failed: 0, error: 'quota reached', sentAt: later }),
    );
    expect(await cycleRow(cycleId)).toMatchObject({ first_sent: null, parts: [{ part: 1, date: later, sentCount: 0, excluded: 0, failed: 0, error: 'quota reached' }, emptyPart(2), emptyPart(3), emptyPart(4)] });
  });
});
