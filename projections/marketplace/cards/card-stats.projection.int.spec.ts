import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { cardStatsProjection } from './card-stats.projection';

describeProjection(cardStatsProjection, (spec, db) => {
  it('counts watches per job and day, once per event however often it is replayed', async () => {
    const jobId = randomUUID();
    const morning = storedEvent('JobWatched', { jobId, watchedAt: '2026-03-10T08:00:00.000Z' });
    await spec.given(morning, storedEvent('JobWatched', { jobId, watchedAt: '2026-03-10T21:00:00.000Z' }), storedEvent('JobWatched', { jobId, watchedAt: '2026-03-11T06:00:00.000Z' }));
    await spec.given(morning);
    const rows = await db().selectFrom('job_watch_day').select(['day', 'watches']).where('job_id', '=', jobId).orderBy('day').execute();
    expect(rows).toEqual([
      { day: '2026-03-10', watches: 2 },
      { day: '2026-03-11', watches: 1 },
    ]);
  });

  it('counts searches per list, month and term', async () => {
    const term = `designer ${randomUUID().slice(0, 8)}`;
    const search = (histogramType: string, searchedAt: string) => storedEvent('SearchRecorded', { histogramType, term, searchedAt });
    const first = search('jobs', '2026-03-01T10:00:00.000Z');
    await spec.given(first, search('jobs', '2026-03-31T10:00:00.000Z'), search('jobs', '2026-04-01T10:00:00.000Z'), search('resumes', '2026-03-02T10:00:00.000Z'));
    await spec.given(first);
    const rows = await db().selectFrom('search_term_month').select(['histogram_type', 'month', 'searches']).where('term', '=', term).orderBy('histogram_type').orderBy('month').execute();
    expect(rows).toEqual([
      { histogram_type: 'jobs', month: '2026-03', searches: 2 },
      { histogram_type: 'jobs', month: '2026-04', searches: 1 },
      { histogram_type: 'resumes', month: '2026-03', searches: 1 },
    ]);
  });
});
