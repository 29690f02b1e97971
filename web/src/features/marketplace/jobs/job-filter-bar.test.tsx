import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SearchFacets } from '@contracts/marketplace/jobs/calls';
import { emptySearch } from '../../../shared/search-slug';
import { inHebrew } from '../../../test/in-hebrew';
import { renderWithApp } from '../../../test/render';
import { JobFilterBar } from './job-filter-bar';
import { noFilters } from './job-filters';
import { loadJobsStrings } from './jobs-strings';

const facets = (approximate: boolean): SearchFacets => ({
  tags: [{ value: 'react', count: 1350 }],
  employmentType: [{ value: 'FULL_TIME', count: 12 }],
  seniorityLevel: [],
  company: [],
  approximate,
});

const openTags = async (approximate: boolean, label: RegExp) => {
  await loadJobsStrings();
  renderWithApp(<JobFilterBar list="jobs" search={emptySearch} filters={noFilters} facets={facets(approximate)} onChange={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: label }));
};

describe('the filter counts', () => {
  it('shows exact counts as they are', async () => {
    await openTags(false, /^Tags/);
    expect(await screen.findByText('1,350')).toBeTruthy();
    expect(screen.queryByText(/first 1,000 matches/)).toBeNull();
  });

  it('shows the counts of a broad search as lower bounds, and says why', async () => {
    await openTags(true, /^Tags/);
    expect(await screen.findByText('1,350+')).toBeTruthy();
    expect(screen.getByText('Counted over the first 1,000 matches: at least this many')).toBeTruthy();
  });

  describe('in Hebrew', () => {
    inHebrew(loadJobsStrings);
    it('says at least in words', async () => {
      await openTags(true, /^תגיות/);
      expect(await screen.findByText('לפחות 1,350')).toBeTruthy();
      expect(screen.getByText('נספר מתוך 1,000 ההתאמות הראשונות: לפחות כך')).toBeTruthy();
    });
  });
});
