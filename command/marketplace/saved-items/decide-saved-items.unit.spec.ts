import { describe, it } from 'vitest';
import { say } from '../../../contracts/core/messages';
import { SAVED_ITEMS_MAX } from '../../../contracts/marketplace/saved-items/calls';
import type { SavedItemEvent } from '../../../contracts/marketplace/saved-items/events';
import { savedItemMessages as m } from '../../../contracts/marketplace/saved-items/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { savedItemsDecider, type SavedItemsCommand } from './decide-saved-items';

const given = DeciderSpecification.for(savedItemsDecider);
const now = new Date('2026-11-20T10:00:00.000Z');
const at = now.toISOString();
const save = (itemId: string, change: Partial<Extract<SavedItemsCommand, { type: 'SaveItem' }>> = {}): SavedItemsCommand => ({ type: 'SaveItem', userId: 'u1', itemId, itemType: 'job', exists: true, seeker: true, now, ...change });
const saved = (itemId: string, itemType = 'job'): SavedItemEvent => ({ type: 'ItemSaved', data: { userId: 'u1', itemId, itemType, savedAt: at } });
const unsave = (itemId: string): SavedItemsCommand => ({ type: 'UnsaveItem', userId: 'u1', itemId, now });

describe('the saved items decider', () => {
  it('saves a job for a seeker and a resume for a recruiter', () => {
    given([]).when(save('j1')).then([saved('j1')]);
    given([]).when(save('p1', { itemType: 'profile', seeker: false })).then([saved('p1', 'profile')]);
  });

  it('saves nothing twice: the second click finds it saved', () => {
    given([saved('j1')]).when(save('j1')).thenNothingHappens();
  });

  it('refuses an item that is no longer there with SavedItemNotFound', () => {
    given([]).when(save('j1', { exists: false })).thenFails('SavedItemNotFound');
  });

  it("refuses the other role's kind: jobs are for seekers, resumes for recruiters", () => {
    given([]).when(save('j1', { seeker: false })).thenFails('NotASeeker', m.SavedJobsAreForSeekers);
    given([]).when(save('p1', { itemType: 'profile' })).thenFails('NotARecruiter', m.SavedResumesAreForRecruiters);
  });

  it(`keeps at most ${SAVED_ITEMS_MAX} items`, () => {
    const full = Array.from({ length: SAVED_ITEMS_MAX }, (_, i) => saved(`j${i}`));
    given(full).when(save('one-more')).thenFails('ValidationFailed', say(m.SavedTooMany, { maximum: SAVED_ITEMS_MAX }));
    given([...full, { type: 'ItemUnsaved', data: { userId: 'u1', itemId: 'j0', unsavedAt: at } }]).when(save('one-more')).then([saved('one-more')]);
  });

  it('unsaves a saved item, and unsaving one not saved changes nothing', () => {
    given([saved('j1')]).when(unsave('j1')).then([{ type: 'ItemUnsaved', data: { userId: 'u1', itemId: 'j1', unsavedAt: at } }]);
    given([]).when(unsave('j1')).thenNothingHappens();
  });
});
