import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Company } from '@contracts/marketplace/companies/company';
import { emptySearch } from '../../../shared/search-slug';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { JobFilterBar } from '../jobs/job-filter-bar';
import { noFilters } from '../jobs/job-filters';
import { loadJobsStrings } from '../jobs/jobs-strings';

const company = (name: string): Company => ({
  _id: name.toLowerCase().replace(/\s/g, ''), name, url: null, urls: [], slug: name.toLowerCase(), rating: 4, reviews: 3, interviews: 1, jobs: 2,
  ratings: { careerOpportunities: null, compensationsBenefits: null, workLifeBalance: null, seniorManagement: null, cultureValues: null },
  recommendToFriend: null, ceoApproval: null, interviewRating: null, interviewDifficulty: null, datecreated: '2026-11-01T00:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

// The job filter's company field offers the listed companies once more than 2 letters are typed,
// asked by the first 2 (getCompanies) and narrowed to what is typed.
describe("the job filter's company field", () => {
  it('asks getCompanies by the first 2 letters after more than 2, and adds the company picked', async () => {
    const server = fakeServer({ getCompanies: () => ({ body: { list: [company('Galil Fintech'), company('Gal Systems'), company('Galaxy Games')], total: 3 } }) });
    await loadJobsStrings();
    const onChange = vi.fn();
    renderWithApp(<JobFilterBar list="jobs" search={emptySearch} filters={noFilters} facets={undefined} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: /^Company/ }));
    const field = await screen.findByRole('textbox', { name: /company/i });
    fireEvent.change(field, { target: { value: 'ga' } });
    expect(server.callsTo('getCompanies')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'gala' } });
    const offered = await screen.findByRole('list', { name: /company/i });
    await waitFor(() => expect(within(offered).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Galaxy Games']));
    expect(server.callsTo('getCompanies').map((call) => call.body)).toEqual([{ search: 'ga', page: 1 }]);
    fireEvent.click(within(offered).getByRole('listitem'));
    const change = onChange.mock.calls[0]![0] as (now: { search: typeof emptySearch; filters: typeof noFilters }) => { filters: { company: string[] } };
    expect(change({ search: emptySearch, filters: noFilters }).filters.company).toEqual(['Galaxy Games']);
  });
});
