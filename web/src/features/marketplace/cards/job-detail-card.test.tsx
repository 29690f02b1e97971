import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Job } from '@contracts/marketplace/jobs/job';
import { i18n } from '../../../app/i18n';
import { fakeServer, sampleJob } from '../../../test/fake-server';
import { loadTestStrings } from '../../../test/samples';
import { renderWithApp } from '../../../test/render';
import { JobDetailContent } from '../jobs/job-detail-pane';
import { en as jobs } from '../jobs/locales/en';
import { en as cards } from './locales/en';

beforeAll(() => {
  loadTestStrings();
  i18n.addResourceBundle('en', 'jobs', jobs, true, true);
  i18n.addResourceBundle('en', 'cards', cards, true, true);
});

const longText = Array.from({ length: 260 }, (_, i) => `word${i}`).join(' ');
const serve = (job: Job, stats = { hiringPercent: null as number | null, watches: null }) =>
  fakeServer({
    getHistogramObject: () => ({ body: { result: job } }),
    watchJob: () => ({ body: { recorded: true } }),
    getJobWatchStats: () => ({ body: { jobId: job._id, ...stats } }),
    getUserApplies: () => ({ body: { applies: [] } }),
  });

describe('the job card in detail', () => {
  it('shows the badge, the salary in full, a cut description with READ MORE, and counts a watch', async () => {
    const job = sampleJob('j1', { jobownerid: '', applies: 7, description: `<p>${longText}</p>`, salaryMin: 12500, salaryMax: 18000, salaryCurrency: 'USD', salaryFrequency: 'YEAR' }) as Job;
    const server = serve(job);
    renderWithApp(<JobDetailContent jobId="j1" fromList={undefined} />);
    expect(await screen.findByText('14 people are looking at this job. Apply now.')).toBeTruthy();
    expect(screen.getByText('$12,500–18,000')).toBeTruthy();
    expect(screen.getByText('/year')).toBeTruthy();
    expect(screen.queryByText(/word259/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'READ MORE' }));
    expect(await screen.findByText(/word259/)).toBeTruthy();
    await waitFor(() => expect(server.callsTo('watchJob').map((c) => c.body)).toEqual([{ jobId: 'j1' }]));
    // an active job that is not the caller's asks for no stats
    expect(server.callsTo('getJobWatchStats')).toEqual([]);
  });

  it("says an expired job's hiring hint", async () => {
    serve(sampleJob('j2', { jobstatus: 'O', jobownerid: '' }) as Job, { hiringPercent: 92, watches: null });
    renderWithApp(<JobDetailContent jobId="j2" fromList={undefined} />);
    expect(await screen.findByText('This job is no longer available.')).toBeTruthy();
    expect(await screen.findByText('92% chance this position was filled')).toBeTruthy();
  });

  it("copies the link and says 'Copied'; offers facebook, linkedin, twitter and email", async () => {
    serve(sampleJob('j3') as Job);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<JobDetailContent jobId="j3" fromList={undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const links = ['Facebook', 'LinkedIn', 'Twitter', 'Email'].map((name) => screen.getByRole('menuitem', { name }).getAttribute('href'));
    expect(links[0]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/);
    expect(links[1]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    expect(links[2]).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?url=/);
    expect(links[3]).toMatch(/^mailto:\?subject=Job%20j3/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/acme-job-j3-tel-aviv-j3`);
  });
});
