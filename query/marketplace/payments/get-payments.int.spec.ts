import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '../../../contracts/marketplace/payments/calls';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { paymentProjection } from '../../../projections/marketplace/payments/payment.projection';
import { sqlTargets, type OpenedEngine } from '../../../tests/support/test-databases';
import { getPayments, getPaymentsTable, getProStatus, paymentsTableRows } from './get-payments';

// The admins' payments report over rows of its own: two payers (one with no last name), a Pro who paid nothing here, one payment
// of a deleted account, each status, two currencies, started across three days.
const people = [
  { id: 'u-noa', email: 'noa@example.com', first_name: 'Noa', last_name: 'Levi', lookingforwork: true, is_pro: true, pro_end_date: '2026-12-31T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', last_position: '0' },
  { id: 'u-dan', email: 'dan@example.com', first_name: 'Dan', last_name: '', lookingforwork: false, is_pro: false, pro_end_date: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', last_position: '0' },
  // a Pro who never opened the Pro settings: no pro_setting row
  { id: 'u-tal', email: 'tal@example.com', first_name: 'Tal', last_name: 'Mor', lookingforwork: true, is_pro: true, pro_end_date: '2027-01-31T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', last_position: '0' },
];
const payment = (id: string, fields: { user?: string; status: string; amount: number; currency?: string; at: string; card?: string | null; reason?: string | null; completed?: string | null; months?: number }) => ({
  id,
  user_id: fields.user ?? 'u-noa',
  method: 'pro',
  months: fields.months ?? 1,
  amount: fields.amount,
  currency: fields.currency ?? 'ILS',
  provider: 'sandbox',
  status: fields.status,
  card_last4: fields.card ?? null,
  failure_reason: fields.reason ?? null,
  started_at: fields.at,
  completed_at: fields.completed ?? null,
  last_position: '0',
});
const payments = [
  payment('p1', { status: 'succeeded', amount: 49.9, at: '2026-11-01T23:59:59.999Z', card: '4242', completed: '2026-11-02T00:00:01.000Z', months: 3 }),
  payment('p2', { status: 'succeeded', amount: 10.05, at: '2026-11-02T00:00:00.000Z', card: '1111' }),
  payment('p3', { user: 'u-dan', status: 'failed', amount: 49.9, at: '2026-11-02T10:00:00.000Z', reason: 'Card declined' }),
  payment('p4', { user: 'u-dan', status: 'succeeded', amount: 15, currency: 'USD', at: '2026-11-02T12:00:00.000Z', card: '5555' }),
  payment('p5', { status: 'started', amount: 49.9, at: '2026-11-02T23:59:59.999Z' }),
  payment('p6', { user: 'u-gone', status: 'cancelled', amount: 49.9, at: '2026-11-03T00:00:00.000Z' }),
];

describe.each(sqlTargets)('the payments report on $name', ({ skipReason, open }) => {
  let opened: OpenedEngine;
  const db = () => opened.engine.db;
  beforeAll(async () => {
    if (skipReason) return;
    opened = await open();
    await userAccountProjection.createTables(db());
    await paymentProjection.createTables(db());
    // every other column is left to its default
    await db().insertInto('user_account').values(people as never).execute();
    await db().insertInto('payment').values(payments).execute();
    await db().insertInto('pro_setting').values([{ user_id: 'u-noa', anonymous_search: true, last_position: '0' }, { user_id: 'u-dan', anonymous_search: true, last_position: '0' }]).execute();
  });
  afterAll(async () => {
    await opened?.dispose();
  });
  const ids = (list: readonly Payment[]) => list.map((p) => p._id);

  it.skipIf(skipReason)('lists a range of whole days, newest first, each payment with its payer', async () => {
    const day = await getPayments(db(), '2026-11-02', '2026-11-02');
    expect(ids(day)).toEqual(['p5', 'p4', 'p3', 'p2']);
    expect(day.find((p) => p._id === 'p3')).toEqual({
      _id: 'p3', userId: 'u-dan', email: 'dan@example.com', name: 'Dan', method: 'pro', months: 1, amount: 49.9, currency: 'ILS', provider: 'sandbox',
      status: 'failed', cardLast4: null, failureReason: 'Card declined', startedAt: '2026-11-02T10:00:00.000Z', completedAt: null,
    });
    expect(ids(await getPayments(db(), '2026-11-01', '2026-11-03'))).toEqual(['p6', 'p5', 'p4', 'p3', 'p2', 'p1']);
    expect(ids(await getPayments(db(), '2026-11-03', '2026-11-01'))).toEqual([]);
  });

  it.skipIf(skipReason)('takes moments as given: from included, to excluded by a millisecond after it', async () => {
    expect(ids(await getPayments(db(), '2026-11-01T23:59:59.999Z', '2026-11-02T00:00:00.000Z'))).toEqual(['p2', 'p1']);
    expect(ids(await getPayments(db(), '2026-11-02T00:00:00.001Z', '2026-11-02T23:59:59.998Z'))).toEqual(['p4', 'p3']);
  });

  it.skipIf(skipReason)("names a payer by both names, trims a missing last name, and leaves a deleted account's empty", async () => {
    const all = await getPayments(db(), '2026-11-01', '2026-11-03');
    const byId = new Map(all.map((p) => [p._id, p]));
    expect(byId.get('p1')).toMatchObject({ name: 'Noa Levi', email: 'noa@example.com', months: 3, cardLast4: '4242', completedAt: '2026-11-02T00:00:01.000Z', startedAt: '2026-11-01T23:59:59.999Z' });
    expect(byId.get('p4')).toMatchObject({ name: 'Dan', currency: 'USD' });
    expect(byId.get('p6')).toMatchObject({ name: null, email: null, userId: 'u-gone', status: 'cancelled' });
  });

  it.skipIf(skipReason)('pages the range, counts it whole and sums what succeeded, each currency on its own', async () => {
    const answer = await getPaymentsTable(db(), { extraSearch: { from: '2026-11-01', to: '2026-11-02' }, pageSize: 10, page: 1 });
    expect(answer.count).toBe(5);
    expect(ids(answer.data)).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
    expect(answer.summary).toEqual({ succeeded: 3, failed: 1, unfinished: 1, revenue: [{ currency: 'ILS', amount: 59.95 }, { currency: 'USD', amount: 15 }] });
    expect(answer.cells.map((c) => c.key)).toContain('startedAt');
    // the summary is of the search too, not of the page
    const searched = await getPaymentsTable(db(), { extraSearch: { from: '2026-11-01', to: '2026-11-03' }, search: 'dan@', fieldsToSearch: ['email'] });
    expect(ids(searched.data)).toEqual(['p4', 'p3']);
    expect(searched.summary).toEqual({ succeeded: 1, failed: 1, unfinished: 0, revenue: [{ currency: 'USD', amount: 15 }] });
    const none = await getPaymentsTable(db(), { extraSearch: { from: '2025-01-01', to: '2025-01-02' } });
    expect(none).toMatchObject({ data: [], count: 0, summary: { succeeded: 0, failed: 0, unfinished: 0, revenue: [] } });
  });

  it.skipIf(skipReason)("sorts by a column on request and writes the file in the table's order", async () => {
    const byAmount = await getPaymentsTable(db(), { extraSearch: { from: '2026-11-01', to: '2026-11-03' }, sort: { column: 'amount', direction: 'asc' } });
    expect(byAmount.data.map((p) => p.amount)).toEqual([10.05, 15, 49.9, 49.9, 49.9, 49.9]);
    const chunks: Payment[][] = [];
    for await (const chunk of paymentsTableRows(db(), { extraSearch: { from: '2026-11-02', to: '2026-11-03' } })) chunks.push(chunk);
    expect(ids(chunks.flat())).toEqual(['p6', 'p5', 'p4', 'p3', 'p2']);
    expect(chunks.flat()[0]).toMatchObject({ startedAt: '2026-11-03T00:00:00.000Z', completedAt: null });
  });

  it.skipIf(skipReason)('says anonymous search holds only for a Pro, with the end of the plan', async () => {
    expect(await getProStatus(db(), 'u-noa')).toEqual({ isPro: true, proEndDate: '2026-12-31T00:00:00.000Z', anonymousSearch: true });
    expect(await getProStatus(db(), 'u-dan')).toEqual({ isPro: false, proEndDate: null, anonymousSearch: false });
    expect(await getProStatus(db(), 'u-nobody')).toEqual({ isPro: false, proEndDate: null, anonymousSearch: false });
    expect(await getProStatus(db(), 'u-tal')).toEqual({ isPro: true, proEndDate: '2027-01-31T00:00:00.000Z', anonymousSearch: false });
  });
});
