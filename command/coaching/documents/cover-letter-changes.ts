import type { EventStore } from '../../../contracts/core/event-store';
import type { CoverLetterChange } from '../../../contracts/coaching/documents/calls';
import { coverLettersStreamId } from '../../../contracts/coaching/documents/ids';
import { decode } from '../../../contracts/events';
import { actorOf } from '../../../contracts/core/history';

// A cover letter's changes, read from its events: each save after the first, with the content
// before and after it; byUser is who saved it (an id, named by the caller). Newest first.
export async function coverLetterChanges(store: EventStore, userId: string, coverLetterId: string): Promise<(Omit<CoverLetterChange, 'byUserEmail'> & { byUser: string | null })[]> {
  const recorded = await store.readStream(coverLettersStreamId(userId));
  const changes: (Omit<CoverLetterChange, 'byUserEmail'> & { byUser: string | null })[] = [];
  let before: string | null = null;
  for (const r of recorded) {
    const event = decode(r);
    if (event?.type !== 'CoverLetterSaved' || event.data.coverLetterId !== coverLetterId) continue;
    if (before !== null) changes.push({ _id: r.position, byUser: actorOf(r.metadata), dateCreated: event.data.savedAt, before: { content: before }, after: { content: event.data.content } });
    before = event.data.content;
  }
  return changes.reverse();
}
