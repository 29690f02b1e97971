import { describe, expect, it } from 'vitest';
import { domainError, type DomainError } from '../../../contracts/core/errors';
import type { JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobInfoSchema, type JobInfo } from '../../../contracts/marketplace/jobs/job';
import { jobDecider, jobSlotsDecider, type JobCommand, type JobSlotsCommand } from './decide-job';

const given = (events: JobEvent[]) => {
  const state = events.reduce(jobDecider.evolve, jobDecider.initialState);
  return {
    when: (command: JobCommand) => ({
      then: (expected: JobEvent[] | DomainError) => expect(jobDecider.decide(command, state)).toEqual(expected),
    }),
  };
};

const givenSlots = (events: JobEvent[]) => {
  const state = events.reduce(jobSlotsDecider.evolve, jobSlotsDecider.initialState);
  return {
    when: (command: JobSlotsCommand) => ({
      then: (expected: JobEvent[] | DomainError) => expect(jobSlotsDecider.decide(command, state)).toEqual(expected),
    }),
  };
};

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
const statusChanged = (status: 'A' | 'O' | 'D'): JobEvent => ({
  type: 'JobStatusChanged',
  data: { jobId, ownerId, status, changedAt: now.toISOString() },
});

describe('CreateJob', () => {
  it('records JobCreated with the job, owner, status and createdAt on a new stream', () => {
    given([])
      .when({ type: 'CreateJob', jobId, ownerId, job, status: 'O', now })
      .then([{ type: 'JobCreated', data: { jobId, ownerId, job, status: 'O', createdAt: now.toISOString() } }]);
  });

  it('rejects with Conflict when the job already exists', () => {
    given([created]).when({ type: 'CreateJob', jobId, ownerId, job, status: 'A', now: later }).then(domainError('Conflict', 'This job already exists'));
  });
});

describe('UpdateJob and ChangeJobStatus guards', () => {
  const commands = (actorId: string): JobCommand[] => [
    { type: 'UpdateJob', actorId, changes: { title: 'Lead React Developer' }, now: later },
    { type: 'ChangeJobStatus', actorId, status: 'O', now: later },
  ];
  const cases = (actorId: string) => commands(actorId).map((command) => [command.type, command] as const);

  it.each(cases(ownerId))('rejects %s with JobNotFound when the job does not exist', (_type, command) => {
    given([]).when(command).then(domainError('JobNotFound'));
  });

  it.each(cases(otherId))('rejects %s with NotJobOwner when another recruiter owns the job', (_type, command) => {
    given([created]).when(command).then(domainError('NotJobOwner'));
  });

  it.each(cases(ownerId))('rejects %s with JobDeleted when the job was deleted', (_type, command) => {
    given([created, statusChanged('D')]).when(command).then(domainError('JobDeleted'));
  });

  it('tells another recruiter NotJobOwner even when the job was deleted', () => {
    given([created, statusChanged('D')]).when({ type: 'ChangeJobStatus', actorId: otherId, status: 'A', now: later }).then(domainError('NotJobOwner'));
  });
});

describe('ChangeJobStatus', () => {
  it('records JobStatusChanged when an active job is deactivated', () => {
    given([created])
      .when({ type: 'ChangeJobStatus', actorId: ownerId, status: 'O', now: later })
      .then([{ type: 'JobStatusChanged', data: { jobId, ownerId, status: 'O', changedAt: at } }]);
  });

  it('records JobStatusChanged when an inactive job is activated again', () => {
    given([created, statusChanged('O')])
      .when({ type: 'ChangeJobStatus', actorId: ownerId, status: 'A', now: later })
      .then([{ type: 'JobStatusChanged', data: { jobId, ownerId, status: 'A', changedAt: at } }]);
  });

  it('records JobStatusChanged when the owner deletes the job', () => {
    given([created])
      .when({ type: 'ChangeJobStatus', actorId: ownerId, status: 'D', now: later })
      .then([{ type: 'JobStatusChanged', data: { jobId, ownerId, status: 'D', changedAt: at } }]);
  });

  it('records nothing when the job already has that status', () => {
    given([created]).when({ type: 'ChangeJobStatus', actorId: ownerId, status: 'A', now: later }).then([]);
    given([created, statusChanged('O')]).when({ type: 'ChangeJobStatus', actorId: ownerId, status: 'O', now: later }).then([]);
  });
});

describe('UpdateJob', () => {
  const update = (changes: Partial<JobInfo>): JobCommand => ({ type: 'UpdateJob', actorId: ownerId, changes, now: later });

  it('records JobUpdated with only the fields that differ', () => {
    given([created])
      .when(update({ title: 'Lead React Developer', company: 'Acme', tags: ['react', 'typescript', 'node'], salaryMax: 30000 }))
      .then([{ type: 'JobUpdated', data: { jobId, changes: { title: 'Lead React Developer', tags: ['react', 'typescript', 'node'] }, updatedAt: at } }]);
  });

  it('records nothing when no field really changes', () => {
    given([created]).when(update({ title: 'Senior React Developer', tags: ['react', 'typescript'], salaryMin: 20000 })).then([]);
    given([created]).when(update({})).then([]);
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
    given([created]).when(update({ salaryMax: 15000 })).then(domainError('ValidationFailed', 'Maximum salary cannot be below the minimum'));
  });

  it('rejects with ValidationFailed when the maximum salary is cleared but a minimum is set', () => {
    given([created]).when(update({ salaryMax: null })).then(domainError('ValidationFailed', 'Maximum salary is required once a minimum is set'));
  });

  it('rejects with ValidationFailed when there are more than 10 tags', () => {
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    given([created]).when(update({ tags, selectedTags: [] })).then(domainError('ValidationFailed', 'Use at most 10 tags'));
  });

  it('rejects with ValidationFailed when a best tag is removed from the tags', () => {
    given([created]).when(update({ tags: ['typescript'] })).then(domainError('ValidationFailed', 'Best tags must be among the tags: react'));
  });

  it('rejects with ValidationFailed when the title is emptied', () => {
    given([created]).when(update({ title: '' })).then(domainError('ValidationFailed', 'Title is required'));
  });
});

describe('JobSlots', () => {
  const taken = (id: string): JobEvent => ({ type: 'JobSlotTaken', data: { ownerId, jobId: id, takenAt: now.toISOString() } });
  const released = (id: string): JobEvent => ({ type: 'JobSlotReleased', data: { ownerId, jobId: id, releasedAt: now.toISOString() } });
  const take = (id: string, limit: number): JobSlotsCommand => ({ type: 'TakeJobSlot', ownerId, jobId: id, limit, now: later });
  const release = (id: string): JobSlotsCommand => ({ type: 'ReleaseJobSlot', ownerId, jobId: id, now: later });

  it('records JobSlotTaken when the recruiter is under the limit', () => {
    givenSlots([taken('a')]).when(take('b', 2)).then([{ type: 'JobSlotTaken', data: { ownerId, jobId: 'b', takenAt: at } }]);
  });

  it('rejects with JobLimitReached when the recruiter already has limit active jobs', () => {
    givenSlots([taken('a'), taken('b')]).when(take('c', 2)).then(domainError('JobLimitReached'));
  });

  it('rejects with JobLimitReached when the limit is zero', () => {
    givenSlots([]).when(take('a', 0)).then(domainError('JobLimitReached'));
  });

  it('records nothing when the job already holds a slot, even at the limit', () => {
    givenSlots([taken('a'), taken('b')]).when(take('a', 2)).then([]);
  });

  it('frees a slot once it is released', () => {
    givenSlots([taken('a'), taken('b'), released('a')])
      .when(take('c', 2))
      .then([{ type: 'JobSlotTaken', data: { ownerId, jobId: 'c', takenAt: at } }]);
  });

  it('records JobSlotReleased when the job holds a slot', () => {
    givenSlots([taken('a')]).when(release('a')).then([{ type: 'JobSlotReleased', data: { ownerId, jobId: 'a', releasedAt: at } }]);
  });

  it('records nothing when releasing a slot the job does not hold', () => {
    givenSlots([]).when(release('a')).then([]);
    givenSlots([taken('a'), released('a')]).when(release('a')).then([]);
  });

  it('ignores job stream events when folding slots', () => {
    givenSlots([created, statusChanged('O'), taken('a')]).when(take('b', 2)).then([{ type: 'JobSlotTaken', data: { ownerId, jobId: 'b', takenAt: at } }]);
  });
});

describe('evolveJob', () => {
  it('ignores updates and status changes that arrive before the job is created', () => {
    const state = [statusChanged('O'), { type: 'JobUpdated', data: { jobId, changes: { title: 'x' }, updatedAt: at } } satisfies JobEvent].reduce(
      jobDecider.evolve,
      jobDecider.initialState,
    );
    expect(state).toEqual({ status: 'none' });
  });
});
