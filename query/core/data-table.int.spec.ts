import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineTable, filter, tableQueryOf, type TableInputOf } from '../../contracts/core/data-table';
import { z } from 'zod';
import { createCheckpointTable } from '../../projections/core/checkpoint';
import { paymentProjection } from '../../projections/marketplace/payments/payment.projection';
import { sqlTargets, type OpenedEngine } from '../../tests/support/test-databases';
import { likePattern, tableColumn, tablePage, tableRows, type TableSource } from './data-table';

// The one data-table query on every SQL engine, over a table of its own declared here.
const table = defineTable({
  name: 'things',
  columns: {
    id: { label: 'id', header: 'Id', type: 'TEXT', sortable: true, searchable: true },
    card: { label: 'card', header: 'Card', type: 'TEXT', sortable: true, searchable: true },
    amount: { label: 'amount', header: 'Amount', type: 'NUMBER', sortable: true },
    at: { label: 'at', header: 'At', type: 'DATE_TIME', sortable: true },
  },
  filters: { minAmount: filter('TEXT', 'minAmount', z.number()) },
  defaultSort: { column: 'at', direction: 'desc' },
  tieBreak: 'id',
  maxRows: 40,
});

type Row = { id: string; card: string | null; amount: number; at: Date };

const source: TableSource<typeof table.filters, Row> = {
  rows: (db) => db.selectFrom('payment').select(['id', 'card_last4 as card', 'amount', 'started_at as at']).as('t'),
  filters: { minAmount: (min) => sql<SqlBool>`${tableColumn('amount')} >= ${min}` },
};

// 45 rows: amounts in three groups, every fourth card empty, times a microsecond apart in pairs
const rows = Array.from({ length: 45 }, (_, i) => ({
  id: `r${String(i).padStart(2, '0')}`,
  user_id: 'u',
  method: 'pro',
  months: 1,
  amount: [5, 10, 15][i % 3],
  currency: 'ILS',
  provider: 'sandbox',
  status: 'succeeded',
  card_last4: i % 4 === 0 ? null : `${1000 + (i % 5)}`,
  failure_reason: null,
  started_at: `2020-01-01T00:00:00.${String(100000 + Math.floor(i / 2)).padStart(6, '0')}Z`,
  completed_at: null,
  last_position: '0',
}));

// A second table over the same read model, its rows in dollars: the payer column shows the account
// id and is searched by the account's name, which the source looks up in a directory; the method and
// the provider are searched together; the status filter may come cleared (null or empty).
const people = defineTable({
  name: 'people',
  columns: {
    id: { label: 'id', header: 'Id', type: 'TEXT', sortable: true },
    payer: { label: 'payer', header: 'Payer', type: 'TEXT', searchable: true },
    method: { label: 'method', header: 'Method', type: 'TEXT', searchable: true },
    provider: { label: 'provider', header: 'Provider', type: 'TEXT', searchable: true },
    card: { label: 'card', header: 'Card', type: 'TEXT', searchable: true },
    status: { label: 'status', header: 'Status', type: 'TEXT' },
  },
  filters: { status: filter('SELECT', 'status', z.string().nullable(), ['succeeded', 'failed']) },
  defaultSort: { column: 'id', direction: 'asc' },
  tieBreak: 'id',
});

type Person = { id: string; payer: string; method: string; provider: string; card: string | null; status: string };

// Sandy and Sandra are both found by "sand"
const directory = sql`(values ('u1', 'Sandy'), ('u2', 'Eli'), ('u3', 'Sandra')) as n(id, name)`;

// asked: the patterns the payer lookup was asked for
const peopleSource = (asked: string[] = []): TableSource<typeof people.filters, Person> => ({
  rows: (db) => db.selectFrom('payment').select(['id', 'user_id as payer', 'method', 'provider', 'card_last4 as card', 'status']).where('currency', '=', 'USD').as('t'),
  filters: { status: (status) => sql<SqlBool>`${tableColumn('status')} = ${status}` },
  searchTogether: ['method', 'provider'],
  search: {
    payer: async (pattern, db) => {
      asked.push(pattern);
      const { rows: named } = await sql<{ id: string }>`select id from ${directory} where name ilike ${pattern}`.execute(db);
      return named.length ? sql<SqlBool>`${tableColumn('payer')} = any(${named.map((n) => n.id)})` : sql<SqlBool>`false`;
    },
  },
});

const person = (id: string, user_id: string, method: string, provider: string, card_last4: string | null, status: string) => ({ ...rows[0]!, id, user_id, method, provider, card_last4, status, currency: 'USD' });

// "sand": the payer lookup keeps p1, p3 and p6 (Sandy, Sandra), the text ("sandbox") p1, p2 and p5
const personRows = [
  person('p1', 'u1', 'card', 'sandbox', '4242', 'succeeded'),
  person('p2', 'u2', 'card', 'sandbox', null, 'failed'),
  person('p3', 'u3', 'card', 'tranzila', '1111', 'succeeded'),
  person('p4', 'u2', 'card', 'tranzila', '4242', 'failed'),
  person('p5', 'u9', 'transfer', 'sandbox', null, 'succeeded'),
  person('p6', 'u1', 'transfer', 'tranzila', null, 'succeeded'),
];

describe.each(sqlTargets)('the data-table query on $name', ({ skipReason, open }) => {
  let opened: OpenedEngine;
  beforeAll(async () => {
    if (skipReason) return;
    opened = await open();
    await paymentProjection.createTables(opened.engine.db);
    await opened.engine.db.insertInto('payment').values(rows).execute();
  });
  afterAll(async () => {
    await opened?.dispose();
  });

  const run = (input: TableInputOf<typeof table>) => tablePage(opened.engine.db, table, source, tableQueryOf(table, input));
  const stream = async (input: TableInputOf<typeof table>, chunkRows: number) => {
    const chunks: Row[][] = [];
    for await (const chunk of tableRows(opened.engine.db, table, source, tableQueryOf(table, input), chunkRows)) chunks.push(chunk);
    return chunks;
  };

  it.skipIf(skipReason)('reads in chunks exactly the rows a noLimit page holds, in its order, for every sort', async () => {
    for (const column of ['at', 'card', 'amount', 'id'] as const)
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { column, direction };
        const whole = await run({ noLimit: true, sort });
        expect(whole.count).toBe(45);
        expect(whole.rows).toHaveLength(40);
        const chunks = await stream({ sort }, 7);
        expect(chunks.map((c) => c.length)).toEqual([7, 7, 7, 7, 7, 5]);
        expect(chunks.flat().map((r) => r.id), `${column} ${direction}`).toEqual(whole.rows.map((r) => r.id));
        // empty cards come last either way
        if (column === 'card') {
          const firstEmpty = whole.rows.findIndex((r) => r.card === null);
          expect(firstEmpty).toBeGreaterThan(0);
          expect(whole.rows.slice(firstEmpty).every((r) => r.card === null)).toBe(true);
        }
      }
  });

  it.skipIf(skipReason)('applies filters and the search to the count, the page and the file alike', async () => {
    const input = { extraSearch: { minAmount: 10 }, search: '1001', fieldsToSearch: ['card' as const] };
    const page = await run({ ...input, pageSize: 25 });
    const expected = rows.filter((r) => r.amount >= 10 && r.card_last4 === '1001').map((r) => r.id);
    expect(page.count).toBe(expected.length);
    expect(page.rows.map((r) => r.id).sort()).toEqual(expected);
    expect((await stream(input, 2)).flat().map((r) => r.id).sort()).toEqual(expected);
  });

  it.skipIf(skipReason)("streams every matching row past the page cap when the table's file is uncapped, and stops at a set file cap", async () => {
    const all = (exportMaxRows: number | null) => ({ ...table, exportMaxRows });
    const read = async (t: typeof table) => {
      const chunks: Row[][] = [];
      for await (const chunk of tableRows(opened.engine.db, t, source, tableQueryOf(t, {}), 10)) chunks.push(chunk);
      return chunks.flat();
    };
    expect(await read(all(null))).toHaveLength(45);
    expect(await read(all(12))).toHaveLength(12);
    // the page cap still holds for a noLimit answer
    expect((await tablePage(opened.engine.db, all(null), source, tableQueryOf(table, { noLimit: true }))).rows).toHaveLength(40);
  });

  it.skipIf(skipReason)('remembers a count while the read model it reads has not moved, and counts again once it has', async () => {
    const db = opened.engine.db;
    await createCheckpointTable(db);
    await db.insertInto('projection_checkpoint' as never).values({ name: 'things-model', version: 1, position: '10' } as never).execute();
    const remembering: typeof source = { ...source, countedFrom: ['things-model'] };
    const input = tableQueryOf(table, { extraSearch: { minAmount: 15 } });
    const count = async (from: typeof source) => (await tablePage(db, table, from, input)).count;
    expect(await count(remembering)).toBe(15);
    // a row written without the model's position moving (no projection writes so): the remembered count stands
    await db.insertInto('payment').values({ ...rows[2]!, id: 'r99' }).execute();
    try {
      expect(await count(remembering)).toBe(15);
      expect(await count(source)).toBe(16);
      // another statement is counted on its own
      expect((await tablePage(db, table, remembering, tableQueryOf(table, { extraSearch: { minAmount: 10 } }))).count).toBe(31);
      await sql`UPDATE projection_checkpoint SET position = 11 WHERE name = 'things-model'`.execute(db);
      expect(await count(remembering)).toBe(16);
    } finally {
      await db.deleteFrom('payment').where('id', '=', 'r99').execute();
    }
  });

  it.skipIf(skipReason)('lists the second page after the first', async () => {
    const second = await run({ page: 2, pageSize: 25, sort: { column: 'id', direction: 'asc' } });
    expect(second.count).toBe(45);
    expect(second.rows.map((r) => r.id)).toEqual(rows.slice(25).map((r) => r.id));
  });

  it.skipIf(skipReason)('lists every row, empty cards included, when nothing is searched', async () => {
    const page = await run({ fieldsToSearch: ['card'], pageSize: 50, sort: { column: 'id', direction: 'asc' } });
    expect(page.count).toBe(45);
    expect(page.rows.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it.skipIf(skipReason)('reads a file sorted by its tie-break in full chunks, each row once', async () => {
    const chunks = await stream({ sort: { column: 'id', direction: 'asc' }, extraSearch: { minAmount: 15 } }, 5);
    expect(chunks.map((c) => c.length)).toEqual([5, 5, 5]);
    expect(chunks.flat().map((r) => r.id)).toEqual(rows.filter((r) => r.amount === 15).map((r) => r.id));
  });

  // the dollar rows, only while a test reads them (the table above reads every payment)
  const withPeople = async (check: () => Promise<void>) => {
    const db = opened.engine.db;
    await db.deleteFrom('payment').where('currency', '=', 'USD').execute();
    await db.insertInto('payment').values(personRows).execute();
    try {
      await check();
    } finally {
      await db.deleteFrom('payment').where('currency', '=', 'USD').execute();
    }
  };
  const listPeople = async (input: TableInputOf<typeof people>, asked: string[] = []) => {
    const page = await tablePage(opened.engine.db, people, peopleSource(asked), tableQueryOf(people, input));
    return { ids: page.rows.map((r) => r.id), count: page.count };
  };

  it.skipIf(skipReason)('lists and counts once each row a looked-up name or the text matches', async () => {
    await withPeople(async () => {
      expect(await listPeople({ search: 'sand' })).toEqual({ ids: ['p1', 'p2', 'p3', 'p5', 'p6'], count: 5 });
      expect(await listPeople({ search: 'sand', extraSearch: { status: 'succeeded' } })).toEqual({ ids: ['p1', 'p3', 'p5', 'p6'], count: 4 });
      const file: Person[] = [];
      for await (const chunk of tableRows(opened.engine.db, people, peopleSource(), tableQueryOf(people, { search: 'sand' }), 2)) file.push(...chunk);
      expect(file.map((r) => r.id)).toEqual(['p1', 'p2', 'p3', 'p5', 'p6']);
    });
  });

  it.skipIf(skipReason)('finds a looked-up column by the names looked up, not by its own text', async () => {
    await withPeople(async () => {
      expect(await listPeople({ search: 'sandy', fieldsToSearch: ['payer'] })).toEqual({ ids: ['p1', 'p6'], count: 2 });
      expect(await listPeople({ search: 'u1' })).toEqual({ ids: [], count: 0 });
    });
  });

  it.skipIf(skipReason)('looks names up only when something is searched', async () => {
    await withPeople(async () => {
      const asked: string[] = [];
      expect(await listPeople({}, asked)).toEqual({ ids: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], count: 6 });
      expect(asked).toEqual([]);
      await listPeople({ search: 'sand' }, asked);
      expect(asked).toEqual(['%sand%']);
    });
  });

  it.skipIf(skipReason)('searches the columns searched together, and only those asked for', async () => {
    await withPeople(async () => {
      expect(await listPeople({ search: 'sandbox' })).toEqual({ ids: ['p1', 'p2', 'p5'], count: 3 });
      expect(await listPeople({ search: '4242' })).toEqual({ ids: ['p1', 'p4'], count: 2 });
      expect(await listPeople({ search: 'card', fieldsToSearch: ['method'] })).toEqual({ ids: ['p1', 'p2', 'p3', 'p4'], count: 4 });
      expect(await listPeople({ search: 'sandbox', fieldsToSearch: ['method'] })).toEqual({ ids: [], count: 0 });
    });
  });

  it.skipIf(skipReason)('finds no row for a search that spans two columns searched together', async () => {
    await withPeople(async () => {
      expect(await listPeople({ search: 'card\nsandbox' })).toEqual({ ids: [], count: 0 });
    });
  });

  it.skipIf(skipReason)('lists every row when a filter comes cleared, null or empty', async () => {
    await withPeople(async () => {
      const all = { ids: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], count: 6 };
      expect(await listPeople({ extraSearch: { status: null } })).toEqual(all);
      expect(await listPeople({ extraSearch: { status: '' } })).toEqual(all);
      expect(await listPeople({ extraSearch: { status: 'failed' } })).toEqual({ ids: ['p2', 'p4'], count: 2 });
    });
  });
});

describe('likePattern', () => {
  it('keeps %, _ and backslash as letters', () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
