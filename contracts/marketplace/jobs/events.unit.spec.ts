import { describe, expect, it } from 'vitest';
import { jobEvents } from './events';

const job = {
  title: 'QA', company: 'Acme', company_url: null, employmentType: 'FULL_TIME', seniorityLevel: 'Junior', description: 'Test.', location: 'Haifa',
  loc_lat: 32.8, loc_lng: 35, country: 'Israel', countryCode: 'IL', streetAddress: null, postalCode: null, salaryMin: null, salaryMax: null,
  salaryCurrency: 'ILS', salaryFrequency: 'MONTH', tags: [], selectedTags: [], phone: '050-1234567', phoneToAllJobs: false,
};

describe('how job events read in a history', () => {
  it('says a job was created with its status, and remembers the status', () => {
    const created = jobEvents.JobCreated.describe?.({ jobId: 'j1', ownerId: 'u1', job, status: 'A', createdAt: '2026-01-01T00:00:00.000Z' }, {});
    expect(created).toEqual({ key: 'job.created', params: { status: 'A' }, remember: { status: 'A' } });
  });

  it('names the fields an edit changed, never their values', () => {
    const edited = jobEvents.JobUpdated.describe?.({ jobId: 'j1', changes: { title: 'Senior QA', phone: '050-7654321' }, updatedAt: '2026-01-02T00:00:00.000Z' }, { status: 'A' });
    expect(edited).toEqual({ key: 'job.edited', params: { fields: ['title', 'phone'] } });
    expect(JSON.stringify(edited)).not.toContain('050-7654321');
  });

  it('says a status change from the status the earlier entries remembered to the new one', () => {
    const changed = jobEvents.JobStatusChanged.describe?.({ jobId: 'j1', ownerId: 'u1', status: 'O', changedAt: '2026-01-03T00:00:00.000Z' }, { status: 'A' });
    expect(changed).toEqual({ key: 'job.statusChanged', params: { from: 'A', to: 'O' }, remember: { status: 'O' } });
    // a history that starts later than the job (or an unknown value) has no "from"
    expect(jobEvents.JobStatusChanged.describe?.({ jobId: 'j1', ownerId: 'u1', status: 'A', changedAt: '2026-01-04T00:00:00.000Z' }, {})?.params).toEqual({ from: null, to: 'A' });
  });

  it('leaves the slot bookkeeping out of the history', () => {
    expect(jobEvents.JobSlotTaken.describe).toBeUndefined();
    expect(jobEvents.JobSlotReleased.describe).toBeUndefined();
  });
});
