import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { kpiContribution, kpiFigures } from '@contracts/coaching/kpis/kpi-figures';
import { initialKpiState, type KpiInterview, type KpiState } from '@contracts/coaching/kpis/kpi-state';
import { fakeServer } from '../../../test/fake-server';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { he as tracker } from '../tracker/locales/he';
import { KpiView } from './kpi-view';
import { loadKpiStrings } from './kpis-strings';

const interview = (company: string, type: string, date: string, status = 'Interviewing'): KpiInterview => ({ company, type, isApproach: false, date, createdAt: date, status });
const state: KpiState = {
  ...initialKpiState('u1'),
  startedAt: '2026-03-01T00:00:00.000Z',
  beginServiceDate: '2026-03-01',
  interviews: {
    a: interview('Acme', 'Self Application', '2026-03-02T10:00:00Z'),
    b: interview('Acme', 'HR Interview', '2026-03-05T10:00:00Z', 'Got an Offer'),
  },
};
const kpis = kpiFigures(state, kpiContribution(state), new Date('2026-03-20T12:00:00Z'));

describe('the stage-to-stage lines in Hebrew', () => {
  inHebrew(loadKpiStrings);

  it("name the interview types and the offer as the tracker's timeline does", async () => {
    fakeServer({});
    renderWithApp(<KpiView kpis={kpis} readOnly />, { token: 'user-token', kind: 'user' });
    const list = (await screen.findByText(tracker.types['HR Interview'])).closest('ul')!;
    expect(within(list).getByText(tracker.types['Self Application'])).toBeTruthy();
    expect(within(list).getByText(tracker.statuses['Got an Offer'])).toBeTruthy();
    expect(within(list).queryByText('HR Interview')).toBeNull();
    expect(within(list).queryByText('Self Application')).toBeNull();
  });
});
