import { describe, it } from 'vitest';
import { say } from '../../../contracts/core/messages';
import type { ReportEvent } from '../../../contracts/marketplace/reports/events';
import { reportMessages as m } from '../../../contracts/marketplace/reports/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { reportDecider, type ReportCommand } from './decide-report';

const given = DeciderSpecification.for(reportDecider);
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const report = (change: Partial<Extract<ReportCommand, { type: 'Report' }>> = {}): ReportCommand => ({
  type: 'Report', reportId: 'r1', objectType: 'job', objectId: 'j1', reporterId: 'seeker', reason: 'Spam', text: null, company: null, found: { ownerId: 'recruiter' }, now, ...change,
});
const reported = (change: Partial<Extract<ReportEvent, { type: 'ObjectReported' }>['data']> = {}): ReportEvent => ({
  type: 'ObjectReported',
  data: { reportId: 'r1', type: 'job', objectId: 'j1', objectOwnerId: 'recruiter', company: null, reporterId: 'seeker', reason: 'Spam', text: null, reportedAt: at, ...change },
});
const ignored: ReportEvent = { type: 'ReportIgnored', data: { reportId: 'r1', ignoredAt: at } };

describe('the report decider', () => {
  it('records a report with what it is about and its owner', () => {
    given([]).when(report()).then([reported()]);
    given([]).when(report({ reason: 'Other', text: 'Asks for money up front' })).then([reported({ reason: 'Other', text: 'Asks for money up front' })]);
    // a review: its author is not named (reviews are anonymous)
    given([]).when(report({ objectType: 'review', objectId: 'rv1', company: 'Acme', found: { ownerId: null } })).then([reported({ type: 'review', objectId: 'rv1', objectOwnerId: null, company: 'Acme' })]);
  });

  it('changes nothing when the same person reports the same object again, even once handled', () => {
    given([reported()]).when(report()).thenNothingHappens();
    given([reported(), ignored]).when(report({ reason: 'Fake' })).thenNothingHappens();
  });

  it('refuses an object that is not there, and one of your own', () => {
    given([]).when(report({ found: null })).thenFails('ReportedObjectNotFound');
    given([]).when(report({ found: { ownerId: 'seeker' } })).thenFails('ValidationFailed', m.ReportOwnObject);
    // a review's author is not named in the report, and may not report it
    given([]).when(report({ objectType: 'review', objectId: 'rv1', found: { ownerId: null, authorId: 'seeker' } })).thenFails('ValidationFailed', m.ReportOwnReview);
    given([]).when(report({ objectType: 'interview', objectId: 'rv2', found: { ownerId: null, authorId: 'other' } })).then([reported({ type: 'interview', objectId: 'rv2', objectOwnerId: null })]);
  });

  it('ignores a waiting report once; a second action finds it handled', () => {
    given([reported()]).when({ type: 'Ignore', now }).then([ignored]);
    given([reported(), ignored]).when({ type: 'Ignore', now }).thenFails('ReportClosed');
    given([]).when({ type: 'Ignore', now }).thenFails('ReportNotFound');
  });

  it("deletes the job's owner or the profile's person, and no one else", () => {
    given([reported()]).when({ type: 'DeleteUser', userId: 'recruiter', now }).then([{ type: 'ReportedUserDeleted', data: { reportId: 'r1', deletedUserId: 'recruiter', deletedAt: at } }]);
    given([reported({ type: 'profile', objectId: 'p1', objectOwnerId: 'p1' })]).when({ type: 'DeleteUser', userId: 'p1', now }).then([{ type: 'ReportedUserDeleted', data: { reportId: 'r1', deletedUserId: 'p1', deletedAt: at } }]);
    given([reported()]).when({ type: 'DeleteUser', userId: 'someone', now }).thenFails('ReportMismatch', m.ReportNotAboutUser);
  });

  it('deletes the job reported only', () => {
    given([reported()]).when({ type: 'DeleteJob', jobId: 'j1', now }).then([{ type: 'ReportedJobDeleted', data: { reportId: 'r1', jobId: 'j1', deletedAt: at } }]);
    given([reported()]).when({ type: 'DeleteJob', jobId: 'j2', now }).thenFails('ReportMismatch', m.ReportNotAboutJob);
    given([reported({ type: 'profile', objectId: 'j1' })]).when({ type: 'DeleteJob', jobId: 'j1', now }).thenFails('ReportMismatch', m.ReportNotAboutJob);
  });

  it('deletes the review or interview reported, with the company the report has', () => {
    const review = reported({ type: 'review', objectId: 'rv1', objectOwnerId: null, company: 'Acme' });
    given([review]).when({ type: 'DeleteObject', objectId: 'rv1', objectType: 'review', company: null, now }).then([
      { type: 'ReportedObjectDeleted', data: { reportId: 'r1', objectId: 'rv1', type: 'review', company: 'Acme', deletedAt: at } },
    ]);
    given([review]).when({ type: 'DeleteObject', objectId: 'rv1', objectType: 'interview', company: null, now }).thenFails('ReportMismatch', say(m.ReportNotAboutObject, { type: 'interview' }));
  });
});
