import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cell } from '../../contracts/core/data-table';
import type { Payment } from '../../contracts/marketplace/payments/calls';
import type { PaymentsSummary } from '../../contracts/marketplace/payments/payments-table';
import { startTestApp, type TestApp } from '../support/test-app';
import { signUpAdmin } from './credits-support';

// The admins' payments report as a data table, over HTTP: paging, sorting, searching, the row cap,
// access, and the same call answered as a streamed CSV file.

type Table = { data: Payment[]; cells: Cell[]; count: number; summary: PaymentsSummary };
type Seed = Partial<Omit<Payment, 'name' | 'email'>> & { _id: string; startedAt: string };

let t: TestApp;
let admin: { token: string; userId: string };
let seeker: { token: string; userId: string; email: string };

// Rows straight into the read model: the report reads nothing else, and thousands of checkouts
// would only slow the test down.
async function givenPayments(seeds: readonly Seed[]) {
  const rows = seeds.map((p) => ({
    id: p._id,
    user_id: p.userId ?? 'gone-user',
    method: 'pro',
    months: p.months ?? 1,
    amount: p.amount ?? 69.9,
    currency: p.currency ?? 'ILS',
    provider: 'sandbox',
    status: p.status ?? 'succeeded',
    card_last4: p.cardLast4 === undefined ? '4242' : p.cardLast4,
    failure_reason: p.failureReason ?? null,
    started_at: p.startedAt,
    completed_at: p.completedAt ?? null,
    last_position: '0',
  }));
  for (let i = 0; i < rows.length; i += 2000) await t.app.deps.db.insertInto('payment').values(rows.slice(i, i + 2000)).execute();
}

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}`);

const table = (body: Record<string, unknown>, token = admin.token) => t.call<Table>('getPayments', body, token);

const csv = (body: Record<string, unknown>, token = admin.token) =>
  fetch(`${t.app.url}/api/getPayments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t, 'payments-table-admin@example.com');
  seeker = await t.signUp({ first_name: 'דנה', last_name: 'לוי "הגדולה"' });
  // 2020-03-01: 60 payments started at the same moment, amounts in three groups
  await givenPayments(ids('same', 60).map((_id, i) => ({ _id, startedAt: '2020-03-01T10:00:00.000Z', amount: [69.9, 142.05, 199.26][i % 3] })));
  // 2020-04-01: text that looks like wildcards, and payers to find by name or email
  await givenPayments([
    { _id: 'like-1', startedAt: '2020-04-01T08:00:00.000Z', failureReason: 'limit 100% reached', status: 'failed' },
    { _id: 'like-2', startedAt: '2020-04-01T08:01:00.000Z', failureReason: 'limit 1000 reached', status: 'failed' },
    { _id: 'like-3', startedAt: '2020-04-01T08:02:00.000Z', failureReason: 'code a_b', status: 'failed' },
    { _id: 'like-4', startedAt: '2020-04-01T08:03:00.000Z', failureReason: 'code axb', status: 'failed' },
    { _id: 'like-5', startedAt: '2020-04-01T08:04:00.000Z', userId: seeker.userId, months: 6, amount: 199.26, status: 'started', cardLast4: null },
  ]);
  // 2019: more payments than a file or a noLimit answer holds
  await givenPayments(ids('many', 10_010).map((_id, i) => ({ _id, startedAt: new Date(Date.UTC(2019, 0, 1) + i * 60_000).toISOString(), amount: 10 + (i % 7) })));
});
afterAll(async () => {
  await t?.stop();
});

const march = { extraSearch: { from: '2020-03-01', to: '2020-03-01' } };
const april = { extraSearch: { from: '2020-04-01', to: '2020-04-01' } };
const year2019 = { extraSearch: { from: '2019-01-01', to: '2019-12-31' } };

describe('the payments table', () => {
  it('answers a page of the range with the columns and how many matched, newest first', async () => {
    const first = await table({ ...march, pageSize: 25 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.count).toBe(60);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.cells.map((c) => c.key)).toEqual(['startedAt', 'name', 'email', 'months', 'amount', 'currency', 'status', 'failureReason', 'cardLast4', 'completedAt', 'provider', 'userId', '_id']);
    expect(first.body.cells.find((c) => c.key === 'startedAt')).toMatchObject({ type: 'DATE_TIME', sortable: true, exported: true, hidden: false, label: 'admin.column.date', header: 'Date' });
    expect(first.body.summary).toEqual({ succeeded: 60, failed: 0, unfinished: 0, revenue: [{ currency: 'ILS', amount: 20 * (69.9 + 142.05 + 199.26) }] });
    const last = await table({ ...march, pageSize: 25, page: 3 });
    expect(last.body.data).toHaveLength(10);
    expect((await table({ ...march, pageSize: 25, page: 4 })).body).toMatchObject({ data: [], count: 60 });
  });

  it('keeps rows with equal sort values in one order across pages: the payment id breaks the tie', async () => {
    for (const sort of [undefined, { column: 'amount', direction: 'asc' }, { column: 'amount', direction: 'desc' }] as const) {
      const pages = await Promise.all([1, 2, 3].map((page) => table({ ...march, pageSize: 25, page, ...(sort ? { sort } : {}) })));
      const paged = pages.flatMap((p) => p.body.data.map((r) => r._id));
      expect(new Set(paged).size).toBe(60);
      const all = (await table({ ...march, noLimit: true, ...(sort ? { sort } : {}) })).body.data;
      expect(all.map((r) => r._id)).toEqual(paged);
      const direction = sort?.direction ?? 'desc';
      const key = (r: Payment) => (sort ? r.amount : 0);
      const expected = [...all].sort((a, b) => (key(a) - key(b) || a._id.localeCompare(b._id)) * (direction === 'asc' ? 1 : -1));
      expect(all.map((r) => r._id)).toEqual(expected.map((r) => r._id));
    }
  });

  it('searches only the chosen columns, and % and _ in the text are letters', async () => {
    const found = async (search: string, fieldsToSearch?: string[]) =>
      (await table({ ...april, search, ...(fieldsToSearch ? { fieldsToSearch } : {}) })).body.data.map((r) => r._id).sort();
    // (words a random id or address cannot hold: every searchable column is searched)
    expect(await found('limit 100%')).toEqual(['like-1']);
    expect(await found('limit 100')).toEqual(['like-1', 'like-2']);
    expect(await found('a_b')).toEqual(['like-3']);
    expect(await found('דנה')).toEqual(['like-5']);
    expect(await found('דנה', ['email'])).toEqual([]);
    expect(await found(seeker.email.toUpperCase(), ['email'])).toEqual(['like-5']);
    expect(await found('like-4', ['_id'])).toEqual(['like-4']);
  });

  it('refuses a column that is not sortable or searchable with 400 and the columns it takes', async () => {
    const sort = await table({ ...april, sort: { column: 'p.amount; drop table payment', direction: 'asc' } });
    expect(sort.status).toBe(400);
    expect(sort.body).toMatchObject({ code: 'ValidationFailed', issues: [{ path: 'sort.column' }] });
    expect((sort.body as unknown as { error: string }).error).toBe('Column: Sort only by a sortable column: startedAt, name, email, months, amount, status, cardLast4');
    const search = await table({ ...april, search: 'x', fieldsToSearch: ['amount'] });
    expect(search.status).toBe(400);
    expect((search.body as unknown as { error: string }).error).toBe('Fields to search: Search only in the searchable columns: name, email, status, failureReason, cardLast4, userId, _id');
    expect((await table({ ...april, pageSize: 1000 })).status).toBe(400);
    expect((await table({ ...april, from: '2020-04-01', to: '2020-04-01' })).status).toBe(400);
    expect((await table({})).status).toBe(400);
  });

  it('answers noLimit with every row up to 10,000, and says how many matched', async () => {
    const res = await table({ ...year2019, noLimit: true, sort: { column: 'startedAt', direction: 'asc' } });
    expect(res.body.count).toBe(10_010);
    expect(res.body.data).toHaveLength(10_000);
    expect(res.body.data[0]._id).toBe('many-00000');
    expect(res.body.data.at(-1)?._id).toBe('many-09999');
  });

  it('is for administrators only, as a table and as a file', async () => {
    expect((await table(april, seeker.token)).status).toBe(403);
    const file = await csv(april, seeker.token);
    expect(file.status).toBe(403);
    expect(await file.json()).toMatchObject({ code: 'NotAdmin' });
  });
});

describe('the payments table as CSV', () => {
  const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

  it('streams the range as a UTF-8 file with a BOM, every cell quoted, quotes doubled, Hebrew intact', async () => {
    const res = await csv({ ...april, sort: { column: 'startedAt', direction: 'asc' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = lines(new TextDecoder().decode(bytes));
    expect(rows[0]).toBe('"Date","Name","Email","Months","Amount","Currency","Status","Failure reason","Card","Completed","Provider","User id","Payment id"');
    expect(rows).toHaveLength(1 + 5);
    // 08:04 UTC is 11:04 in Israel in April (summer time)
    expect(rows[5]).toBe(`"01.04.2020 11:04","דנה לוי ""הגדולה""","${seeker.email}","6","199.26","ILS","started","","","","sandbox","${seeker.userId}","like-5"`);
    expect(rows[1]).toBe('"01.04.2020 11:00","","","1","69.90","ILS","failed","limit 100% reached","4242","","sandbox","gone-user","like-1"');
    for (const row of rows) expect(row).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
  });

  it('titles the columns as the reader asked, and keeps formulas out of spreadsheet cells', async () => {
    await givenPayments([{ _id: '=HYPERLINK("http://evil")', startedAt: '2020-05-01T08:00:00.000Z' }]);
    const res = await csv({ extraSearch: { from: '2020-05-01', to: '2020-05-01' }, headers: { startedAt: 'תאריך', amount: 'סכום' } });
    const rows = lines(await res.text());
    expect(rows[0]).toMatch(/^"תאריך","Name","Email","Months","סכום",/);
    expect(rows[1]).toMatch(/,"'=HYPERLINK\(""http:\/\/evil""\)"$/);
  });

  it('writes one row per payment up to 10,000, as the rows are read', async () => {
    const res = await csv(year2019);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const first = await reader.read();
    const chunks = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    const total = chunks.reduce((n, c) => n + c.length, 0);
    // the first bytes arrived on their own, long before the rest of the file
    expect(chunks.length).toBeGreaterThan(1);
    expect(first.value!.length).toBeLessThan(total / 2);
    const rows = lines(new TextDecoder().decode(Buffer.concat(chunks)));
    expect(rows).toHaveLength(1 + 10_000);
    expect(new Set(rows.slice(1).map((r) => r.split(',').at(-1))).size).toBe(10_000);
    // newest first by default
    expect(rows[1].endsWith('"many-10009"')).toBe(true);
  });

  it('answers the spec’s { from, to } as the same file, and 406 for a call that has no table', async () => {
    const res = await csv({ from: '2020-04-01', to: '2020-04-01' });
    expect(lines(await res.text())).toHaveLength(1 + 5);
    const other = await fetch(`${t.app.url}/api/getProStatus`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/csv', authorization: `Bearer ${admin.token}` }, body: '{}' });
    expect(other.status).toBe(406);
    expect(await other.json()).toMatchObject({ code: 'NotAcceptable' });
  });
});
