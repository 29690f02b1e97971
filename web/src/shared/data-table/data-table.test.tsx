import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { defineTable, filter } from '@contracts/core/data-table';
import { renderWithApp } from '../../test/render';
import { DataTable } from './data-table';
import { initialView, type TableView } from './table-view';

// A table of every cell type; its labels are English words in the shell's namespace.
const people = defineTable({
  name: 'people',
  columns: {
    joined: { label: 'Joined', header: 'Joined', type: 'DATE', sortable: true },
    seen: { label: 'Seen', header: 'Seen', type: 'DATE_TIME', sortable: true },
    name: { label: 'Name', header: 'Name', type: 'TEXT', searchable: true, sortable: true },
    active: { label: 'Active', header: 'Active', type: 'BOOLEAN' },
    salary: { label: 'Salary', header: 'Salary', type: 'SALARY' },
    contact: { label: 'Contact', header: 'Contact', type: 'CONTACT', searchable: true },
    site: { label: 'Site', header: 'Site', type: 'LINK' },
    phone: { label: 'Phone', header: 'Phone', type: 'WA_PHONE', searchable: true },
    score: { label: 'Score', header: 'Score', type: 'NUMBER', sortable: true },
    id: { label: 'Id', header: 'Id', type: 'TEXT', hidden: true },
  },
  filters: { from: filter('DATE', 'From', z.iso.date().optional()) },
  defaultSort: { column: 'joined', direction: 'desc' },
  tieBreak: 'id',
});

type Person = { id: string; joined: string; seen: string; name: string; active: boolean; salary: unknown; contact: string | null; site: string | null; phone: string | null; score: number };

const person = (id: string, over: Partial<Person> = {}): Person => ({
  id,
  joined: '2026-11-25',
  seen: '2026-11-25T22:30:00.000Z',
  name: `Person ${id}`,
  active: true,
  salary: { value: 12000, currency: 'ILS', frequency: 'MONTH' },
  contact: 'dana@example.com',
  site: 'https://example.com/jobs',
  phone: '050-123-4567',
  score: 3.14159,
  ...over,
});

type Harness = { rows?: Person[]; count?: number; error?: unknown; onView?: (view: TableView<string>) => void; csv?: { call: string; input: object } };

function Table({ rows = [person('a')], count, error, onView, csv }: Harness) {
  const [view, setView] = useState(() => initialView(people));
  const [extraSearch, setExtraSearch] = useState({});
  return (
    <DataTable
      table={people}
      namespace="translation"
      label="People"
      view={view}
      onViewChange={(next) => {
        setView(next);
        onView?.(next);
      }}
      extraSearch={extraSearch}
      onExtraSearchChange={setExtraSearch}
      answer={{ data: rows, cells: [...people.columns], count: count ?? rows.length }}
      fetching={false}
      error={error}
      csv={csv}
    />
  );
}

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('DataTable', () => {
  it('shows each cell by its type: dd.mm.yyyy, hh:mm in Israel, numbers to 2 decimals, links for contacts and phones', () => {
    renderWithApp(<Table rows={[person('a'), person('b', { phone: 'call me', contact: '+972 50 123 4567', active: false, site: 'javascript:alert(1)', score: 6 }), person('c', { phone: null, contact: null, salary: null })]} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Joined', 'Seen', 'Name', 'Active', 'Salary', 'Contact', 'Site', 'Phone', 'Score']);
    const a = rowOf('Person a');
    expect(a.textContent).toContain('25.11.2026');
    expect(a.textContent).toContain('26.11.2026 00:30');
    expect(a.textContent).toContain('Yes');
    expect(a.textContent).toContain('₪12,000.00 / month');
    expect(a.textContent).toContain('3.14');
    expect(within(a).getByRole('link', { name: 'dana@example.com' }).getAttribute('href')).toBe('mailto:dana@example.com');
    expect(within(a).getByRole('link', { name: 'example.com/jobs' }).getAttribute('href')).toBe('https://example.com/jobs');
    const whatsApp = within(a).getByRole('link', { name: 'WhatsApp 050-123-4567' });
    expect(whatsApp.getAttribute('href')).toBe('https://wa.me/972501234567');
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
    const b = rowOf('Person b');
    expect(b.textContent).toContain('Invalid Phone');
    expect(b.textContent).toContain('No');
    expect(b.textContent).toContain('6');
    expect(within(b).getByRole('link', { name: '+972 50 123 4567' }).getAttribute('href')).toBe('tel:+972501234567');
    expect(within(b).queryByRole('link', { name: /alert/ })).toBeNull();
    expect(rowOf('Person c').textContent).toContain('No Phone');
  });

  // several steps, each a render of MUI's pager: more time than one assertion on a busy machine
  it('pages on the server: the pager says where it is, moves, and a new page size starts again from the first page', { timeout: 15_000 }, async () => {
    const views: TableView<string>[] = [];
    // the server decides what a page holds; three rows keep the render light
    renderWithApp(<Table rows={[person('a'), person('b'), person('c')]} count={60} onView={(v) => views.push(v)} />);
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(views.at(-1)).toMatchObject({ page: 2, pageSize: 25 });
    await screen.findByText('26–50 of 60');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(views.at(-1)).toMatchObject({ page: 3 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100', '200']);
    fireEvent.click(screen.getByRole('option', { name: '200' }));
    expect(views.at(-1)).toMatchObject({ page: 1, pageSize: 200 });
  });

  it('sorts by a sortable header from the mouse or the keyboard, and says which way with aria-sort', { timeout: 15_000 }, async () => {
    const views: TableView<string>[] = [];
    renderWithApp(<Table onView={(v) => views.push(v)} />);
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Joined').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Active')).queryByRole('button')).toBeNull();
    const name = within(header('Name')).getByRole('button', { name: 'Name' });
    expect(name.tabIndex).toBe(0);
    fireEvent.click(name);
    expect(views.at(-1)).toMatchObject({ page: 1, sort: { column: 'name', direction: 'asc' } });
    await waitFor(() => expect(header('Name').getAttribute('aria-sort')).toBe('ascending'));
    // Enter on the focused header is a click (MUI's button base)
    const score = within(header('Score')).getByRole('button', { name: 'Score' });
    score.focus();
    fireEvent.keyDown(score, { key: 'Enter' });
    expect(views.at(-1)).toMatchObject({ sort: { column: 'score', direction: 'desc' } });
    fireEvent.click(within(header('Score')).getByRole('button', { name: 'Score' }));
    expect(views.at(-1)).toMatchObject({ sort: { column: 'score', direction: 'asc' } });
  });

  it('searches the chosen columns once typing pauses, from the first page', { timeout: 15_000 }, async () => {
    const views: TableView<string>[] = [];
    renderWithApp(<Table onView={(v) => views.push(v)} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search in' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Name', 'Contact', 'Phone']);
    fireEvent.click(screen.getByRole('option', { name: 'Phone' }));
    expect(views.at(-1)).toMatchObject({ fieldsToSearch: ['phone'], page: 1 });
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' 050 ' } });
    await waitFor(() => expect(views.at(-1)).toMatchObject({ search: '050', fieldsToSearch: ['phone'], page: 1 }));
  });

  it('says when more rows match than the CSV file takes', () => {
    const { unmount } = renderWithApp(<Table count={10_000} csv={{ call: 'getPeople', input: {} }} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByText(/than a file holds/)).toBeNull();
    unmount();
    renderWithApp(<Table count={10_001} csv={{ call: 'getPeople', input: {} }} />);
    expect(screen.getByText('More rows match than a file holds: it takes the first 10,000')).toBeTruthy();
  });

  it("shows the server's error text in a red line, or 'Something went wrong' when it sent none", () => {
    const { unmount } = renderWithApp(<Table error={{ status: 400, body: { error: 'Column: Sort only by a sortable column: joined' } }} />);
    expect(screen.getByRole('alert').textContent).toContain('Column: Sort only by a sortable column: joined');
    unmount();
    renderWithApp(<Table error={{ status: 'FETCH_ERROR' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });
});
