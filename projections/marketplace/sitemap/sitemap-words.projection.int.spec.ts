import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { sitemapWordsProjection } from './sitemap-words.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:00:00.000Z';
// the event as written by someone acting (its metadata's actor)
const by = (actor: string, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, actor } });

// one row for the whole site: the tests follow one another over it
describeProjection(sitemapWordsProjection, (spec, db) => {
  const rows = () => db().selectFrom('sitemap_words').selectAll().execute();

  it('keeps the words as saved, by whom and when, in the one row of the site', async () => {
    const saved = by('admin-1', storedEvent('SitemapWordsSaved', { words: ['data analyst', 'qa'], savedAt: at }));
    expect(await spec.given(saved)).toEqual([]);
    expect(await rows()).toEqual([{ id: 'site', words: ['data analyst', 'qa'], saved_by: 'admin-1', saved_at: new Date(at), last_position: saved.position }]);
  });

  it('replaces the words with the latest save, by nobody named, and keeps them on a replay of an older one', async () => {
    const older = by('admin-2', storedEvent('SitemapWordsSaved', { words: ['devops'], savedAt: at }));
    const latest = storedEvent('SitemapWordsSaved', { words: [], savedAt: later });
    await spec.given(older, latest);
    await spec.given(older);
    expect(await rows()).toEqual([{ id: 'site', words: [], saved_by: null, saved_at: new Date(later), last_position: latest.position }]);
  });

  it('leaves the same row through the batch form as a rebuild applies it', async () => {
    // positions follow creation: the first save is made first
    const first = by('admin-3', storedEvent('SitemapWordsSaved', { words: ['qa', 'devops'], savedAt: at }));
    const last = by('admin-4', storedEvent('SitemapWordsSaved', { words: ['product manager'], savedAt: later }));
    await spec.givenViaBatchForm(first, last);
    expect(await rows()).toEqual([{ id: 'site', words: ['product manager'], saved_by: 'admin-4', saved_at: new Date(later), last_position: last.position }]);
  });
});
