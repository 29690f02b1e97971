import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { storedJobOf as jobOf } from '../../../tests/backoffice/statistics/stored-job';
import { statisticsProjection } from './statistics.projection';

const registered = (lookingforwork: boolean, registeredAt: string, userId = randomUUID()) =>
  storedEvent('UserRegistered', { userId, email: `${userId}@x.test`, first_name: 'A', last_name: 'B', lookingforwork, isAdmin: false, card_color: 1, source: 'test', registeredAt });
const pair = () => ({ jobId: randomUUID(), seekerId: randomUUID(), recruiterId: randomUUID() });
const journeyStatus = (userId: string, status: string, changedAt: string) => storedEvent('JourneyStatusChanged', { userId, status, changedAt });

describeProjection(statisticsProjection, (spec, db) => {
  const counters = async (like: string) =>
    Object.fromEntries(
      (await db().selectFrom('stat_counter').select(['metric', 'week', 'value']).where('metric', 'like', like).orderBy('metric').orderBy('week').execute())
        .filter((r) => Number(r.value) !== 0)
        .map((r) => [`${r.metric}@${r.week}`, Number(r.value)]),
    );
  const inYear = async (year: string, like = '%') => Object.fromEntries(Object.entries(await counters(like)).filter(([k]) => k.includes(`@${year}`)));

  it('counts sign-ups by role, applications and matches in the Israeli week (Sunday to Saturday) they happened in', async () => {
    await spec.given(
      registered(true, '2031-03-04T10:00:00.000Z'),
      registered(false, '2031-03-04T11:00:00.000Z'),
      // Saturday 23:30 in Israel: still the week of Sunday 2 March
      registered(true, '2031-03-08T21:30:00.000Z'),
      // Sunday 00:30 in Israel: the next week
      registered(true, '2031-03-08T22:30:00.000Z'),
      storedEvent('ApplicationSubmitted', { ...pair(), appliedAt: '2031-03-05T09:00:00.000Z' }),
      storedEvent('ApplicationSubmitted', { ...pair(), appliedAt: '2031-03-10T09:00:00.000Z' }),
      storedEvent('MatchMade', { ...pair(), matchedAt: '2031-03-10T09:00:00.000Z' }),
    );
    expect(await inYear('2031')).toEqual({
      'applications@2031-03-02': 1,
      'applications@2031-03-09': 1,
      'matches@2031-03-09': 1,
      'signups.recruiter@2031-03-02': 1,
      'signups.seeker@2031-03-02': 2,
      'signups.seeker@2031-03-09': 1,
    });
  });

  it('counts jobs posted and closed as they enter and leave the active status, and keeps active jobs in their categories and tags', async () => {
    const jobId = randomUUID();
    const ownerId = randomUUID();
    const before = await counters('category.jobs.%');
    await spec.given(storedEvent('JobCreated', { jobId, ownerId, job: jobOf('QA Automation Engineer', ['QA', 'Selenium']), status: 'A', createdAt: '2032-01-05T08:00:00.000Z' }));
    expect(await counters('category.jobs.qa')).toEqual({ 'category.jobs.qa@': (before['category.jobs.qa@'] ?? 0) + 1 });
    expect((await counters('tag.jobs.Selenium'))['tag.jobs.Selenium@']).toBe(1);
    await spec.given(
      storedEvent('JobUpdated', { jobId, changes: { title: 'Office Administrator', tags: ['Office'] }, updatedAt: '2032-01-06T08:00:00.000Z' }),
      storedEvent('JobStatusChanged', { jobId, ownerId, status: 'O', changedAt: '2032-01-13T08:00:00.000Z' }),
      // a status that stays inactive closes nothing again
      storedEvent('JobStatusChanged', { jobId, ownerId, status: 'D', changedAt: '2032-01-14T08:00:00.000Z' }),
    );
    expect(await inYear('2032', 'jobs.%')).toEqual({ 'jobs.closed@2032-01-11': 1, 'jobs.posted@2032-01-04': 1 });
    expect((await counters('category.jobs.qa'))['category.jobs.qa@'] ?? 0).toBe(before['category.jobs.qa@'] ?? 0);
    expect((await counters('category.jobs.administration'))['category.jobs.administration@'] ?? 0).toBe(before['category.jobs.administration@'] ?? 0);
    expect(await counters('tag.jobs.Selenium')).toEqual({});
  });

  it("moves a journey from status to status at the week of each change, and takes it out of its status with the account", async () => {
    const userId = randomUUID();
    await spec.given(
      journeyStatus(userId, 'published', '2033-01-03T08:00:00.000Z'),
      journeyStatus(userId, 'freezed', '2033-01-12T08:00:00.000Z'),
      journeyStatus(userId, 'freezed', '2033-01-13T08:00:00.000Z'),
      storedEvent('AccountDeleted', { userId, deletedAt: '2033-01-20T08:00:00.000Z' }),
    );
    expect(await inYear('2033', 'journeys.%')).toEqual({
      'journeys.status.freezed@2033-01-09': 1,
      'journeys.status.freezed@2033-01-16': -1,
      'journeys.status.published@2033-01-02': 1,
      'journeys.status.published@2033-01-09': -1,
    });
  });

  it('counts interviews by stage in the week they are held, following their edits and deletion', async () => {
    const userId = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('InterviewAdded', { userId, interviewId: a, position: 1, fields: { company: 'Wix', type: 'Linkedin Approach', interviewDate: '2034-02-07' }, addedAt: '2034-01-01T08:00:00.000Z' }),
      storedEvent('InterviewAdded', { userId, interviewId: b, position: 1, fields: { company: 'Gong', type: 'HR Interview', interviewDate: '2034-02-08' }, addedAt: '2034-01-01T08:00:00.000Z' }),
      storedEvent('InterviewEdited', { userId, interviewId: b, fields: { type: 'Home Assignment', interviewDate: '2034-02-14' }, editedAt: '2034-01-02T08:00:00.000Z' }),
    );
    expect(await inYear('2034', 'interviews.%')).toEqual({ 'interviews.approach@2034-02-05': 1, 'interviews.assignment@2034-02-12': 1 });
    await spec.given(storedEvent('InterviewDeleted', { userId, interviewId: a, deletedAt: '2034-01-03T08:00:00.000Z' }));
    expect(await inYear('2034', 'interviews.%')).toEqual({ 'interviews.assignment@2034-02-12': 1 });
  });

  it('sums succeeded payments by kind and currency, the Pro plan apart from the coaching payments', async () => {
    const [pro, coaching] = [randomUUID(), randomUUID()];
    const userId = randomUUID();
    const started = (paymentId: string, method: string) => storedEvent('PaymentStarted', { paymentId, userId, method, months: 1, amount: 49.9, currency: 'ILS', provider: 'test', startedAt: '2035-05-01T08:00:00.000Z' });
    await spec.given(
      started(pro, 'pro'),
      started(coaching, 'coaching-link'),
      storedEvent('PaymentSucceeded', { paymentId: pro, userId, amount: 49.9, currency: 'ILS', cardLast4: null, paidAt: '2035-05-01T08:01:00.000Z' }),
      storedEvent('PaymentSucceeded', { paymentId: coaching, userId, amount: 1200, currency: 'USD', cardLast4: null, paidAt: '2035-05-02T08:01:00.000Z' }),
      storedEvent('PaymentFailed', { paymentId: randomUUID(), userId, reason: 'declined', cardLast4: null, failedAt: '2035-05-02T08:01:00.000Z' }),
    );
    expect(await inYear('2035', '%ay%')).toEqual({ 'payments.coaching@2035-04-29': 1, 'payments.pro@2035-04-29': 1 });
    expect(await inYear('2035', 'revenue.%')).toEqual({ 'revenue.coaching.USD@2035-04-29': 1200, 'revenue.pro.ILS@2035-04-29': 49.9 });
  });

  // every counter row of a year, zeros included
  const rowsOf = async (year: string) =>
    (await db().selectFrom('stat_counter').select(['metric', 'week', 'value']).where('week', 'like', `${year}-%`).orderBy('metric').orderBy('week').execute()).map((r) => [r.metric, r.week, Number(r.value)]);

  it('keeps no counter back at zero, and a replayed deletion takes nothing away again', async () => {
    const userId = randomUUID();
    const interviewId = randomUUID();
    await spec.given(storedEvent('InterviewAdded', { userId, interviewId, position: 1, fields: { company: 'Wix', type: 'HR Interview', interviewDate: '2043-03-03' }, addedAt: '2043-03-01T08:00:00.000Z' }));
    const deleted = storedEvent('InterviewDeleted', { userId, interviewId, deletedAt: '2043-03-02T08:00:00.000Z' });
    expect(await rowsOf('2043')).toEqual([['interviews.interview', '2043-03-01', 1]]);
    await spec.given(deleted);
    expect(await rowsOf('2043')).toEqual([]);
    await spec.given(deleted);
    await spec.givenViaBatchForm(deleted);
    expect(await rowsOf('2043')).toEqual([]);
  });

  it('takes a deleted account out of its journey status once, however often the deletion is replayed', async () => {
    const userId = randomUUID();
    const published = journeyStatus(userId, 'published', '2038-06-01T08:00:00.000Z');
    const deleted = storedEvent('AccountDeleted', { userId, deletedAt: '2038-06-08T08:00:00.000Z' });
    await spec.given(published, deleted);
    await spec.given(deleted);
    await spec.givenViaBatchForm(deleted);
    expect(await inYear('2038', 'journeys.%')).toEqual({ 'journeys.status.published@2038-05-30': 1, 'journeys.status.published@2038-06-06': -1 });
  });

  it('counts only the new events of a batch that also holds events already counted', async () => {
    const first = storedEvent('ApplicationSubmitted', { ...pair(), appliedAt: '2039-01-04T09:00:00.000Z' });
    const second = storedEvent('ApplicationSubmitted', { ...pair(), appliedAt: '2039-01-05T09:00:00.000Z' });
    const third = storedEvent('ApplicationSubmitted', { ...pair(), appliedAt: '2039-01-06T09:00:00.000Z' });
    await spec.given(first);
    await spec.givenViaBatchForm(first, second);
    expect(await inYear('2039', 'applications')).toEqual({ 'applications@2039-01-02': 2 });
    await spec.givenViaBatchForm(first, second, third);
    expect(await inYear('2039', 'applications')).toEqual({ 'applications@2039-01-02': 3 });
  });

  it('counts only the new events of such a batch on every counter it touches, not only the last', async () => {
    const applied = (day: string) => storedEvent('ApplicationSubmitted', { ...pair(), appliedAt: `2045-01-${day}T09:00:00.000Z` });
    const matched = (day: string) => storedEvent('MatchMade', { ...pair(), matchedAt: `2045-01-${day}T09:00:00.000Z` });
    const [applied1, matched1, applied2, matched2] = [applied('02'), matched('02'), applied('03'), matched('03')];
    await spec.given(applied1, matched1);
    await spec.givenViaBatchForm(applied1, matched1, applied2, matched2);
    expect(await inYear('2045')).toEqual({ 'applications@2045-01-01': 2, 'matches@2045-01-01': 2 });
  });

  it('leaves the revenue counter as it was for a payment of nothing, while counting the payment', async () => {
    const userId = randomUUID();
    const paid = (amount: number, day: string) => {
      const paymentId = randomUUID();
      return [
        storedEvent('PaymentStarted', { paymentId, userId, method: 'pro', months: 1, amount, currency: 'ILS', provider: 'test', startedAt: `${day}T08:00:00.000Z` }),
        storedEvent('PaymentSucceeded', { paymentId, userId, amount, currency: 'ILS', cardLast4: null, paidAt: `${day}T08:01:00.000Z` }),
      ];
    };
    const revenue = () => db().selectFrom('stat_counter').selectAll().where('metric', '=', 'revenue.pro.ILS').where('week', '=', '2040-03-04').execute();
    await spec.given(...paid(49.9, '2040-03-05'));
    const before = await revenue();
    expect(before.map((r) => Number(r.value))).toEqual([49.9]);
    await spec.given(...paid(0, '2040-03-06'));
    expect(await revenue()).toEqual(before);
    expect(await inYear('2040', 'payments.%')).toEqual({ 'payments.pro@2040-03-04': 2 });
  });

  // the same history twice: once event by event and replayed, once through the batch form (a
  // rebuild), a year apart
  const history = (sunday: string, userId: string): RecordedEvent[] => {
    const day = (n: number, time = '08:00') => `${new Date(Date.parse(`${sunday}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)}T${time}:00.000Z`;
    return [
      registered(true, day(2)),
      journeyStatus(userId, 'published', day(3)),
      storedEvent('PartSent', { userId, cycleId: 'c1', part: 1, cellId: 'x', sent: 40, excluded: 1, failed: 0, error: null, sentAt: day(4) }),
      storedEvent('CycleOpened', { userId, cycleId: 'c1', cycle: 1, publishId: 'p1', openedAt: day(3, '09:00') }),
      journeyStatus(userId, 'signed', day(11)),
      storedEvent('MatchMade', { ...pair(), matchedAt: day(11) }),
    ];
  };
  // the counters with their weeks numbered in order (the weeks of two years fall on other days)
  const shape = (rows: Record<string, number>) => {
    const weeks = [...new Set(Object.keys(rows).map((k) => k.split('@')[1]!))].sort();
    return Object.fromEntries(Object.entries(rows).map(([k, v]) => [`${k.split('@')[0]}#${weeks.indexOf(k.split('@')[1]!)}`, v]));
  };

  it('changes nothing when events are replayed, and a rebuild through the batch form counts as the events one by one did', async () => {
    const once = history('2036-06-01', randomUUID());
    await spec.given(...once);
    const counted = await inYear('2036');
    await spec.given(...once);
    await spec.givenViaBatchForm(...once);
    expect(await inYear('2036')).toEqual(counted);
    expect(counted['journeys.status.signed@2036-06-08']).toBe(1);
    expect(counted['publications.parts@2036-06-01']).toBe(1);
    await spec.givenViaBatchForm(...history('2037-05-31', randomUUID()));
    expect(shape(await inYear('2037'))).toEqual(shape(counted));
  });
});
