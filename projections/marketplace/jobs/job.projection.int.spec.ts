import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { JobEvent } from '../../../contracts/marketplace/jobs/events';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { jobInfoSchema, type JobInfo, type JobStatus } from '../../../contracts/marketplace/jobs/job';
import type { JobChangedMessage } from '../../../contracts/marketplace/jobs/live';
import type { JobTable } from '../../../contracts/marketplace/jobs/tables';
import { describeProjection, type Published } from '../../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../../tests/support/specification/stored-event';
import { jobProjection } from './job.projection';

const recorded = (event: JobEvent, position = nextPosition()): RecordedEvent =>
  storedEvent(event.type, event.data as never, { position, streamId: jobStreamId(event.data.jobId) });

const createdAt = '2025-04-01T09:00:00.000Z';

const fullJob: JobInfo = jobInfoSchema.parse({
  title: 'Senior Kotlin Engineer',
  company: 'Globex Mobile',
  company_url: 'https://globex.example.com',
  employmentType: 'CONTRACTOR',
  seniorityLevel: 'Senior',
  description: 'Maintain our payments backend',
  location: 'Ramat Gan',
  loc_lat: 32.068424,
  loc_lng: 34.824785,
  country: 'Israel',
  countryCode: 'IL',
  streetAddress: 'Jabotinsky 1',
  postalCode: '52520',
  salaryMin: 120000,
  salaryMax: 180000.5,
  salaryCurrency: 'USD',
  salaryFrequency: 'YEAR',
  tags: ['kotlin', 'spring', 'postgresql'],
  selectedTags: ['kotlin'],
  phone: '03-1234567',
  phoneToAllJobs: true,
});

const jobCreated = (jobId: string, ownerId: string, status: JobStatus = 'A', job: JobInfo = fullJob): JobEvent => ({
  type: 'JobCreated',
  data: { jobId, ownerId, job, status, createdAt },
});

const statusChanged = (jobId: string, ownerId: string, status: JobStatus, changedAt: string): JobEvent => ({
  type: 'JobStatusChanged',
  data: { jobId, ownerId, status, changedAt },
});

describeProjection(jobProjection, (spec, db) => {
  // as the runner does: the events of a batch in one transaction; the live messages it sent
  const apply = (events: RecordedEvent[]) => spec.given(...events);

  const row = (jobId: string): Promise<Selectable<JobTable> | undefined> =>
    db().selectFrom('job').selectAll().where('id', '=', jobId).executeTakeFirst();

  const searchRow = (jobId: string) => db().selectFrom('job_search').selectAll().where('id', '=', jobId).executeTakeFirst();

  const matches = async (jobId: string, query: string): Promise<boolean> => {
    const found = await db()
      .selectFrom('job_search')
      .select('id')
      .where('id', '=', jobId)
      .where(sql<boolean>`words @@ to_tsquery('simple', ${query})`)
      .execute();
    return found.length === 1;
  };

  const createJob = async (status: JobStatus = 'A', job: JobInfo = fullJob) => {
    const jobId = randomUUID();
    const ownerId = randomUUID();
    const event = recorded(jobCreated(jobId, ownerId, status, job));
    await apply([event]);
    return { jobId, ownerId, event, before: (await row(jobId))! };
  };

  it('inserts a row with every job field mapped to its column on JobCreated', async () => {
    const jobId = randomUUID();
    const ownerId = randomUUID();
    const event = recorded(jobCreated(jobId, ownerId, 'O'));
    await apply([event]);
    const columns = await db().selectFrom('job').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(columns).toEqual({
      id: jobId,
      owner_id: ownerId,
      title: 'Senior Kotlin Engineer',
      company: 'Globex Mobile',
      company_url: 'https://globex.example.com',
      employment_type: 'CONTRACTOR',
      seniority_level: 'Senior',
      description: 'Maintain our payments backend',
      location: 'Ramat Gan',
      loc_lat: 32.068424,
      loc_lng: 34.824785,
      country: 'Israel',
      country_code: 'IL',
      street_address: 'Jabotinsky 1',
      postal_code: '52520',
      salary_min: 120000,
      salary_max: 180000.5,
      salary_currency: 'USD',
      salary_frequency: 'YEAR',
      tags: ['kotlin', 'spring', 'postgresql'],
      selected_tags: ['kotlin'],
      phone: '03-1234567',
      phone_to_all_jobs: true,
      status: 'O',
      applies: 0,
      promoted: 0,
      created_at: new Date(createdAt),
      updated_at: new Date(createdAt),
      last_position: event.position,
    });
    expect(await searchRow(jobId)).toEqual({
      id: jobId,
      status: 'O',
      promoted: 0,
      created_at: new Date(createdAt),
      loc_lat: 32.068424,
      loc_lng: 34.824785,
      seniority_level: 'Senior',
      employment_type: 'CONTRACTOR',
      company: 'Globex Mobile',
      tag_keys: ['kotlin', 'spring', 'postgresql'],
      facets: ['s:Senior', 'e:CONTRACTOR', 'c:Globex Mobile', 't:kotlin', 't:spring', 't:postgresql'],
      title_words: "'engineer' 'kotlin' 'senior'",
      words: "'backend' 'engineer' 'globex' 'kotlin' 'maintain' 'mobile' 'our' 'payments' 'postgresql' 'senior' 'spring'",
    });
  });

  it('stores the form defaults and nulls of a minimal job', async () => {
    const minimal = jobInfoSchema.parse({
      title: 'Barista',
      company: 'Cafe',
      employmentType: 'PART_TIME',
      seniorityLevel: 'Junior',
      description: 'Coffee',
      location: 'Haifa',
      loc_lat: 32.794044,
      loc_lng: 34.989571,
    });
    const { before } = await createJob('A', minimal);
    expect(before).toMatchObject({
      company_url: null,
      street_address: null,
      postal_code: null,
      salary_min: null,
      salary_max: null,
      salary_currency: 'ILS',
      salary_frequency: 'MONTH',
      country: 'Israel',
      country_code: 'IL',
      tags: [],
      selected_tags: [],
      phone: null,
      phone_to_all_jobs: false,
    });
  });

  // A JobUpdated carries only what changed: every other column, the form defaults included, must stay.
  it('writes only the changed columns on JobUpdated', async () => {
    const { jobId, before } = await createJob();
    const updatedAt = '2025-04-02T10:00:00.000Z';
    const event = recorded({
      type: 'JobUpdated',
      data: { jobId, changes: { title: 'Staff Kotlin Engineer', tags: ['kotlin', 'ktor'], salaryMax: 200000, company_url: null }, updatedAt },
    });
    await apply([event]);
    expect(await row(jobId)).toEqual({
      ...before,
      title: 'Staff Kotlin Engineer',
      tags: ['kotlin', 'ktor'],
      salary_max: 200000,
      company_url: null,
      updated_at: new Date(updatedAt),
      last_position: event.position,
    });
  });

  it('follows a JobUpdated in the search column', async () => {
    const { jobId } = await createJob();
    await apply([
      recorded({
        type: 'JobUpdated',
        data: { jobId, changes: { title: 'Staff Kotlin Engineer', tags: ['kotlin', 'ktor'] }, updatedAt: '2025-04-02T10:00:00.000Z' },
      }),
    ]);
    expect(await matches(jobId, 'staff:*')).toBe(true);
    expect(await matches(jobId, 'ktor:*')).toBe(true);
    expect(await matches(jobId, 'senior:*')).toBe(false);
    expect(await matches(jobId, 'spring:*')).toBe(false);
  });

  it('moves the status A → O → A on JobStatusChanged', async () => {
    const { jobId, ownerId, before } = await createJob('A');
    const seen: string[] = [(await row(jobId))!.status];
    const deactivated = recorded(statusChanged(jobId, ownerId, 'O', '2025-04-02T00:00:00.000Z'));
    await apply([deactivated]);
    seen.push((await row(jobId))!.status);
    const activated = recorded(statusChanged(jobId, ownerId, 'A', '2025-04-03T00:00:00.000Z'));
    await apply([activated]);
    seen.push((await row(jobId))!.status);
    expect(seen).toEqual(['A', 'O', 'A']);
    expect(await row(jobId)).toEqual({ ...before, status: 'A', updated_at: new Date('2025-04-03T00:00:00.000Z'), last_position: activated.position });
  });

  it('leaves rows identical when the same events are applied again', async () => {
    const jobId = randomUUID();
    const ownerId = randomUUID();
    const events = [
      recorded(jobCreated(jobId, ownerId, 'A')),
      recorded({ type: 'JobUpdated', data: { jobId, changes: { title: 'Principal Kotlin Engineer' }, updatedAt: '2025-04-02T00:00:00.000Z' } }),
      recorded(statusChanged(jobId, ownerId, 'O', '2025-04-03T00:00:00.000Z')),
      recorded(statusChanged(jobId, ownerId, 'A', '2025-04-04T00:00:00.000Z')),
    ];
    await apply(events);
    const first = await db().selectFrom('job').selectAll().where('id', '=', jobId).execute();
    await apply(events);
    const second = await db().selectFrom('job').selectAll().where('id', '=', jobId).execute();
    expect(second).toHaveLength(1);
    expect(second).toEqual(first);
    expect(second[0]).toMatchObject({ title: 'Principal Kotlin Engineer', status: 'A', last_position: events[3]!.position });
  });

  it('does not let an older event overwrite a row written by a newer one', async () => {
    const { jobId, ownerId } = await createJob('A');
    const older = nextPosition();
    const newer = nextPosition();
    await apply([recorded({ type: 'JobUpdated', data: { jobId, changes: { title: 'Newer title' }, updatedAt: '2025-04-03T00:00:00.000Z' } }, newer)]);
    const afterNewer = await row(jobId);
    await apply([
      recorded({ type: 'JobUpdated', data: { jobId, changes: { title: 'Older title' }, updatedAt: '2025-04-02T00:00:00.000Z' } }, older),
      recorded(statusChanged(jobId, ownerId, 'O', '2025-04-02T00:00:00.000Z'), older),
    ]);
    expect(await row(jobId)).toEqual(afterNewer);
    expect(afterNewer).toMatchObject({ title: 'Newer title', status: 'A', last_position: newer });
  });

  it('counts the applications to a job once each, replayed or not, and through the batch form the same', async () => {
    const applied = (jobId: string, seekerId: string): RecordedEvent =>
      storedEvent('ApplicationSubmitted', { jobId, seekerId, recruiterId: 'r', appliedAt: createdAt }, { position: nextPosition(), streamId: `application-${jobId}-${seekerId}` });
    const owner = randomUUID();
    const [viaHandlers, viaBatch] = [randomUUID(), randomUUID()];
    const history = (jobId: string) => [recorded(jobCreated(jobId, owner, 'A')), applied(jobId, 's1'), applied(jobId, 's2'), applied('no-such-job', 's1'), applied(jobId, 's3')];
    const events = history(viaHandlers);
    const sent = await apply(events);
    expect(await row(viaHandlers)).toMatchObject({ applies: 3, last_position: events[4]!.position });
    // the card in the lists carries the count (one message per job for the batch)
    expect(sent.filter((m) => m.room === 'public').map((m) => (m.message as JobChangedMessage).job?.applies)).toEqual([3]);
    await apply(events);
    expect((await row(viaHandlers))!.applies).toBe(3);
    await spec.givenViaBatchForm(...history(viaBatch));
    expect((await row(viaBatch))!.applies).toBe(3);
    const later = applied(viaBatch, 's4');
    await spec.givenViaBatchForm(later);
    await spec.givenViaBatchForm(later);
    expect(await row(viaBatch)).toMatchObject({ applies: 4, last_position: later.position });
  });

  it('finds a job by a word prefix of its title, company, tags and description', async () => {
    const job = jobInfoSchema.parse({
      ...fullJob,
      title: 'Quokka Wrangler',
      company: 'Platypus Industries',
      tags: ['wombatscript'],
      selectedTags: [],
      description: 'You will feed the numbats daily',
    });
    const { jobId } = await createJob('A', job);
    for (const word of ['quokka', 'wrangl', 'platypus', 'industries', 'wombatscript', 'numbats', 'daily']) {
      expect({ word, found: await matches(jobId, `${word}:*`) }).toEqual({ word, found: true });
    }
    expect(await matches(jobId, 'kangaroo:*')).toBe(false);
  });

  it("removes a deleted recruiter's jobs and their search rows, through the handlers and the batch form", async () => {
    const viaHandlers = await createJob('A');
    const viaBatch = await createJob('A');
    const deleted = (userId: string) => storedEvent('AccountDeleted', { userId, deletedAt: '2025-04-05T00:00:00.000Z' });
    await apply([deleted(viaHandlers.ownerId)]);
    await spec.givenViaBatchForm(deleted(viaBatch.ownerId));
    for (const { jobId } of [viaHandlers, viaBatch]) expect({ job: await row(jobId), search: await searchRow(jobId) }).toEqual({ job: undefined, search: undefined });
  });

  it('finds a job by a Hebrew word of its title', async () => {
    const job = jobInfoSchema.parse({ ...fullJob, title: 'מפתח תוכנה בכיר' });
    const { jobId } = await createJob('A', job);
    expect(await matches(jobId, 'תוכנה:*')).toBe(true);
    expect(await matches(jobId, 'מפת:*')).toBe(true);
  });

  describe('live messages', () => {
    const byRoomAndJob = (a: Published, b: Published) =>
      `${a.room}|${JSON.stringify(a.message)}`.localeCompare(`${b.room}|${JSON.stringify(b.message)}`);

    it("publishes job.changed with the row's status to the public room and the owner's room, after the write", async () => {
      const first = await createJob('A');
      const second = recorded(jobCreated(randomUUID(), randomUUID(), 'O'));
      const deactivated = recorded(statusChanged(first.jobId, first.ownerId, 'O', '2025-04-02T00:00:00.000Z'));
      const published = await apply([deactivated, second]);

      const firstMessage: JobChangedMessage = { jobId: first.jobId, status: 'O', position: deactivated.position };
      const secondMessage: JobChangedMessage = { jobId: String(second.data.jobId), status: 'O', position: second.position };
      const expected: Published[] = [
        { room: 'public', name: 'job.changed', message: firstMessage },
        { room: `user:${first.ownerId}`, name: 'job.changed', message: firstMessage },
        { room: 'public', name: 'job.changed', message: secondMessage },
        { room: `user:${String(second.data.ownerId)}`, name: 'job.changed', message: secondMessage },
      ];
      expect(published.sort(byRoomAndJob)).toEqual(expected.sort(byRoomAndJob));
    });

    it('carries the list row of a listed job, and nothing of the owner', async () => {
      const jobId = randomUUID();
      const ownerId = randomUUID();
      const [message] = (await apply([recorded(jobCreated(jobId, ownerId, 'A'))])).map((p) => p.message as JobChangedMessage);
      expect(message!.job).toMatchObject({ _id: jobId, jobstatus: 'A', title: 'Senior Kotlin Engineer' });
      expect(message!.job).not.toHaveProperty('description');
      expect(JSON.stringify(message)).not.toContain(ownerId);
    });

    it('sends one message per job and room for a batch, with the row as the batch left it', async () => {
      const jobId = randomUUID();
      const ownerId = randomUUID();
      const created = recorded(jobCreated(jobId, ownerId, 'A'));
      const edited = recorded({ type: 'JobUpdated', data: { jobId, changes: { title: 'Edited' }, updatedAt: '2025-04-02T00:00:00.000Z' } });
      const deleted = recorded(statusChanged(jobId, ownerId, 'D', '2025-04-03T00:00:00.000Z'));
      const published = await apply([created, edited, deleted]);
      const message: JobChangedMessage = { jobId, status: 'D', position: deleted.position };
      expect(published).toEqual([
        { room: 'public', name: 'job.changed', message },
        { room: `user:${ownerId}`, name: 'job.changed', message },
      ]);
    });

    it('publishes nothing for an event that changes nothing (a replay, or a job that has no row)', async () => {
      const { event } = await createJob('A');
      expect(await apply([event])).toEqual([]);
      expect(await apply([recorded({ type: 'JobUpdated', data: { jobId: randomUUID(), changes: { title: 'x' }, updatedAt: createdAt } })])).toEqual([]);
    });
  });

  it('leaves the same rows and sends the same messages through the live form as through the handlers, replayed or not', async () => {
    const promotion = (type: 'ObjectPromoted' | 'PromotionExpired', objectId: string, userId: string): RecordedEvent =>
      storedEvent(
        type,
        type === 'ObjectPromoted'
          ? { userId, promotionId: `p-${objectId}`, objectType: 'job', objectId, promotedAt: createdAt, expiresAt: '2025-05-01T00:00:00.000Z' }
          : { userId, promotionId: `p-${objectId}`, objectType: 'job', objectId, expiredAt: '2025-05-01T00:00:00.000Z' },
        { position: nextPosition(), streamId: `promotion-${objectId}` },
      );
    // the same history for two sets of jobs: status toggles and promotions of several jobs, an
    // edit between them, two jobs created in a row in the batch (one with the fewest fields), and a
    // promotion of something else
    const minimal = jobInfoSchema.parse({ title: 'Barista', company: 'Cafe', employmentType: 'PART_TIME', seniorityLevel: 'Junior', description: 'Coffee', location: 'Haifa', loc_lat: 32.79, loc_lng: 34.98 });
    const history = (ids: readonly [string, string, string, string], owner: string) => [
      recorded(statusChanged(ids[0], owner, 'O', '2025-04-02T00:00:00.000Z')),
      promotion('ObjectPromoted', ids[1], owner),
      recorded(statusChanged(ids[0], owner, 'A', '2025-04-02T01:00:00.000Z')),
      recorded(statusChanged(ids[1], owner, 'O', '2025-04-02T02:00:00.000Z')),
      recorded({ type: 'JobUpdated', data: { jobId: ids[0], changes: { title: 'Live title' }, updatedAt: '2025-04-02T03:00:00.000Z' } }),
      recorded(jobCreated(ids[2], owner, 'O')),
      recorded(jobCreated(ids[3], owner, 'A', minimal)),
      recorded(statusChanged(ids[2], owner, 'A', '2025-04-02T04:00:00.000Z')),
      promotion('PromotionExpired', ids[1], owner),
      storedEvent('ObjectPromoted', { userId: owner, promotionId: 'p-cv', objectType: 'resume', objectId: ids[0], promotedAt: createdAt, expiresAt: createdAt }, { position: nextPosition(), streamId: 'promotion-cv' }),
      recorded(statusChanged(ids[0], owner, 'O', '2025-04-02T05:00:00.000Z')),
    ];
    const owner = randomUUID();
    const jobs = async () => {
      const ids: [string, string, string, string] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await apply([recorded(jobCreated(ids[0], owner, 'A')), recorded(jobCreated(ids[1], owner, 'A'))]);
      return ids;
    };
    const [viaHandlers, viaLive] = [await jobs(), await jobs()];
    const byHandlers = await apply(history(viaHandlers, owner));
    const live = history(viaLive, owner);
    const byLive = await spec.givenViaLiveForm(...live);
    const rename = (text: string) => viaLive.reduce((t, id, i) => t.replaceAll(id, viaHandlers[i]!), text);
    const positions = (text: string) => text.replace(/"position":"[^"]*"/g, '"position":"p"');
    expect(positions(rename(JSON.stringify(byLive)))).toEqual(positions(JSON.stringify(byHandlers)));
    // one message per job and room, each with the position of the job's last event
    expect(byLive).toHaveLength(8);
    for (const [i, id] of viaLive.entries()) {
      const [a, b] = [await row(viaHandlers[i]!), await row(id)];
      expect({ ...b, id: 'x', last_position: 'x' }).toEqual({ ...a, id: 'x', last_position: 'x' });
      expect({ ...(await searchRow(id)), id: 'x' }).toEqual({ ...(await searchRow(viaHandlers[i]!)), id: 'x' });
    }
    expect(await row(viaLive[0])).toMatchObject({ status: 'O', title: 'Live title', promoted: 0 });
    expect(await row(viaLive[1])).toMatchObject({ status: 'O', promoted: 0 });
    // the batch again (a crash before its checkpoint): nothing changes, nothing is sent
    const before = await Promise.all(viaLive.map((id) => row(id)));
    expect(await spec.givenViaLiveForm(...live)).toEqual([]);
    expect(await Promise.all(viaLive.map((id) => row(id)))).toEqual(before);
    // and from the middle of a run: the rows end as the whole batch leaves them
    await db().updateTable('job').set({ status: 'A', last_position: live[1]!.position }).where('id', '=', viaLive[1]).execute();
    await spec.givenViaLiveForm(...live.slice(0, 4));
    expect(await row(viaLive[1])).toMatchObject({ status: 'O', last_position: live[3]!.position });
  });

  it('leaves the same rows through the batch form as through the handlers', async () => {
    const events = (jobId: string, ownerId: string) => [
      recorded(jobCreated(jobId, ownerId, 'A')),
      recorded({ type: 'JobUpdated', data: { jobId, changes: { title: 'Batch title', tags: ['x'], salaryMin: null, salaryMax: null }, updatedAt: '2025-04-02T00:00:00.000Z' } }),
      recorded(statusChanged(jobId, ownerId, 'O', '2025-04-03T00:00:00.000Z')),
    ];
    const viaHandlers = randomUUID();
    const viaBatch = randomUUID();
    const owner = randomUUID();
    await apply(events(viaHandlers, owner));
    await spec.givenViaBatchForm(...events(viaBatch, owner));
    const [a, b] = [await row(viaHandlers), await row(viaBatch)];
    expect({ ...b, id: viaHandlers, last_position: 'x' }).toEqual({ ...a, last_position: 'x' });
    expect({ ...(await searchRow(viaBatch)), id: viaHandlers }).toEqual(await searchRow(viaHandlers));
    // and a later batch applied to a row written by an earlier one
    const later = recorded({ type: 'JobUpdated', data: { jobId: viaBatch, changes: { company: 'Later Co' }, updatedAt: '2025-04-04T00:00:00.000Z' } });
    await spec.givenViaBatchForm(later);
    expect(await row(viaBatch)).toMatchObject({ company: 'Later Co', status: 'O', title: 'Batch title', last_position: later.position });
  });
});
