import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { orphanDecider, type OrphanCommand, type OrphanDecision } from './decide-orphan';

const given = DeciderSpecification.for(orphanDecider);
const now = new Date('2026-11-23T10:00:00.000Z');
const at = now.toISOString();
const resume = { id: 'f1', name: 'cv.pdf', kind: 'pdf', size: 1000 };
const person = { email: 'dana@example.com', first_name: 'Dana', last_name: 'Levi' };
const apply = (overrides: Partial<Extract<OrphanCommand, { type: 'ApplyOrphan' }>> = {}): OrphanCommand => ({
  type: 'ApplyOrphan', newApplicantId: 'a-1', jobId: 'job-1', job: { status: 'A', ownerId: 'rec-1' }, ...person, guestId: 'guest-1', resume, now, ...overrides,
});
const submitted = (jobId = 'job-1', guestId: string | null = 'guest-1'): OrphanDecision => ({
  type: 'OrphanApplicationSubmitted', data: { applicantId: 'a-1', jobId, recruiterId: 'rec-1', ...person, guestId, resume, appliedAt: at },
});

describe('ApplyOrphan', () => {
  it('records the applicant and the application to an active job', () => {
    given([]).when(apply()).then([submitted(), { type: 'ApplicationSubmitted', data: { jobId: 'job-1', seekerId: 'a-1', recruiterId: 'rec-1', appliedAt: at } }]);
  });
  it('records nothing when the same email applied to the job already', () => {
    given([submitted()]).when(apply({ newApplicantId: 'a-2', guestId: 'guest-2' })).thenNothingHappens();
  });
  it('keeps the applicant id of the first application for the next job', () => {
    const result = given([submitted()]).when(apply({ jobId: 'job-2', newApplicantId: 'a-2' })).result();
    expect(result).toMatchObject([{ type: 'OrphanApplicationSubmitted', data: { applicantId: 'a-1', jobId: 'job-2' } }, { type: 'ApplicationSubmitted', data: { seekerId: 'a-1', jobId: 'job-2' } }]);
  });
  it('rejects with JobNotFound for a job that is not there or was deleted, JobNotActive for a closed one', () => {
    given([]).when(apply({ job: { status: 'none', ownerId: null } })).thenFails('JobNotFound');
    given([]).when(apply({ job: { status: 'D', ownerId: 'rec-1' } })).thenFails('JobNotFound');
    given([]).when(apply({ job: { status: 'O', ownerId: 'rec-1' } })).thenFails('JobNotActive');
  });
  it('records nothing when the email applies again to a job whose application went to the account', () => {
    const registered: OrphanDecision = { type: 'OrphanApplicantRegistered', data: { applicantId: 'a-1', seekerId: 's-1', jobIds: ['job-1'], registeredAt: at } };
    const carried: OrphanDecision = { type: 'ApplicationCarriedOver', data: { jobId: 'job-1', seekerId: 's-1', recruiterId: 'rec-1', applicantId: 'a-1', appliedAt: at, carriedAt: at } };
    given([submitted(), registered, carried]).when(apply()).thenNothingHappens();
  });
});

describe('CarryOver', () => {
  it("carries the visitor's applications over to the new seeker", () => {
    given([submitted('job-1'), submitted('job-2', 'guest-2')]).when({ type: 'CarryOver', seekerId: 's-1', guestId: 'guest-1', now }).then([
      { type: 'OrphanApplicantRegistered', data: { applicantId: 'a-1', seekerId: 's-1', jobIds: ['job-1'], registeredAt: at } },
      { type: 'ApplicationCarriedOver', data: { jobId: 'job-1', seekerId: 's-1', recruiterId: 'rec-1', applicantId: 'a-1', appliedAt: at, carriedAt: at } },
    ]);
  });
  it('rejects with NoOrphanApplication for another visitor, or once carried over', () => {
    given([submitted()]).when({ type: 'CarryOver', seekerId: 's-1', guestId: 'guest-9', now }).thenFails('NoOrphanApplication');
    const registered: OrphanDecision = { type: 'OrphanApplicantRegistered', data: { applicantId: 'a-1', seekerId: 's-1', jobIds: ['job-1'], registeredAt: at } };
    given([submitted(), registered]).when({ type: 'CarryOver', seekerId: 's-2', guestId: 'guest-1', now }).thenFails('NoOrphanApplication');
  });
});
