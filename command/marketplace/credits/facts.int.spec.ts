import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { jobInfoSchema, type JobStatus } from '../../../contracts/marketplace/jobs/job';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { activityProjection } from '../../../projections/marketplace/activity/activity.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { describeProjection, ProjectionSpecification } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import type { CommandDeps } from '../../core/deps';
import { contactTargetOf, haveMatched, promotedJobOf } from './facts';

const at = '2026-11-01T08:00:00.000Z';
const registered = (userId: string, lookingforwork: boolean) =>
  storedEvent('UserRegistered', { userId, email: `${userId}@x.test`, first_name: 'Dana', last_name: 'Levi', lookingforwork, isAdmin: false, card_color: 0, source: 'web', registeredAt: at });
const phone = (userId: string, number: string, noPhone = false) => storedEvent('ProfileSaved', { userId, changes: { phone: number, noPhone }, savedAt: at });
const job = (jobId: string, number: string | null, status: JobStatus = 'A') => {
  const info = jobInfoSchema.parse({
    title: 'Backend Engineer', company: 'Acme Labs', employmentType: 'FULL_TIME', seniorityLevel: 'Mid-Level', description: 'Build APIs.',
    location: 'Tel Aviv', loc_lat: 32.08, loc_lng: 34.78, salaryMin: 20000, salaryMax: 30000, tags: ['Node.js'], selectedTags: [],
  });
  return storedEvent('JobCreated', { jobId, ownerId: 'recruiter-1', job: { ...info, phone: number }, status, createdAt: at });
};
const pair = { jobId: 'job-1', recruiterId: 'recruiter-1' };

describeProjection(userAccountProjection, { title: 'the credits facts', alongside: [jobProjection, activityProjection] }, (spec, db) => {
  const deps = () => ({ db: db() }) as CommandDeps;
  const jobs = ProjectionSpecification.for(jobProjection, db);
  const applications = ProjectionSpecification.for(activityProjection, db);

  it("answers a job's contact (its phone, its owner's email) for a job alone or named with its owner", async () => {
    await spec.given(registered('recruiter-1', false), phone('recruiter-1', '050-1111111'));
    await jobs.given(job('job-1', '03-7777777'), job('job-2', ''));
    const jobContact = { type: 'job', ownerId: 'recruiter-1', jobId: 'job-1', email: 'recruiter-1@x.test', phone: '03-7777777' };
    expect(await contactTargetOf(deps(), { jobId: 'job-1' })).toEqual(jobContact);
    expect(await contactTargetOf(deps(), { jobId: 'job-1', profileId: 'recruiter-1' })).toEqual(jobContact);
    expect(await contactTargetOf(deps(), { jobId: 'job-2' })).toEqual({ ...jobContact, jobId: 'job-2', phone: null });
  });

  it("answers a profile's contact, its phone unless the person keeps it back, whatever job the two meet over", async () => {
    await spec.given(registered('seeker-1', true), phone('seeker-1', '052-2222222'), registered('seeker-2', true), phone('seeker-2', '053-3333333', true), registered('seeker-3', true));
    const seekerContact = { type: 'profile', ownerId: 'seeker-1', jobId: 'job-1', email: 'seeker-1@x.test', phone: '052-2222222' };
    expect(await contactTargetOf(deps(), { jobId: 'job-1', profileId: 'seeker-1' })).toEqual(seekerContact);
    expect(await contactTargetOf(deps(), { profileId: 'seeker-1' })).toEqual({ ...seekerContact, jobId: null });
    expect(await contactTargetOf(deps(), { profileId: 'seeker-2' })).toMatchObject({ ownerId: 'seeker-2', phone: null });
    expect(await contactTargetOf(deps(), { profileId: 'seeker-3' })).toMatchObject({ ownerId: 'seeker-3', email: 'seeker-3@x.test', phone: null });
  });

  it('answers no contact for a deleted job, a job or a person that is not there, or nothing named', async () => {
    await jobs.given(job('job-9', '03-9999999', 'D'));
    expect(await contactTargetOf(deps(), { jobId: 'job-9' })).toBeNull();
    expect(await contactTargetOf(deps(), { jobId: 'job-0' })).toBeNull();
    expect(await contactTargetOf(deps(), { profileId: 'nobody' })).toBeNull();
    expect(await contactTargetOf(deps(), {})).toBeNull();
    // a profile named over a deleted job is the profile's contact, over no job
    expect(await contactTargetOf(deps(), { jobId: 'job-9', profileId: 'seeker-1' })).toMatchObject({ type: 'profile', ownerId: 'seeker-1', jobId: null });
  });

  it('knows two people matched on a job, whichever is named first, and not for an application alone', async () => {
    await applications.given(
      storedEvent('ApplicationSubmitted', { ...pair, seekerId: 'seeker-1', appliedAt: at }),
      storedEvent('ConnectSent', { ...pair, seekerId: 'seeker-1', connectedAt: at }),
      storedEvent('MatchMade', { ...pair, seekerId: 'seeker-1', matchedAt: at }),
      storedEvent('ApplicationSubmitted', { ...pair, seekerId: 'seeker-2', appliedAt: at }),
    );
    expect(await haveMatched(deps(), 'seeker-1', 'recruiter-1')).toBe(true);
    expect(await haveMatched(deps(), 'recruiter-1', 'seeker-1')).toBe(true);
    expect(await haveMatched(deps(), 'seeker-2', 'recruiter-1')).toBe(false);
    expect(await haveMatched(deps(), 'seeker-1', 'seeker-2')).toBe(false);
  });

  it('reads the owner and status of a job to promote', async () => {
    expect(await promotedJobOf(deps(), 'job-1')).toEqual({ owner_id: 'recruiter-1', status: 'A' });
    expect(await promotedJobOf(deps(), 'job-0')).toBeUndefined();
  });
});

describeProjection(userAccountProjection, { title: 'the credits facts before the applications read model' }, (_spec, db) => {
  it('counts nobody as matched while the applications table is not there, and hides no other error', async () => {
    const deps = { db: db() } as CommandDeps;
    expect(await haveMatched(deps, 'seeker-1', 'recruiter-1')).toBe(false);
    await sql`CREATE TABLE application (job_id text)`.execute(db());
    await expect(haveMatched(deps, 'seeker-1', 'recruiter-1')).rejects.toMatchObject({ code: '42703' });
  });
});
