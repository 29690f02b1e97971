import { describe, expect, it } from 'vitest';
import '../../core/messages';
import { paymentsInput } from './payments-table';

const issues = (value: unknown) => paymentsInput.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('getPayments input', () => {
  it("takes the spec's { from, to } as it always did", () => {
    expect(paymentsInput.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('takes the table shape with the range in extraSearch', () => {
    const table = { extraSearch: { from: '2026-11-01', to: '2026-11-30' }, search: 'dana', fieldsToSearch: ['name', 'email'], page: 2, pageSize: 50, sort: { column: 'amount', direction: 'asc' }, noLimit: false };
    expect(paymentsInput.parse(table)).toEqual(table);
  });

  it('refuses a mix of the two, half a range, or neither, saying what to send', () => {
    expect(issues({ from: '2026-11-01', to: '2026-11-30', page: 2 })).toEqual(["page: Send either from and to, or the table's fields with extraSearch, not both"]);
    expect(issues({ from: '2026-11-01' })).toEqual(['to: Required']);
    expect(issues({})).toEqual(["extraSearch: Send from and to, or the table's extraSearch with from and to"]);
    expect(issues({ extraSearch: { from: '2026-11-01' } })).toEqual(['extraSearch.to: Required']);
    expect(issues({ extraSearch: { from: '2026-11-01', to: 'tomorrow' } })).toEqual(['extraSearch.to: Use a day (YYYY-MM-DD) or a moment with its offset']);
  });

  it('refuses a day no one means, which the database would not take either (year 0000)', () => {
    expect(issues({ extraSearch: { from: '0000-02-29T06:50:08Z', to: '4400-02-29' } })).toEqual([
      'extraSearch.from: Use a date between the years 1900 and 2200',
      'extraSearch.to: Use a date between the years 1900 and 2200',
    ]);
  });
});
