import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './messages';
import { defineTable, exportedColumns, filter, searchableKeys, sortableKeys, tableInput, tableQueryOf, TABLE_MAX_ROWS } from './data-table';

const day = z.iso.date();
const leads = defineTable({
  name: 'leads',
  columns: {
    date: { label: 'column.date', header: 'Date', type: 'DATE', sortable: true },
    name: { label: 'column.name', header: 'Name', type: 'TEXT', searchable: true, sortable: true },
    phone: { label: 'column.phone', header: 'Phone', type: 'WA_PHONE', searchable: true },
    notes: { label: 'column.notes', header: 'Notes', type: 'TEXT', exported: false },
    _id: { label: 'column.id', header: 'Id', type: 'TEXT', hidden: true },
  },
  filters: { from: filter('DATE', 'from', day.optional()), status: filter('SELECT', 'status', z.enum(['new', 'done']).optional(), ['new', 'done']) },
  defaultSort: { column: 'date', direction: 'desc' },
  tieBreak: '_id',
});
const input = tableInput(leads);

const message = (value: unknown) => {
  const parsed = input.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a table descriptor', () => {
  it('lists its columns in order with what each one allows, and the defaults of the spec', () => {
    expect(leads.columns.map((c) => c.key)).toEqual(['date', 'name', 'phone', 'notes', '_id']);
    expect(leads.columns[2]).toEqual({ key: 'phone', label: 'column.phone', header: 'Phone', type: 'WA_PHONE', searchable: true, sortable: false, exported: true, hidden: false });
    expect(searchableKeys(leads)).toEqual(['name', 'phone']);
    expect(sortableKeys(leads)).toEqual(['date', 'name']);
    expect(exportedColumns(leads).map((c) => c.key)).toEqual(['date', 'name', 'phone', '_id']);
    expect(leads).toMatchObject({ pageSizes: [25, 50, 100, 200], defaultPageSize: 25, maxRows: TABLE_MAX_ROWS, exportMaxRows: TABLE_MAX_ROWS, timeZone: 'Asia/Jerusalem' });
  });

  it('refuses at definition a default sort that is not sortable, a missing tie-break, an odd page size or key', () => {
    const base = { name: 't', columns: { a: { label: 'a', header: 'A', type: 'TEXT' as const, sortable: true }, b: { label: 'b', header: 'B', type: 'TEXT' as const } }, filters: {} };
    expect(() => defineTable({ ...base, defaultSort: { column: 'b', direction: 'asc' }, tieBreak: 'a' })).toThrow('the default sort "b" must be a sortable column');
    expect(() => defineTable({ ...base, defaultSort: { column: 'a', direction: 'asc' }, tieBreak: 'c' as 'a' })).toThrow('the tie-break "c" must be a column');
    expect(() => defineTable({ ...base, defaultSort: { column: 'a', direction: 'asc' }, tieBreak: 'a', defaultPageSize: 30 })).toThrow('page size 30');
    expect(() => defineTable({ ...base, columns: { 'a"b': base.columns.a }, defaultSort: { column: 'a"b', direction: 'asc' }, tieBreak: 'a"b' })).toThrow('plain name');
  });
});

describe("a table call's input", () => {
  it('takes the spec shape, every field optional, and fills the table defaults', () => {
    expect(input.parse({})).toEqual({});
    expect(tableQueryOf(leads, {})).toEqual({ search: '', fieldsToSearch: ['name', 'phone'], extraSearch: {}, page: 1, pageSize: 25, sort: { column: 'date', direction: 'desc' }, noLimit: false });
    const full = input.parse({ search: '  dana ', fieldsToSearch: ['phone', 'phone'], extraSearch: { from: '2026-01-01', status: 'new' }, page: 3, pageSize: 200, sort: { column: 'name', direction: 'asc' }, noLimit: true });
    expect(tableQueryOf(leads, full)).toEqual({ search: 'dana', fieldsToSearch: ['phone'], extraSearch: { from: '2026-01-01', status: 'new' }, page: 3, pageSize: 200, sort: { column: 'name', direction: 'asc' }, noLimit: true });
  });

  it('names the columns it takes when a sort or search column is not whitelisted', () => {
    expect(message({ sort: { column: 'notes', direction: 'asc' } })).toEqual(['sort.column: Sort only by a sortable column: date, name']);
    expect(message({ sort: { column: 'name; drop table lead', direction: 'asc' } })).toEqual(['sort.column: Sort only by a sortable column: date, name']);
    expect(message({ fieldsToSearch: ['date'] })).toEqual(['fieldsToSearch.0: Search only in the searchable columns: name, phone']);
    expect(message({ headers: { notes: 'הערות' } })).toEqual(['headers: Remove the field notes: this call does not take it']);
  });

  it('refuses page sizes, pages, filters and fields the table does not have', () => {
    expect(message({ pageSize: 30 })).toEqual(['pageSize: Choose one of: 25, 50, 100, 200']);
    expect(message({ page: 0 })).not.toBeNull();
    expect(message({ extraSearch: { plan: 'x' } })).not.toBeNull();
    expect(message({ extraSearch: { status: 'lost' } })).not.toBeNull();
    expect(message({ sql: 'select 1' })).not.toBeNull();
    expect(message({ search: 'x'.repeat(201) })).not.toBeNull();
  });
});
