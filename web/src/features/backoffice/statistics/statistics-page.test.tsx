import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatData, DashboardStats, JhStatistics, MainDashboard } from '@contracts/backoffice/statistics/figures';
import { addWeeks, israelDayOf, weekOfDay } from '@contracts/backoffice/statistics/weeks';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { sampleUser } from '../../../test/samples';
import { MainDashboardPage } from './main-dashboard-page';
import { StatisticsPage } from './statistics-page';
import { loadStatisticsStrings } from './statistics-strings';

beforeAll(loadStatisticsStrings);
afterEach(() => vi.unstubAllGlobals());

const range = { from: '2026-10-04', to: '2026-10-17', weeks: ['2026-10-04', '2026-10-11'] };
const totals = { signupsSeeker: 12, signupsRecruiter: 3, jobsPosted: 40, jobsClosed: 5, activeJobs: 35, applications: 90, matches: 7, payments: 2 };
const stats: DashboardStats = { ...range, totals, previous: { from: '2026-09-20', to: '2026-10-03', totals: { ...totals, signupsSeeker: 10, matches: 7 } }, revenue: [{ currency: 'ILS', total: 99.8, previous: 0 }] };
const weekly: MainDashboard = {
  ...range,
  signups: { seeker: [5, 7], recruiter: [1, 2] },
  jobsPosted: [30, 10],
  jobsClosed: [0, 5],
  activeJobs: [30, 35],
  applications: [40, 50],
  matches: [3, 4],
  payments: [1, 1],
  revenue: [{ currency: 'ILS', total: 99.8, series: [49.9, 49.9] }],
};
const cat: CatData = { categories: [{ category: 'qa', label: 'QA', jobs: 4, resumes: 2 }], jobTags: [{ tag: 'React', count: 9 }], resumeTags: [] };
const coaching: JhStatistics = {
  ...range,
  journeysByStatus: [{ status: 'published', series: [3, 4] }],
  partsSent: [2, 0],
  cyclesOpened: [1, 0],
  interviews: [
    { stage: 'approach', series: [1, 0] },
    { stage: 'screening', series: [0, 0] },
    { stage: 'interview', series: [2, 1] },
    { stage: 'assignment', series: [0, 0] },
  ],
  offers: [0, 1],
  signed: [0, 0],
  revenue: [],
  totals: { journeys: 4, partsSent: 2, cyclesOpened: 1, interviews: 4, offers: 1, signed: 0 },
};
const asStaff = () => ({ body: { user: sampleUser({ isCSManager: true }) } });
const card = (name: string) => screen.getByRole('region', { name });

describe('the main dashboard', () => {
  it('shows each total beside the weeks before it, and asks again for the weeks chosen', { timeout: 15_000 }, async () => {
    const server = fakeServer({ getUserData: asStaff, getDashboardStats: () => ({ body: stats }), getMainDashboardData: () => ({ body: weekly }), getCATData: () => ({ body: cat }) });
    renderWithApp(<MainDashboardPage />, { token: 'staff-token', kind: 'user' });
    await screen.findByRole('region', { name: 'Seekers signed up' });
    expect(within(card('Seekers signed up')).getByText(/\+2.? on the 2 weeks before/)).toBeTruthy();
    expect(within(card('Matches')).getByText('As in the 2 weeks before')).toBeTruthy();
    expect(within(card('Active jobs')).getByText('at the end of the range')).toBeTruthy();
    expect(within(card('Revenue (ILS)')).getByText('99.8')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sign-ups' })).toBeTruthy();
    expect(await screen.findByText('React: 9')).toBeTruthy();

    // a range that ends before it starts is not asked for
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The range must end on or after the day it starts')).toBeTruthy();
    expect(server.calls.filter((c) => c.name === 'getDashboardStats')).toHaveLength(1);

    // the last four weeks at a click, through today
    fireEvent.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    const today = israelDayOf(Date.now());
    await waitFor(() => expect(server.calls.filter((c) => c.name === 'getMainDashboardData').at(-1)?.body).toEqual({ from: addWeeks(weekOfDay(today), -3), to: today }));
  });

  it('says the figures could not be loaded, and reads them again on Retry', async () => {
    let failing = true;
    const server = fakeServer({
      getUserData: asStaff,
      getDashboardStats: () => (failing ? { status: 500, body: { error: 'boom', correlationId: 'c' } } : { body: stats }),
      getMainDashboardData: () => ({ body: weekly }),
      getCATData: () => ({ body: cat }),
    });
    renderWithApp(<MainDashboardPage />, { token: 'staff-token', kind: 'user' });
    const retry = (await screen.findAllByRole('button', { name: 'Try again' }))[0]!;
    expect(screen.getByText('The figures could not be loaded')).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    await screen.findByRole('region', { name: 'Seekers signed up' });
    expect(server.calls.filter((c) => c.name === 'getDashboardStats').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the coaching statistics', () => {
  it('shows the totals and a chart per subject, and says which have nothing to draw', async () => {
    fakeServer({ getUserData: asStaff, getJHStatisticsData: () => ({ body: coaching }) });
    renderWithApp(<StatisticsPage />, { token: 'staff-token', kind: 'user' });
    await screen.findByRole('region', { name: 'Journeys' });
    expect(within(card('Journeys')).getByText('4')).toBeTruthy();
    expect(within(card('Parts sent')).getByText('2')).toBeTruthy();
    expect(within(card('Coaching revenue by currency')).getByText('No figures in these weeks')).toBeTruthy();
    expect(within(card('Interviews by stage, in the week they are held')).queryByText('No figures in these weeks')).toBeNull();
  });

  describe('in Hebrew', () => {
    inHebrew(loadStatisticsStrings);

    it('names the figures in Hebrew', async () => {
      fakeServer({ getUserData: asStaff, getJHStatisticsData: () => ({ body: coaching }) });
      renderWithApp(<StatisticsPage />, { token: 'staff-token', kind: 'user' });
      expect(await screen.findByRole('region', { name: 'חלקים שנשלחו' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'הצגה' })).toBeTruthy();
    });
  });
});
