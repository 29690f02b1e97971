import { describe, expect, it } from 'vitest';
import type { OrphanApplicationEvent } from '../../../contracts/marketplace/orphan-applications/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { orphanErasureDecider, type EraseLapsedOrphanApplicant } from './decide-orphan-erasure';

const given = DeciderSpecification.for(orphanErasureDecider);
const now = new Date('2026-11-23T04:23:00.000Z');
const cutoff = new Date('2026-05-27T04:23:00.000Z');
const person = { email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi', guestId: 'guest-1' };
const submitted = (jobId: string, appliedAt: string, applicantId = 'a-1'): OrphanApplicationEvent => ({
  type: 'OrphanApplicationSubmitted',
  data: { applicantId, jobId, recruiterId: 'rec-1', ...person, resume: { id: `cv-${jobId}`, name: 'cv.pdf', kind: 'pdf', size: 1000 }, appliedAt },
});
const erase = (applicantId = 'a-1'): EraseLapsedOrphanApplicant => ({ type: 'EraseLapsedOrphanApplicant', applicantId, cutoff, now });
const lapsed = '2026-05-01T10:00:00.000Z';
const recent = '2026-10-01T10:00:00.000Z';
const registered: OrphanApplicationEvent = { type: 'OrphanApplicantRegistered', data: { applicantId: 'a-1', seekerId: 's-1', jobIds: ['job-1'], registeredAt: lapsed } };

describe('EraseLapsedOrphanApplicant', () => {
  it('erases an applicant whose last application is older than the cutoff and who made no account', () => {
    given([submitted('job-1', '2026-04-01T10:00:00.000Z'), submitted('job-2', lapsed)]).when(erase()).then([
      { type: 'OrphanApplicantErased', data: { applicantId: 'a-1', jobIds: ['job-1', 'job-2'], lastAppliedAt: lapsed, erasedAt: now.toISOString() } },
    ]);
  });
  it('keeps an applicant who applied again within the period', () => {
    given([submitted('job-1', lapsed), submitted('job-2', recent)]).when(erase()).thenNothingHappens();
  });
  it('keeps an applicant whose latest application is within the period, even when an older one was recorded after it', () => {
    given([submitted('job-2', recent), submitted('job-1', lapsed)]).when(erase()).thenNothingHappens();
  });
  it('keeps an applicant whose last application was sent exactly at the cutoff', () => {
    given([submitted('job-1', cutoff.toISOString())]).when(erase()).thenNothingHappens();
  });
  it('keeps an applicant who made an account, however long ago they applied', () => {
    given([submitted('job-1', lapsed), registered]).when(erase()).thenNothingHappens();
  });
  it('keeps an applicant who made an account and later applied again without signing in', () => {
    given([submitted('job-1', '2026-04-01T10:00:00.000Z'), registered, submitted('job-2', lapsed)]).when(erase()).thenNothingHappens();
  });
  it('keeps an applicant whose applications were carried over to their account', () => {
    const carried: OrphanApplicationEvent = {
      type: 'ApplicationCarriedOver',
      data: { jobId: 'job-1', seekerId: 's-1', recruiterId: 'rec-1', applicantId: 'a-1', appliedAt: lapsed, carriedAt: lapsed },
    };
    given([submitted('job-1', lapsed), registered, carried]).when(erase()).thenNothingHappens();
  });
  it('records the erasure once', () => {
    const erased: OrphanApplicationEvent = { type: 'OrphanApplicantErased', data: { applicantId: 'a-1', jobIds: ['job-1'], lastAppliedAt: lapsed, erasedAt: now.toISOString() } };
    given([submitted('job-1', lapsed), erased]).when(erase()).thenNothingHappens();
  });
  it('erases only the applicant named: the address may have applied again under a new one', () => {
    const events = [submitted('job-1', lapsed), submitted('job-2', recent, 'a-2')];
    given(events).when(erase('a-2')).thenNothingHappens();
    given(events).when(erase('nobody')).thenNothingHappens();
    expect(given(events).when(erase('a-1')).result()).toMatchObject([{ data: { applicantId: 'a-1', jobIds: ['job-1'] } }]);
  });
  it('keeps the CVs of every application in the state, to remove them after the key', () => {
    expect(given([submitted('job-1', lapsed), submitted('job-2', lapsed)]).state().applicants['a-1']?.resumeIds).toEqual(['cv-job-1', 'cv-job-2']);
  });
  it('says in the state after the erasure that the applicant is erased, with their CVs, so the key and the files go even on a retried run', () => {
    const erased: OrphanApplicationEvent = { type: 'OrphanApplicantErased', data: { applicantId: 'a-1', jobIds: ['job-1'], lastAppliedAt: lapsed, erasedAt: now.toISOString() } };
    expect(given([submitted('job-1', lapsed), erased]).state().applicants['a-1']).toEqual({
      lastAppliedAt: lapsed,
      jobIds: ['job-1'],
      resumeIds: ['cv-job-1'],
      seekerId: null,
      erasedAt: now.toISOString(),
    });
  });
});
