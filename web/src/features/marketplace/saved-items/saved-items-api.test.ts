import { describe, expect, it } from 'vitest';
import type { SavedItem } from '@contracts/marketplace/saved-items/calls';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import { sampleListItem } from '../../../test/fake-server';
import { applyJobToSaved } from './saved-items-api';

const saved = (id: string): SavedItem => ({ itemId: id, itemType: 'job', savedAt: '2026-11-20T10:00:00.000Z', state: 'available', job: sampleListItem(id) as JobListItem, resume: null });

describe('a saved job following its job live', () => {
  it('shows a job closed as expired, deleted as gone, and listed again as available with its new card', () => {
    const list = [saved('j1'), saved('j2')];
    applyJobToSaved(list, { jobId: 'j1', status: 'O', position: '10' });
    expect([list[0]!.state, list[0]!.job?.jobstatus]).toEqual(['expired', 'O']);
    applyJobToSaved(list, { jobId: 'j2', status: 'D', position: '11' });
    expect(list[1]!.state).toBe('gone');
    applyJobToSaved(list, { jobId: 'j1', status: 'A', position: '12', job: { ...(sampleListItem('j1') as JobListItem), title: 'Renamed' } });
    expect([list[0]!.state, list[0]!.job?.title]).toEqual(['available', 'Renamed']);
  });

  it('leaves the list as it is for a job not saved', () => {
    const list = [saved('j1')];
    applyJobToSaved(list, { jobId: 'other', status: 'D', position: '13' });
    expect(list[0]!.state).toBe('available');
  });
});
