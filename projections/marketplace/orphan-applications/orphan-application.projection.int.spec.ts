import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { orphanApplicationProjection } from './orphan-application.projection';

const appliedAt = '2026-03-10T09:00:00.000Z';
const registeredAt = '2026-03-12T11:00:00.000Z';
const deletedAt = '2026-04-01T08:00:00.000Z';

// A CV sent to a job without an account, and the row the recruiter then sees for it.
function applied(applicantId: string, jobId: string, recruiterId = randomUUID()) {
  const resume = { id: randomUUID(), name: `${applicantId.slice(0, 8)}.pdf`, kind: 'pdf', size: 2048 };
  const event = storedEvent('OrphanApplicationSubmitted', {
    applicantId,
    jobId,
    recruiterId,
    email: `${applicantId}@example.com`,
    first_name: 'Loveday',
    last_name: 'Opie',
    guestId: randomUUID(),
    resume,
    appliedAt,
  });
  const row = (seekerId: string | null, last_position = event.position) => ({
    job_id: jobId,
    applicant_id: applicantId,
    recruiter_id: recruiterId,
    email: `${applicantId}@example.com`,
    first_name: 'Loveday',
    last_name: 'Opie',
    resume_id: resume.id,
    resume_name: resume.name,
    resume_size: 2048,
    applied_at: new Date(appliedAt),
    seeker_id: seekerId,
    last_position,
  });
  return { event, row };
}

const registered = (applicantId: string, seekerId: string, jobIds: string[]) => storedEvent('OrphanApplicantRegistered', { applicantId, seekerId, jobIds, registeredAt });

describeProjection(orphanApplicationProjection, (spec, db) => {
  const given = (viaBatchForm: boolean, ...events: RecordedEvent[]) => (viaBatchForm ? spec.givenViaBatchForm(...events) : spec.given(...events));
  const sorted = <R extends { applicant_id: string; job_id: string }>(list: readonly R[]) =>
    [...list].sort((a, b) => a.applicant_id.localeCompare(b.applicant_id) || a.job_id.localeCompare(b.job_id));
  const rows = async (applicantIds: readonly string[]) => sorted(await db().selectFrom('orphan_application').selectAll().where('applicant_id', 'in', applicantIds).execute());

  for (const viaBatchForm of [false, true]) {
    const form = viaBatchForm ? 'batch form' : 'handlers';

    it(`keeps each application made without an account, with its applicant and CV, and a replay as it was (${form})`, async () => {
      const [applicant, other, job, otherJob] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const sent = [applied(applicant, job), applied(applicant, otherJob), applied(other, job)];
      await given(viaBatchForm, ...sent.map((s) => s.event));
      const expected = sorted(sent.map((s) => s.row(null)));
      expect(await rows([applicant, other])).toEqual(expected);
      await given(viaBatchForm, ...sent.map((s) => s.event));
      expect(await rows([applicant, other])).toEqual(expected);
    });

    it(`names the account the applications carried over to belong to, and only those (${form})`, async () => {
      const [applicant, other, seekerId] = [randomUUID(), randomUUID(), randomUUID()];
      const [carried, alsoCarried, left] = [randomUUID(), randomUUID(), randomUUID()];
      const mine = [applied(applicant, carried), applied(applicant, alsoCarried), applied(applicant, left)];
      // another applicant to a job that was carried over keeps their row as it was
      const theirs = applied(other, carried);
      await given(viaBatchForm, ...mine.map((s) => s.event), theirs.event);
      const registration = registered(applicant, seekerId, [carried, alsoCarried]);
      await given(viaBatchForm, registration);
      expect(await rows([applicant, other])).toEqual(
        sorted([mine[0]!.row(seekerId, registration.position), mine[1]!.row(seekerId, registration.position), mine[2]!.row(null), theirs.row(null)]),
      );
    });

    it(`removes what a deleted account sent before it had one, also what was never carried over, and keeps everyone else's (${form})`, async () => {
      const [applicant, elsewhere, stranger, seekerId, otherSeeker] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const [job, otherJob] = [randomUUID(), randomUUID()];
      // the account's applicant: one application carried over, one sent from another browser and never carried over
      const carried = applied(applicant, job);
      const notCarried = applied(applicant, otherJob);
      // another person who made an account, and one who never did, applied to the same job
      const otherAccount = applied(elsewhere, job);
      const noAccount = applied(stranger, job);
      const theirs = registered(elsewhere, otherSeeker, [job]);
      const deleted = storedEvent('AccountDeleted', { userId: seekerId, deletedAt });
      // all in one batch: the deletion comes after the writes before it
      await given(viaBatchForm, carried.event, notCarried.event, otherAccount.event, noAccount.event, registered(applicant, seekerId, [job]), theirs, deleted);
      expect(await rows([applicant])).toEqual([]);
      expect(await rows([elsewhere, stranger])).toEqual(sorted([otherAccount.row(otherSeeker, theirs.position), noAccount.row(null)]));
    });
  }
});
