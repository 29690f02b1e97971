import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata, RecordedEvent } from '../../contracts/core/event-store';
import type { Database } from '../../contracts/database';
import type { EventData, EventType } from '../../contracts/events';
import { jobSlotsStreamId, jobStreamId } from '../../contracts/marketplace/jobs/ids';
import { ProjectionSpecification } from '../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../tests/support/specification/stored-event';
import { sqlTargets as targets, type OpenedEngine } from '../../tests/support/test-databases';
import { historyEntryProjection } from './history-entry.projection';

const job = {
  title: 'QA', company: 'Acme', company_url: null, employmentType: 'FULL_TIME', seniorityLevel: 'Junior', description: 'Test.', location: 'Haifa',
  loc_lat: 32.8, loc_lng: 35, country: 'Israel', countryCode: 'IL', streetAddress: null, postalCode: null, salaryMin: null, salaryMax: null,
  salaryCurrency: 'ILS', salaryFrequency: 'MONTH', tags: [], selectedTags: [], phone: '050-1234567', phoneToAllJobs: false,
};

let streamPosition = 0;
// An event of a stream as the log hands it out, with the metadata a request gave it.
const recorded = <T extends EventType>(streamId: string, type: T, data: EventData<T>, metadata: EventMetadata): RecordedEvent => ({
  ...storedEvent(type, data, { position: nextPosition(), streamId }),
  streamPosition: streamPosition++,
  metadata,
  recordedAt: new Date('2026-03-01T10:00:00.000Z'),
});

// A job created by its owner, edited by staff acting for them, then switched off by the owner.
function jobEvents(ownerId: string, staffId: string) {
  const jobId = randomUUID();
  const streamId = jobStreamId(jobId);
  streamPosition = 0;
  const byOwner = { correlationId: 'req-1', userId: ownerId };
  return {
    jobId,
    streamId,
    events: [
      recorded(streamId, 'JobCreated', { jobId, ownerId, job, status: 'A', createdAt: '2026-03-01T10:00:00.000Z' }, byOwner),
      recorded(jobSlotsStreamId(ownerId), 'JobSlotTaken', { ownerId, jobId, takenAt: '2026-03-01T10:00:00.000Z' }, byOwner),
      // metadata as acting-for writes it
      recorded(streamId, 'JobUpdated', { jobId, changes: { title: 'Senior QA', phone: '050-7654321' }, updatedAt: '2026-03-02T10:00:00.000Z' }, { correlationId: 'req-2', actor: staffId, onBehalfOf: ownerId }),
      recorded(streamId, 'JobStatusChanged', { jobId, ownerId, status: 'O', changedAt: '2026-03-03T10:00:00.000Z' }, { correlationId: 'req-3', userId: ownerId }),
    ],
  };
}

for (const target of targets) {
  const title = target.skipReason ? `history_entry projection on ${target.name} (skipped: ${target.skipReason})` : `history_entry projection on ${target.name}`;

  describe.skipIf(target.skipReason !== null)(title, () => {
    let opened: OpenedEngine | undefined;
    let db: Kysely<Database>;
    const spec = ProjectionSpecification.for(historyEntryProjection, () => db);

    beforeAll(async () => {
      opened = await target.open();
      db = opened.engine.db;
      for (let i = 0; i < 2; i++) {
        await historyEntryProjection.createTables(db);
        await historyEntryProjection.createIndexes!(db);
      }
    });
    afterAll(async () => {
      await opened?.dispose();
    });

    const entries = (streamId: string) => db.selectFrom('history_entry').selectAll().where('stream_id', '=', streamId).orderBy('position').execute();
    const withoutStream = (rows: Awaited<ReturnType<typeof entries>>) => rows.map(({ stream_id: _s, position: _p, last_position: _l, ...rest }) => rest);

    it('keeps one entry per described event of a history stream: who, for whom, from which request, what changed', async () => {
      const ownerId = randomUUID();
      const staffId = randomUUID();
      const { streamId, events } = jobEvents(ownerId, staffId);
      await spec.given(...events);
      const at = new Date('2026-03-01T10:00:00.000Z');
      expect(await entries(streamId)).toEqual([
        {
          position: events[0]!.position, stream_id: streamId, stream_type: 'job-', stream_position: 0, event_type: 'JobCreated', recorded_at: at,
          actor: ownerId, on_behalf_of: null, correlation_id: 'req-1', description_key: 'job.created', description_params: { status: 'A' },
          remembered: { status: 'A' }, last_position: events[0]!.position,
        },
        {
          position: events[2]!.position, stream_id: streamId, stream_type: 'job-', stream_position: 2, event_type: 'JobUpdated', recorded_at: at,
          actor: staffId, on_behalf_of: ownerId, correlation_id: 'req-2', description_key: 'job.edited', description_params: { fields: ['title', 'phone'] },
          remembered: { status: 'A' }, last_position: events[2]!.position,
        },
        {
          position: events[3]!.position, stream_id: streamId, stream_type: 'job-', stream_position: 3, event_type: 'JobStatusChanged', recorded_at: at,
          actor: ownerId, on_behalf_of: null, correlation_id: 'req-3', description_key: 'job.statusChanged', description_params: { from: 'A', to: 'O' },
          remembered: { status: 'O' }, last_position: events[3]!.position,
        },
      ]);
      // the slot bookkeeping is not described, and no entry holds the phone
      expect(await entries(jobSlotsStreamId(ownerId))).toEqual([]);
      expect(JSON.stringify(await entries(streamId))).not.toContain('050-');
    });

    it('describes a change against the entries of earlier batches', async () => {
      const { streamId, events } = jobEvents(randomUUID(), randomUUID());
      await spec.given(events[0]!);
      await spec.given(events[2]!);
      await spec.given(events[3]!);
      expect((await entries(streamId)).map((e) => e.description_params)).toEqual([{ status: 'A' }, { fields: ['title', 'phone'] }, { from: 'A', to: 'O' }]);
    });

    it('leaves the entries as they were when the same events are applied again, one by one or as a batch', async () => {
      const { streamId, events } = jobEvents(randomUUID(), randomUUID());
      await spec.given(...events);
      const first = await entries(streamId);
      await spec.given(...events);
      await spec.givenViaBatchForm(...events);
      // a replay from the middle describes the status change as before
      await spec.given(events[3]!);
      expect(await entries(streamId)).toEqual(first);
    });

    it('writes the same entries through the batch form as through the handlers', async () => {
      const ownerId = randomUUID();
      const staffId = randomUUID();
      const one = jobEvents(ownerId, staffId);
      await spec.given(...one.events);
      const other = jobEvents(ownerId, staffId);
      await spec.givenViaBatchForm(...other.events);
      expect(withoutStream(await entries(other.streamId))).toEqual(withoutStream(await entries(one.streamId)));
    });

    it('keeps no history of streams no feature declares', async () => {
      const jobId = randomUUID();
      const elsewhere = recorded(`other-${jobId}`, 'JobCreated', { jobId, ownerId: 'u1', job, status: 'A', createdAt: '2026-03-01T10:00:00.000Z' }, {});
      await spec.given(elsewhere);
      expect(await entries(`other-${jobId}`)).toEqual([]);
    });

    it('names a deleted account nowhere: its entries stay, acted by no one known', async () => {
      const ownerId = randomUUID();
      const staffId = randomUUID();
      const { streamId, events } = jobEvents(ownerId, staffId);
      await spec.given(...events);
      const deleted = { ...storedEvent('AccountDeleted', { userId: ownerId, deletedAt: '2026-03-04T00:00:00.000Z' }, { streamId: `user-${ownerId}` }), metadata: { userId: ownerId } };
      await spec.given(deleted);
      const left = await entries(streamId);
      expect(left.map((e) => [e.actor, e.on_behalf_of])).toEqual([[null, null], [staffId, null], [null, null]]);
      expect(JSON.stringify(left)).not.toContain(ownerId);
      // and so does a rebuild that meets the deletion in the same batch
      const again = jobEvents(ownerId, staffId);
      await spec.givenViaBatchForm(...again.events, { ...deleted, position: nextPosition() });
      expect(JSON.stringify(await entries(again.streamId))).not.toContain(ownerId);
    });
  });
}
