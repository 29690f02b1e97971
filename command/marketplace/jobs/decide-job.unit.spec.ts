import { describe, expect, it } from 'vitest';
import type { JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobInfoSchema, type JobInfo } from '../../../contracts/marketplace/jobs/job';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { jobStatusDecider, jobUpdateDecider, type JobStatusCommand, type UpdateJob } from './decide-job';
import { evolveJob, initialJobState } from './job';

const given = DeciderSpecification.for(jobUpdateDecider);
const givenJobAndSlots = DeciderSpecification.for(jobStatusDecider);

const jobId = 'j-1';
const ownerId = 'recruiter-1';
const otherId = 'recruiter-2';
const now = new Date('2025-04-01T09:00:00.000Z');
const later = new Date('2025-04-03T12:00:00.000Z');
const at = later.toISOString();

const job: JobInfo = jobInfoSchema.parse({
  title: 'Senior React Developer',
  company: 'Acme',
  employmentType: 'FULL_TIME',
  seniorityLevel: 'Senior',
  description: 'Build the product with us',
  location: 'Tel Aviv',
  loc_lat: 32.0853,
  loc_lng: 34.781768,
  salaryMin: 20000,
  salaryMax: 30000,
  tags: ['react', 'typescript'],
  selectedTags: ['react'],
});

const created: JobEvent = { type: 'JobCreated', data: { jobId, ownerId, job, status: 'A', createdAt: now.toISOString() } };
const createdInactive: JobEvent = { type: 'JobCreated', data: { jobId, ownerId, job, status: 'O', createdAt: now.toISOString() } };
const statusChanged = (status: 'A' | 'O' | 'D', when = now): JobEvent => ({ type: 'JobStatusChanged', data: { jobId, ownerId, status, changedAt: when.toISOString() } });
const taken = (id: string, when = now): JobEvent => ({ type: 'JobSlotTaken', data: { ownerId, jobId: id, takenAt: when.toISOString() } });
const released = (id: string, when = now): JobEvent => ({ type: 'JobSlotReleased', data: { ownerId, jobId: id, releasedAt: when.toISOString() } });
const create = (limit: number): JobStatusCommand => ({ type: 'CreateJob', jobId, ownerId, job, limit, now: later });
const change = (status: 'A' | 'O' | 'D', limit = 5, actorId = ownerId): JobStatusCommand => ({ type: 'ChangeJobStatus', actorId, status, limit, now: later });

describe('CreateJob', () => {
  it('records JobCreated active with JobSlotTaken when the recruiter is under the limit', () => {
    givenJobAndSlots([taken('other')])
      .when(create(2))
      .then([
        { type: 'JobCreated', data: { jobId, ownerId, job, status: 'A', createdAt: at } },
        { type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at } },
      ]);
  });
  it('records JobCreated inactive and takes no slot when the recruiter is at the limit', () => {
    givenJobAndSlots([taken('a'), taken('b')])
      .when(create(2))
      .then([{ type: 'JobCreated', data: { jobId, ownerId, job, status: 'O', createdAt: at } }]);
  });
  it('counts a released slot as free again', () => {
    expect(givenJobAndSlots([taken('a'), taken('b'), released('a')]).when(create(2)).result()).toContainEqual({ type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at } });
  });
  it('records a company address without a scheme with http://', () => {
    const bare = { ...job, company_url: 'acme.example/careers' };
    givenJobAndSlots([])
      .when({ type: 'CreateJob', jobId, ownerId, job: bare, limit: 2, now: later })
      .then([
        { type: 'JobCreated', data: { jobId, ownerId, job: { ...bare, company_url: 'http://acme.example/careers' }, status: 'A', createdAt: at } },
        { type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at } },
      ]);
  });
  it('rejects with Conflict when the job already exists', () => {
    givenJobAndSlots([created, taken(jobId)]).when(create(5)).thenFails('Conflict', 'This job already exists');
  });
});

describe('UpdateJob and ChangeJobStatus guards', () => {
  const update = (actorId: string): UpdateJob => ({ type: 'UpdateJob', actorId, changes: { title: 'Lead React Developer' }, now: later });
  it.each([ownerId])('rejects both with JobNotFound when the job does not exist', (actorId) => {
    given([]).when(update(actorId)).thenFails('JobNotFound');
    givenJobAndSlots([]).when(change('O', 5, actorId)).thenFails('JobNotFound');
  });
  it('rejects both with NotJobOwner when another recruiter owns the job', () => {
    given([created]).when(update(otherId)).thenFails('NotJobOwner');
    givenJobAndSlots([created, taken(jobId)]).when(change('O', 5, otherId)).thenFails('NotJobOwner');
  });
  it('rejects both with JobDeleted when the job was deleted', () => {
    given([created, statusChanged('D')]).when(update(ownerId)).thenFails('JobDeleted');
    givenJobAndSlots([created, taken(jobId), statusChanged('D'), released(jobId)]).when(change('A')).thenFails('JobDeleted');
  });
  it('tells another recruiter NotJobOwner even when the job was deleted', () => {
    givenJobAndSlots([created, statusChanged('D')]).when(change('A', 5, otherId)).thenFails('NotJobOwner');
  });
});

describe('ChangeJobStatus: the status and the slot move together', () => {
  it('deactivating an active job records JobStatusChanged and gives its slot back', () => {
    givenJobAndSlots([created, taken(jobId)])
      .when(change('O'))
      .then([
        { type: 'JobStatusChanged', data: { jobId, ownerId, status: 'O', changedAt: at } },
        { type: 'JobSlotReleased', data: { ownerId, jobId, releasedAt: at } },
      ]);
  });
  it('activating an inactive job takes a slot', () => {
    givenJobAndSlots([createdInactive])
      .when(change('A'))
      .then([
        { type: 'JobStatusChanged', data: { jobId, ownerId, status: 'A', changedAt: at } },
        { type: 'JobSlotTaken', data: { ownerId, jobId, takenAt: at } },
      ]);
  });
  it('rejects an activation with JobLimitReached when every slot is taken', () => {
    givenJobAndSlots([createdInactive, taken('a'), taken('b')]).when(change('A', 2)).thenFails('JobLimitReached');
  });
  it('rejects an activation with JobLimitReached when the limit is zero', () => {
    givenJobAndSlots([createdInactive]).when(change('A', 0)).thenFails('JobLimitReached');
  });
  it('deleting an active job gives its slot back', () => {
    givenJobAndSlots([created, taken(jobId)])
      .when(change('D'))
      .then([
        { type: 'JobStatusChanged', data: { jobId, ownerId, status: 'D', changedAt: at } },
        { type: 'JobSlotReleased', data: { ownerId, jobId, releasedAt: at } },
      ]);
  });
  it('deleting an inactive job touches no slot', () => {
    givenJobAndSlots([createdInactive]).when(change('D')).then([{ type: 'JobStatusChanged', data: { jobId, ownerId, status: 'D', changedAt: at } }]);
  });
  it('records nothing when the job already has that status', () => {
    givenJobAndSlots([created, taken(jobId)]).when(change('A')).thenNothingHappens();
    givenJobAndSlots([createdInactive]).when(change('O')).thenNothingHappens();
  });
  // data written before the status and the slot were appended together can disagree; the next
  // decision puts them right instead of making it worse
  it('repairs an active job that holds no slot: deactivating it releases nothing', () => {
    givenJobAndSlots([created]).when(change('O')).then([{ type: 'JobStatusChanged', data: { jobId, ownerId, status: 'O', changedAt: at } }]);
  });
  it('repairs an inactive job that still holds a slot: activating it takes no second slot, even at the limit', () => {
    givenJobAndSlots([createdInactive, taken(jobId), taken('b')]).when(change('A', 2)).then([{ type: 'JobStatusChanged', data: { jobId, ownerId, status: 'A', changedAt: at } }]);
  });
  it('repairs an inactive job that still holds a slot: deleting it releases the slot', () => {
    givenJobAndSlots([createdInactive, taken(jobId)])
      .when(change('D'))
      .then([
        { type: 'JobStatusChanged', data: { jobId, ownerId, status: 'D', changedAt: at } },
        { type: 'JobSlotReleased', data: { ownerId, jobId, releasedAt: at } },
      ]);
  });
});

describe('UpdateJob', () => {
  const update = (changes: Partial<JobInfo>): UpdateJob => ({ type: 'UpdateJob', actorId: ownerId, changes, now: later });

  it('records JobUpdated with only the fields that differ', () => {
    given([created])
      .when(update({ title: 'Lead React Developer', company: 'Acme', tags: ['react', 'typescript', 'node'], salaryMax: 30000 }))
      .then([{ type: 'JobUpdated', data: { jobId, changes: { title: 'Lead React Developer', tags: ['react', 'typescript', 'node'] }, updatedAt: at } }]);
  });

  it('records a company address without a scheme with http://, and one with a scheme as it is', () => {
    given([created]).when(update({ company_url: 'acme.example' })).then([{ type: 'JobUpdated', data: { jobId, changes: { company_url: 'http://acme.example' }, updatedAt: at } }]);
    given([created]).when(update({ company_url: 'https://acme.example' })).then([{ type: 'JobUpdated', data: { jobId, changes: { company_url: 'https://acme.example' }, updatedAt: at } }]);
  });

  it('records nothing when no field really changes', () => {
    given([created]).when(update({ title: 'Senior React Developer', tags: ['react', 'typescript'], salaryMin: 20000 })).then([]);
    given([created]).when(update({})).thenNothingHappens();
  });

  it('compares with the job as earlier updates left it', () => {
    const updated: JobEvent = { type: 'JobUpdated', data: { jobId, changes: { title: 'Lead React Developer' }, updatedAt: now.toISOString() } };
    given([created, updated]).when(update({ title: 'Lead React Developer' })).then([]);
    given([created, updated])
      .when(update({ title: 'Senior React Developer' }))
      .then([{ type: 'JobUpdated', data: { jobId, changes: { title: 'Senior React Developer' }, updatedAt: at } }]);
  });

  it('allows updating an inactive job', () => {
    given([created, statusChanged('O')])
      .when(update({ description: 'New text' }))
      .then([{ type: 'JobUpdated', data: { jobId, changes: { description: 'New text' }, updatedAt: at } }]);
  });

  it('rejects with ValidationFailed when salaryMax drops below salaryMin', () => {
    given([created]).when(update({ salaryMax: 15000 })).thenFails('ValidationFailed', 'Maximum salary cannot be below the minimum');
  });

  it('rejects with ValidationFailed when the maximum salary is cleared but a minimum is set', () => {
    given([created]).when(update({ salaryMax: null })).thenFails('ValidationFailed', 'Maximum salary is required once a minimum is set');
  });

  it('rejects with ValidationFailed when there are more than 10 tags', () => {
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    given([created]).when(update({ tags, selectedTags: [] })).thenFails('ValidationFailed', 'Use at most 10 tags');
  });

  it('rejects with ValidationFailed when a best tag is removed from the tags', () => {
    given([created]).when(update({ tags: ['typescript'] })).thenFails('ValidationFailed', 'Best tags must be among the tags: react');
  });

  it('rejects with ValidationFailed when the title is emptied', () => {
    given([created]).when(update({ title: '' })).thenFails('ValidationFailed', 'Title is required');
  });
});

describe('evolveJob', () => {
  it('ignores updates and status changes that arrive before the job is created', () => {
    const state = [statusChanged('O'), { type: 'JobUpdated', data: { jobId, changes: { title: 'x' }, updatedAt: at } } satisfies JobEvent].reduce(evolveJob, initialJobState);
    expect(state).toEqual({ status: 'none' });
  });
});
