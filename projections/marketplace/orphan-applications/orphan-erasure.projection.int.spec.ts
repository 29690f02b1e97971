import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection, ProjectionSpecification } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { userAccountProjection } from '../../identity/users/user-account.projection';
import { jobProjection } from '../jobs/job.projection';
import type { Projection } from '../../core/projection';
import { activityProjection } from '../activity/activity.projection';
import { notificationProjection } from '../inbox/notification.projection';
import { orphanApplicationProjection } from './orphan-application.projection';

const at = '2026-03-10T09:00:00.000Z';
const erasedAt = '2026-09-07T04:23:00.000Z';
const owned = [activityProjection, notificationProjection, orphanApplicationProjection];

// One applicant without an account, applied to a job: the events applyOrphan appends.
function orphanApplied(recruiterId: string, jobId = randomUUID()) {
  const applicantId = randomUUID();
  const resume = { id: randomUUID(), name: 'cv.pdf', kind: 'pdf', size: 10 };
  return {
    applicantId,
    jobId,
    events: [
      storedEvent('OrphanApplicationSubmitted', { applicantId, jobId, recruiterId, email: `${applicantId}@example.com`, first_name: 'Loveday', last_name: 'Opie', guestId: null, resume, appliedAt: at }),
      storedEvent('ApplicationSubmitted', { jobId, seekerId: applicantId, recruiterId, appliedAt: at }),
    ],
  };
}

// every read model that holds the applicant, and those they read
const alongside = [userAccountProjection, jobProjection, activityProjection, notificationProjection];

describeProjection(orphanApplicationProjection, { title: 'erasing an applicant without an account', alongside }, (_spec, db) => {

  // what each read model holds about these people
  const about = async (ids: readonly string[]) => ({
    application: (await db().selectFrom('application').select('seeker_id').where('seeker_id', 'in', ids).execute()).map((r) => r.seeker_id).sort(),
    flags: (await db().selectFrom('activity_flag').select('user_id').where('user_id', 'in', ids).execute()).map((r) => r.user_id).sort(),
    notices: (await db().selectFrom('notification').select('payload').execute()).map((r) => String((r.payload as { otherUserId: string }).otherUserId)).filter((id) => ids.includes(id)).sort(),
    orphans: (await db().selectFrom('orphan_application').select('applicant_id').where('applicant_id', 'in', ids).execute()).map((r) => r.applicant_id).sort(),
  });
  const given = async (viaBatchForm: boolean, events: RecordedEvent[], projections: readonly Projection[] = owned) => {
    for (const p of projections) {
      const spec = ProjectionSpecification.for(p, db);
      await (viaBatchForm ? spec.givenViaBatchForm(...events) : spec.given(...events));
    }
  };

  for (const viaBatchForm of [false, true]) {
    it(`removes the erased applicant's rows from every read model and keeps the others (${viaBatchForm ? 'batch form' : 'handlers'})`, async () => {
      const recruiterId = randomUUID();
      const erased = orphanApplied(recruiterId);
      const kept = orphanApplied(recruiterId, erased.jobId);
      await given(viaBatchForm, [...erased.events, ...kept.events]);
      const both = [erased.applicantId, kept.applicantId].sort();
      expect(await about(both)).toEqual({ application: both, flags: both, notices: both, orphans: both });

      const erasure = storedEvent('OrphanApplicantErased', { applicantId: erased.applicantId, jobIds: [erased.jobId], lastAppliedAt: at, erasedAt });
      await given(viaBatchForm, [erasure]);
      const keptId = kept.applicantId;
      expect(await about(both)).toEqual({ application: [keptId], flags: [keptId], notices: [keptId], orphans: [keptId] });
      // a replay changes nothing
      await given(viaBatchForm, [erasure]);
      expect(await about(both)).toEqual({ application: [keptId], flags: [keptId], notices: [keptId], orphans: [keptId] });
    });
  }

  it('tells the recruiter their applicants changed and drops the dot once none is left', async () => {
    const recruiterId = randomUUID();
    const erased = orphanApplied(recruiterId);
    await given(false, erased.events);
    const dot = async () => (await db().selectFrom('activity_flag').select('has_applicants').where('user_id', '=', recruiterId).executeTakeFirst())?.has_applicants;
    expect(await dot()).toBe(true);
    const published = await ProjectionSpecification.for(activityProjection, db).given(
      storedEvent('OrphanApplicantErased', { applicantId: erased.applicantId, jobIds: [erased.jobId], lastAppliedAt: at, erasedAt }),
    );
    expect(await dot()).toBe(false);
    expect(published).toMatchObject([{ room: `user:${recruiterId}`, name: 'activity.changed', message: { views: ['applicants'] } }]);
  });
});
