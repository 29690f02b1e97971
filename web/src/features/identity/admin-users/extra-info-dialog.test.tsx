import { describe, expect, it } from 'vitest';
import { pageOf } from './extra-info-dialog';

const rows = [
  { _id: 'a', title: 'Backend', at: '2026-11-01T10:00:00.000Z', balance: 3 },
  { _id: 'b', title: 'Frontend', at: null, balance: 1 },
  { _id: 'c', title: 'Data', at: '2026-11-03T10:00:00.000Z', balance: 2 },
];
const view = { search: '', fieldsToSearch: [], page: 1, pageSize: 25, sort: { column: 'at', direction: 'desc' as const } };

describe('the extra-info table, paged in the browser', () => {
  it('sorts newest first with empty values last, and by numbers as numbers', () => {
    expect(pageOf(rows, view, ['title']).data.map((r) => r._id)).toEqual(['c', 'a', 'b']);
    expect(pageOf(rows, { ...view, sort: { column: 'balance', direction: 'asc' } }, ['title']).data.map((r) => r._id)).toEqual(['b', 'c', 'a']);
  });
  it('searches the searchable columns in any case and pages what it found, saying how many', () => {
    expect(pageOf(rows, { ...view, search: 'END' }, ['title'])).toMatchObject({ count: 2 });
    expect(pageOf(rows, { ...view, pageSize: 2, page: 2 }, ['title'])).toEqual({ data: [rows[1]], count: 3 });
  });
});
