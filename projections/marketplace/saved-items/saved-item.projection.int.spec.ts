import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { savedItemProjection } from './saved-item.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:00:00.000Z';

describeProjection(savedItemProjection, (spec, db) => {
  const list = (userId: string) =>
    db().selectFrom('saved_item').select(['item_id', 'item_type', 'saved_at']).where('user_id', '=', userId).execute().then((rows) => rows.sort((a, b) => a.item_id.localeCompare(b.item_id)));
  const saversOf = (itemId: string) => db().selectFrom('saved_item').select('user_id').where('item_id', '=', itemId).execute().then((rows) => rows.map((r) => r.user_id).sort());

  it('keeps each saved item with its kind and when it was saved, as saved last, and removes an unsaved one', async () => {
    const userId = randomUUID();
    const [job, resume] = [randomUUID(), randomUUID()];
    const saved = storedEvent('ItemSaved', { userId, itemId: job, itemType: 'job', savedAt: at });
    expect(await spec.given(saved, storedEvent('ItemSaved', { userId, itemId: resume, itemType: 'profile', savedAt: at }))).toEqual([]);
    expect(await list(userId)).toEqual(
      [{ item_id: job, item_type: 'job', saved_at: new Date(at) }, { item_id: resume, item_type: 'profile', saved_at: new Date(at) }].sort((a, b) => a.item_id.localeCompare(b.item_id)),
    );
    await spec.given(storedEvent('ItemSaved', { userId, itemId: job, itemType: 'job', savedAt: later }), storedEvent('ItemUnsaved', { userId, itemId: resume, unsavedAt: later }));
    // the first save again (a replay): the later one stays
    await spec.given(saved);
    expect(await list(userId)).toEqual([{ item_id: job, item_type: 'job', saved_at: new Date(later) }]);
  });

  it("removes only one person's save of an item when they unsave it", async () => {
    const [userId, other, job] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ItemSaved', { userId, itemId: job, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId: other, itemId: job, itemType: 'job', savedAt: at }),
      storedEvent('ItemUnsaved', { userId, itemId: job, unsavedAt: later }),
      storedEvent('ItemUnsaved', { userId: other, itemId: randomUUID(), unsavedAt: later }),
    );
    expect(await saversOf(job)).toEqual([other]);
  });

  it("removes a deleted account's list and its resume from others' lists, and keeps anything else with its id", async () => {
    const [userId, other, job] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ItemSaved', { userId, itemId: job, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId: other, itemId: userId, itemType: 'profile', savedAt: at }),
      storedEvent('ItemSaved', { userId: other, itemId: job, itemType: 'job', savedAt: at }),
      // not its resume: an item of another kind that happens to carry its id
      storedEvent('ItemSaved', { userId: other, itemId: userId, itemType: 'job', savedAt: at }),
    );
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: later }));
    expect(await list(userId)).toEqual([]);
    expect(await list(other)).toEqual([{ item_id: job, item_type: 'job', saved_at: new Date(at) }, { item_id: userId, item_type: 'job', saved_at: new Date(at) }].sort((a, b) => a.item_id.localeCompare(b.item_id)));
  });

  it("removes a job the administrators deleted from everyone's list, and keeps a resume with the same id", async () => {
    const [userId, other, jobId, otherJob] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('ItemSaved', { userId, itemId: jobId, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId: other, itemId: jobId, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId: other, itemId: otherJob, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId, itemId: jobId, itemType: 'profile', savedAt: at }),
    );
    // the same user cannot keep one id twice: the resume replaced the job in their list
    expect(await list(userId)).toEqual([{ item_id: jobId, item_type: 'profile', saved_at: new Date(at) }]);
    await spec.given(storedEvent('ReportedJobDeleted', { reportId: randomUUID(), jobId, deletedAt: later }));
    expect(await saversOf(jobId)).toEqual([userId]);
    expect(await list(other)).toEqual([{ item_id: otherJob, item_type: 'job', saved_at: new Date(at) }]);
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    const history = (userId: string, other: string, jobId: string) => [
      storedEvent('ItemSaved', { userId, itemId: jobId, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId, itemId: `${jobId}-kept`, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId, itemId: other, itemType: 'profile', savedAt: at }),
      storedEvent('ItemSaved', { userId, itemId: `${jobId}-unsaved`, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId: other, itemId: `${jobId}-kept`, itemType: 'job', savedAt: at }),
      storedEvent('ItemSaved', { userId, itemId: `${jobId}-kept`, itemType: 'job', savedAt: later }),
      storedEvent('ItemUnsaved', { userId, itemId: `${jobId}-unsaved`, unsavedAt: later }),
      storedEvent('ReportedJobDeleted', { reportId: randomUUID(), jobId, deletedAt: later }),
      storedEvent('AccountDeleted', { userId: other, deletedAt: later }),
    ];
    const rowsOf = async (userId: string, other: string, jobId: string) =>
      [...(await list(userId)), ...(await list(other))].map((r) => ({ ...r, item_id: r.item_id.replace(jobId, 'job') }));
    const one = [randomUUID(), randomUUID(), randomUUID()] as const;
    const rebuilt = [randomUUID(), randomUUID(), randomUUID()] as const;
    await spec.given(...history(...one));
    await spec.givenViaBatchForm(...history(...rebuilt));
    const rows = await rowsOf(...rebuilt);
    expect(rows).toEqual([{ item_id: 'job-kept', item_type: 'job', saved_at: new Date(later) }]);
    expect(await rowsOf(...one)).toEqual(rows);
  });
});
