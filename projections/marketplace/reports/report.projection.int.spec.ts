import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { reportProjection } from './report.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:00:00.000Z';
type Reported = { reportId?: string; type: string; objectId: string; objectOwnerId?: string | null; company?: string | null; reporterId?: string };
const reported = ({ reportId = randomUUID(), type, objectId, objectOwnerId = null, company = null, reporterId = randomUUID() }: Reported) =>
  storedEvent('ObjectReported', { reportId, type, objectId, objectOwnerId, company, reporterId, reason: 'spam', text: 'Looks fake', reportedAt: at });
const changed = (event: RecordedEvent) => ({ room: 'admin', name: 'reports.changed', message: { position: event.position } });

describeProjection(reportProjection, (spec, db) => {
  const report = (id: string) => db().selectFrom('report').select(['type', 'object_id', 'object_owner_id', 'company', 'reporter_id', 'reason', 'text', 'reported_at']).where('id', '=', id).executeTakeFirst();
  const reports = (ids: string[]) => db().selectFrom('report').select('id').where('id', 'in', ids).execute().then((rows) => rows.map((r) => r.id).sort());
  const byReporter = async (reporterId: string) =>
    (await db().selectFrom('report_by_reporter').select(['type', 'object_id']).where('reporter_id', '=', reporterId).execute()).sort((a, b) => a.object_id.localeCompare(b.object_id) || a.type.localeCompare(b.type));

  it('keeps a report as made, with what its reporter reported, and tells the admins', async () => {
    const [reportId, reporterId, jobId, ownerId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const event = storedEvent('ObjectReported', { reportId, type: 'job', objectId: jobId, objectOwnerId: ownerId, company: 'Acme', reporterId, reason: 'scam', text: 'Asks for money', reportedAt: at });
    expect(await spec.given(event)).toEqual([changed(event)]);
    expect(await report(reportId)).toEqual({ type: 'job', object_id: jobId, object_owner_id: ownerId, company: 'Acme', reporter_id: reporterId, reason: 'scam', text: 'Asks for money', reported_at: new Date(at) });
    expect(await byReporter(reporterId)).toEqual([{ type: 'job', object_id: jobId }]);
  });

  it("tells the admins once for a batch of reports, with the last one's position", async () => {
    const [first, second] = [reported({ type: 'review', objectId: randomUUID() }), reported({ type: 'review', objectId: randomUUID() })];
    expect(await spec.given(first, second)).toEqual([changed(second)]);
  });

  it('keeps one row per reporter and object, and a report replayed as it was', async () => {
    const [reportId, reporterId, objectId] = [randomUUID(), randomUUID(), randomUUID()];
    const event = storedEvent('ObjectReported', { reportId, type: 'profile', objectId, objectOwnerId: objectId, company: null, reporterId, reason: 'spam', text: null, reportedAt: at });
    await spec.given(event, reported({ type: 'profile', objectId, reporterId }), reported({ type: 'job', objectId, reporterId }));
    expect(await spec.given(event)).toEqual([]);
    expect(await report(reportId)).toEqual({ type: 'profile', object_id: objectId, object_owner_id: objectId, company: null, reporter_id: reporterId, reason: 'spam', text: null, reported_at: new Date(at) });
    expect(await byReporter(reporterId)).toEqual([
      { type: 'job', object_id: objectId },
      { type: 'profile', object_id: objectId },
    ]);
  });

  it('removes an ignored report alone, and tells the admins', async () => {
    const [objectId, ignoredId, otherId] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(reported({ reportId: ignoredId, type: 'job', objectId }), reported({ reportId: otherId, type: 'job', objectId }));
    const ignored = storedEvent('ReportIgnored', { reportId: ignoredId, ignoredAt: later });
    expect(await spec.given(ignored)).toEqual([changed(ignored)]);
    expect(await report(ignoredId)).toBeUndefined();
    expect(await reports([ignoredId, otherId])).toEqual([otherId]);
  });

  it("closes the reports of a deleted person's profile and of what they own, and only those", async () => {
    const [person, other] = [randomUUID(), randomUUID()];
    const ids = { handled: randomUUID(), profile: randomUUID(), owned: randomUUID(), reviewNamedLikeThem: randomUUID(), otherProfile: randomUUID() };
    await spec.given(
      // the report handled goes by its id, whatever it names; those of their profile and of their jobs go with it
      reported({ reportId: ids.handled, type: 'job', objectId: randomUUID(), objectOwnerId: other }),
      reported({ reportId: ids.profile, type: 'profile', objectId: person, objectOwnerId: null }),
      reported({ reportId: ids.owned, type: 'job', objectId: randomUUID(), objectOwnerId: person }),
      reported({ reportId: ids.reviewNamedLikeThem, type: 'review', objectId: person }),
      reported({ reportId: ids.otherProfile, type: 'profile', objectId: other, objectOwnerId: other }),
    );
    const handled = storedEvent('ReportedUserDeleted', { reportId: ids.handled, deletedUserId: person, deletedAt: later });
    expect(await spec.given(handled)).toEqual([changed(handled)]);
    expect(await reports(Object.values(ids))).toEqual([ids.reviewNamedLikeThem, ids.otherProfile].sort());
  });

  it("closes the reports of a deleted job, and of nothing else with the job's id", async () => {
    const [jobId, otherJob] = [randomUUID(), randomUUID()];
    const ids = { handled: randomUUID(), sameJob: randomUUID(), otherJob: randomUUID(), profileWithJobsId: randomUUID() };
    await spec.given(
      reported({ reportId: ids.handled, type: 'job', objectId: jobId }),
      reported({ reportId: ids.sameJob, type: 'job', objectId: jobId }),
      reported({ reportId: ids.otherJob, type: 'job', objectId: otherJob }),
      reported({ reportId: ids.profileWithJobsId, type: 'profile', objectId: jobId }),
    );
    const handled = storedEvent('ReportedJobDeleted', { reportId: ids.handled, jobId, deletedAt: later });
    expect(await spec.given(handled)).toEqual([changed(handled)]);
    expect(await reports(Object.values(ids))).toEqual([ids.otherJob, ids.profileWithJobsId].sort());
  });

  it('closes the report handled and the other reports of a deleted review, of its kind only', async () => {
    const [reviewId, otherReview] = [randomUUID(), randomUUID()];
    const ids = { handled: randomUUID(), sameReview: randomUUID(), asInterview: randomUUID(), otherReview: randomUUID(), handledElsewhere: randomUUID() };
    await spec.given(
      reported({ reportId: ids.handled, type: 'review', objectId: reviewId, company: 'Acme' }),
      reported({ reportId: ids.sameReview, type: 'review', objectId: reviewId }),
      reported({ reportId: ids.asInterview, type: 'interview', objectId: reviewId }),
      reported({ reportId: ids.otherReview, type: 'review', objectId: otherReview }),
      // a report whose id is the one handled goes whatever it names
      reported({ reportId: ids.handledElsewhere, type: 'interview', objectId: otherReview }),
    );
    const handled = [
      storedEvent('ReportedObjectDeleted', { reportId: ids.handled, objectId: reviewId, type: 'review', company: 'Acme', deletedAt: later }),
      storedEvent('ReportedObjectDeleted', { reportId: ids.handledElsewhere, objectId: randomUUID(), type: 'review', company: null, deletedAt: later }),
    ];
    // once for the batch, at its last position
    expect(await spec.given(...handled)).toEqual([changed(handled[1]!)]);
    expect(await reports(Object.values(ids))).toEqual([ids.asInterview, ids.otherReview].sort());
  });

  it('closes the reports of a job its owner deleted, and keeps them while it is only closed', async () => {
    const [jobId, ownerId] = [randomUUID(), randomUUID()];
    const ids = { job: randomUUID(), profileWithJobsId: randomUUID() };
    await spec.given(reported({ reportId: ids.job, type: 'job', objectId: jobId, objectOwnerId: ownerId }), reported({ reportId: ids.profileWithJobsId, type: 'profile', objectId: jobId }));
    await spec.given(storedEvent('JobStatusChanged', { jobId, ownerId, status: 'O', changedAt: later }), storedEvent('JobStatusChanged', { jobId, ownerId, status: 'A', changedAt: later }));
    expect(await reports(Object.values(ids))).toEqual(Object.values(ids).sort());
    await spec.given(storedEvent('JobStatusChanged', { jobId, ownerId, status: 'D', changedAt: later }));
    expect(await reports(Object.values(ids))).toEqual([ids.profileWithJobsId]);
  });

  it('closes the reports of a deleted account and of what it owned, and forgets its name and words in the reports it made', async () => {
    const [userId, other, ownedJob] = [randomUUID(), randomUUID(), randomUUID()];
    const ids = { profile: randomUUID(), owned: randomUUID(), made: randomUUID(), reviewNamedLikeThem: randomUUID(), others: randomUUID() };
    await spec.given(
      reported({ reportId: ids.profile, type: 'profile', objectId: userId, reporterId: other }),
      reported({ reportId: ids.owned, type: 'job', objectId: ownedJob, objectOwnerId: userId, reporterId: other }),
      storedEvent('ObjectReported', { reportId: ids.made, type: 'job', objectId: 'job-9', objectOwnerId: other, company: 'Globex', reporterId: userId, reason: 'scam', text: 'My words', reportedAt: at }),
      reported({ reportId: ids.reviewNamedLikeThem, type: 'review', objectId: userId, reporterId: other }),
      reported({ reportId: ids.others, type: 'job', objectId: 'job-9', objectOwnerId: other, reporterId: other }),
    );
    const deleted = storedEvent('AccountDeleted', { userId, deletedAt: later });
    // the reports it made changed: the admins hear of it
    expect(await spec.given(deleted)).toEqual([changed(deleted)]);
    expect(await reports(Object.values(ids))).toEqual([ids.made, ids.reviewNamedLikeThem, ids.others].sort());
    expect(await report(ids.made)).toEqual({ type: 'job', object_id: 'job-9', object_owner_id: other, company: 'Globex', reporter_id: null, reason: 'scam', text: null, reported_at: new Date(at) });
    expect(await report(ids.others)).toMatchObject({ reporter_id: other, text: 'Looks fake' });
    // what it reported, and what others reported of its profile; others' reports of its jobs stay
    expect(await byReporter(userId)).toEqual([]);
    expect(await byReporter(other)).toEqual(
      [{ type: 'job', object_id: ownedJob }, { type: 'review', object_id: userId }, { type: 'job', object_id: 'job-9' }].sort((a, b) => a.object_id.localeCompare(b.object_id)),
    );
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    const history = (userId: string, jobId: string) => {
      const events = [
        reported({ reportId: `${userId}-profile`, type: 'profile', objectId: userId }),
        reported({ reportId: `${userId}-job`, type: 'job', objectId: jobId, objectOwnerId: userId }),
        reported({ reportId: `${userId}-ignored`, type: 'review', objectId: jobId }),
        reported({ reportId: `${userId}-made`, type: 'review', objectId: 'review-1', reporterId: userId }),
        reported({ reportId: `${userId}-closed`, type: 'job', objectId: `${jobId}-closed` }),
        storedEvent('ReportIgnored', { reportId: `${userId}-ignored`, ignoredAt: later }),
        storedEvent('JobStatusChanged', { jobId: `${jobId}-closed`, ownerId: userId, status: 'D', changedAt: later }),
        storedEvent('AccountDeleted', { userId, deletedAt: later }),
      ];
      return events;
    };
    const rowsOf = async (userId: string) =>
      (await db().selectFrom('report').select(['id', 'type', 'reporter_id', 'text']).where('id', 'like', `${userId}-%`).orderBy('id').execute()).map((r) => ({ ...r, id: r.id.slice(userId.length) }));
    const [one, rebuilt] = [randomUUID(), randomUUID()];
    await spec.given(...history(one, randomUUID()));
    expect(await spec.givenViaBatchForm(...history(rebuilt, randomUUID()))).toEqual([]);
    const rows = await rowsOf(rebuilt);
    expect(rows).toEqual([{ id: '-made', type: 'review', reporter_id: null, text: null }]);
    expect(await rowsOf(one)).toEqual(rows);
    expect(await byReporter(rebuilt)).toEqual([]);
  });
});
