import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryEntry } from '@contracts/core/history-entry';
import type { PastJob } from '@contracts/marketplace/job-history/calls';
import { i18n } from '../../../app/i18n';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { JobHistoryDialog } from './job-history-dialog';
import { en } from './locales/en';

beforeAll(() => {
  i18n.addResourceBundle('en', 'jobHistory', en, true, true);
});

const past = (overrides: Partial<PastJob> = {}): PastJob => ({
  _id: 'j1', title: 'Backend Engineer', company: 'Acme Labs', company_url: null, employmentType: 'FULL_TIME', seniorityLevel: 'Senior',
  description: '<p>Build the APIs.</p>', location: 'Tel Aviv', loc_lat: 32.08, loc_lng: 34.78, country: 'Israel', countryCode: 'IL',
  streetAddress: null, postalCode: null, salaryMin: 20000, salaryMax: 30000, salaryCurrency: 'ILS', salaryFrequency: 'MONTH',
  tags: ['Node.js'], selectedTags: [], phone: null, phoneToAllJobs: false, jobstatus: 'A', ...overrides,
});
const dana = { id: 'u1', name: 'Dana Levi' };
const entry = (position: string, version: number, change: HistoryEntry['change'], at: string): HistoryEntry => ({
  position, version, type: 'JobUpdated', at, actor: dana, onBehalfOf: null, requestId: `req-${position}-0000-0000`, change,
});
const entries = [
  entry('30', 2, { key: 'job.statusChanged', params: { from: 'A', to: 'O' } }, '2026-03-03T10:00:00.000Z'),
  entry('20', 1, { key: 'job.edited', params: { fields: ['title', 'salaryMin', 'salaryMax'] } }, '2026-03-02T10:00:00.000Z'),
  entry('10', 0, { key: 'job.created', params: { status: 'A' } }, '2026-03-01T10:00:00.000Z'),
];
const edited = past({ title: 'Senior Backend Engineer', salaryMin: 25000, salaryMax: 35000 });
const versions: Record<string, PastJob> = { '10': past(), '20': edited, '30': { ...edited, jobstatus: 'O' } };
const asOf = (position: string) => ({ position, version: entries.find((e) => e.position === position)!.version, at: entries.find((e) => e.position === position)!.at });

// The job at a position as its entries say; a time means now, unless it is before the job existed.
const jobAt = (body: unknown) => {
  const { at } = body as { at: string };
  if (/^\d+$/.test(at)) return { body: { job: versions[at]!, asOf: asOf(at) } };
  return Date.parse(at) < Date.parse('2026-03-01T10:00:00.000Z') ? { body: { job: null, asOf: null } } : { body: { job: versions['30']!, asOf: asOf('30') } };
};

const open = () => renderWithApp(<JobHistoryDialog job={{ _id: 'j1', title: 'Senior Backend Engineer' }} onClose={vi.fn()} />, { token: 'user-token', kind: 'user' });
const changedFields = (dialog: HTMLElement) => [...dialog.querySelectorAll('[data-changed] dt')].map((dt) => dt.textContent);

describe('the job history dialog', () => {
  it('lists who changed what and when, and shows the job before its last change next to the job now', async () => {
    fakeServer({ getJobHistory: () => ({ body: { list: entries, total: 3 } }), getJobAt: jobAt });
    open();
    const dialog = await screen.findByRole('dialog', { name: /^History of “.?Senior Backend Engineer.?”$/ });
    const list = within(dialog).getByRole('list', { name: 'Changes' });
    await within(list).findByText('Status changed from Active to Inactive');
    expect(within(list).getByText('Edited Title, Minimum salary, and Maximum salary')).toBeTruthy();
    expect(within(list).getByText('Job created as Active')).toBeTruthy();
    expect(within(list).getAllByText('Dana Levi', { exact: false })).toHaveLength(3);
    expect(within(list).getAllByLabelText(/^Request id req-/)).toHaveLength(3);
    expect(dialog.textContent).toContain('3 changes');
    // at first: the job before its last change, the status marked as what differs
    await within(dialog).findByText('1 field differs from now');
    expect(changedFields(dialog)).toEqual(['StatusChanged']);
    expect(within(list).getByRole('button', { current: true }).textContent).toContain('Edited');
  });

  it('moves back in time to a picked change, by mouse or keyboard, or to a typed moment', async () => {
    const server = fakeServer({ getJobHistory: () => ({ body: { list: entries, total: 3 } }), getJobAt: jobAt });
    open();
    const dialog = await screen.findByRole('dialog');
    const created = await within(dialog).findByRole('button', { name: /Job created as Active/ });
    fireEvent.click(created);
    await within(dialog).findByText('3 fields differ from now');
    expect(changedFields(dialog)).toEqual(['StatusChanged', 'TitleChanged', 'SalaryChanged']);
    expect(dialog.textContent).toContain('Backend Engineer');
    expect(dialog.textContent?.replace(/[\u2066-\u2069]/g, '')).toContain('ILS 20K–30K /month');

    // Up and Down go from change to change; Enter picks one
    const items = within(dialog).getAllByRole('button', { name: /Dana Levi/ });
    items[0]!.focus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);

    const moment = within(dialog).getByLabelText('Show the job as it was at');
    fireEvent.change(moment, { target: { value: '2026-02-01T09:30:00' } });
    await within(dialog).findByText('The job did not exist yet at that moment.');
    expect(server.callsTo('getJobAt').at(-1)?.body).toEqual({ jobId: 'j1', at: new Date('2026-02-01T09:30:00').toISOString() });
  });

  it('says when there is no history yet', async () => {
    fakeServer({ getJobHistory: () => ({ body: { list: [], total: 0 } }), getJobAt: jobAt });
    open();
    expect(await screen.findByText('No changes are recorded for this job yet.')).toBeTruthy();
  });

  it('offers to try again when the history cannot load', async () => {
    let fail = true;
    fakeServer({ getJobHistory: () => (fail ? { status: 500, body: { error: 'Something went wrong' } } : { body: { list: entries, total: 3 } }), getJobAt: jobAt });
    open();
    await screen.findByText('We could not load the history right now.');
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(screen.getByText('Job created as Active')).toBeTruthy());
  });
});
