import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import type { EventData, EventType } from '../../../contracts/events';
import { jobInfoSchema } from '../../../contracts/marketplace/jobs/job';
import { describeProjection, ProjectionSpecification } from '../../../tests/support/specification/projection-specification';
import { nextPosition, storedEvent } from '../../../tests/support/specification/stored-event';
import { userAccountProjection } from '../../identity/users/user-account.projection';
import { jobProjection } from '../jobs/job.projection';

// What credit, promotion and Pro plan events do to the rows other features own: the account's
// balances and plan (user_account), a job's promoted flag (job).
const recorded = <T extends EventType>(type: T, data: EventData<T>): RecordedEvent => storedEvent(type, data, { position: nextPosition() });

const job = jobInfoSchema.parse({
  title: 'Night baker',
  company: 'Crumbs',
  employmentType: 'FULL_TIME',
  seniorityLevel: 'Junior',
  description: 'Bread at dawn',
  location: 'Haifa',
  loc_lat: 32.79,
  loc_lng: 34.98,
});

const registered = (userId: string) =>
  recorded('UserRegistered', { userId, email: `${userId}@example.com`, first_name: 'Lia', last_name: 'Or', lookingforwork: true, isAdmin: false, card_color: 1, source: 'web', registeredAt: '2026-01-01T00:00:00.000Z' });
const balance = (userId: string, kind: 'contact' | 'promote', value: number) =>
  recorded('CreditsGranted', { userId, kind, amount: value, balance: value, reason: 'admin', grantedBy: 'a', grantKey: null, paymentId: null, note: null, grantedAt: '2026-01-02T00:00:00.000Z' });
const promotion = (type: 'ObjectPromoted' | 'PromotionExpired', userId: string, objectId: string, objectType = 'job') =>
  type === 'ObjectPromoted'
    ? recorded('ObjectPromoted', { userId, promotionId: 'p', objectType, objectId, promotedAt: '2026-01-03T00:00:00.000Z', expiresAt: '2026-01-04T00:00:00.000Z' })
    : recorded('PromotionExpired', { userId, promotionId: 'p', objectType, objectId, expiredAt: '2026-01-04T00:00:00.000Z' });

describeProjection(userAccountProjection, { title: 'balances, plans and promotions', alongside: [jobProjection] }, (accounts, db) => {
  const jobs = ProjectionSpecification.for(jobProjection, db);

  const account = (id: string) => db().selectFrom('user_account').select(['contact_credit', 'promote_credit', 'is_pro', 'pro_end_date']).where('id', '=', id).executeTakeFirstOrThrow();
  const promoted = async (id: string) => (await db().selectFrom('job').select('promoted').where('id', '=', id).executeTakeFirstOrThrow()).promoted;

  it('sets the balances left and the Pro plan on the account row, live and through the batch form alike', async () => {
    const [live, batch] = [randomUUID(), randomUUID()];
    const history = (userId: string) => [
      registered(userId),
      balance(userId, 'contact', 10),
      balance(userId, 'promote', 3),
      recorded('CreditUsed', { userId, kind: 'contact', objectType: 'job', objectId: 'j', balance: 9, reason: 'contact-unlocked', usedAt: '2026-01-03T00:00:00.000Z' }),
      recorded('CreditsWithdrawn', { userId, kind: 'promote', amount: 1, balance: 2, reason: 'admin', withdrawnBy: 'a', note: null, withdrawnAt: '2026-01-03T00:00:00.000Z' }),
      recorded('ProPlanExtended', { userId, months: 1, from: '2026-01-03T00:00:00.000Z', until: '2026-02-03T00:00:00.000Z', reason: 'purchase', paymentId: 'x', extendedBy: userId, extendedAt: '2026-01-03T00:00:00.000Z' }),
    ];
    await accounts.given(...history(live));
    await accounts.givenViaBatchForm(...history(batch));
    for (const id of [live, batch]) expect(await account(id)).toEqual({ contact_credit: 9, promote_credit: 2, is_pro: true, pro_end_date: new Date('2026-02-03T00:00:00.000Z') });
    await accounts.given(recorded('ProPlanEnded', { userId: live, endDate: '2026-02-03T00:00:00.000Z', endedAt: '2026-02-03T00:00:01.000Z' }));
    expect(await account(live)).toMatchObject({ is_pro: false, pro_end_date: new Date('2026-02-03T00:00:00.000Z') });
  });

  it('tells the user their account changed', async () => {
    const userId = randomUUID();
    await accounts.given(registered(userId));
    const published = await accounts.given(balance(userId, 'contact', 4));
    expect(published).toEqual([{ room: `user:${userId}`, name: 'user.changed', message: expect.objectContaining({ userId }) }]);
  });

  it('flags a job promoted while its promotion lasts and announces it, live and through the batch form alike', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const created = (jobId: string) => recorded('JobCreated', { jobId, ownerId: 'o-1', job, status: 'A', createdAt: '2026-01-01T00:00:00.000Z' });
    await jobs.given(created(a));
    const published = await jobs.given(promotion('ObjectPromoted', 'o-1', a));
    expect(await promoted(a)).toBe(1);
    expect(published.map((p) => [p.name, (p.message as { job?: { promoted: number } }).job?.promoted])).toEqual([
      ['job.changed', 1],
      ['job.changed', 1],
    ]);
    await jobs.given(promotion('PromotionExpired', 'o-1', a));
    expect(await promoted(a)).toBe(0);
    await jobs.givenViaBatchForm(created(b), promotion('ObjectPromoted', 'o-1', b));
    expect(await promoted(b)).toBe(1);
  });

  it('leaves jobs alone when a profile is promoted', async () => {
    const jobId = randomUUID();
    await jobs.given(recorded('JobCreated', { jobId, ownerId: 'o-2', job, status: 'A', createdAt: '2026-01-01T00:00:00.000Z' }));
    expect(await jobs.given(promotion('ObjectPromoted', 'o-2', jobId, 'profile'))).toEqual([]);
    expect(await promoted(jobId)).toBe(0);
  });
});
