import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { SAVED_ITEMS_MAX, type SavedItemType } from '../../../contracts/marketplace/saved-items/calls';
import { savedItemEvents, type SavedItemEvent } from '../../../contracts/marketplace/saved-items/events';
import { savedItemMessages as m } from '../../../contracts/marketplace/saved-items/messages';
import type { Decider } from '../../core/decider';
import { evolveSavedItems, initialSavedItems, type SavedItemsState } from './saved-items';

// exists: the item can be saved now (a job not deleted, a resume recruiters may see);
// seeker: the person looks for work now (lookingforwork).
export type SavedItemsCommand =
  | { type: 'SaveItem'; userId: string; itemId: string; itemType: SavedItemType; exists: boolean; seeker: boolean; now: Date }
  | { type: 'UnsaveItem'; userId: string; itemId: string; now: Date };

function decide(c: SavedItemsCommand, state: SavedItemsState): SavedItemEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'UnsaveItem') return state.saved.has(c.itemId) ? [{ type: 'ItemUnsaved', data: { userId: c.userId, itemId: c.itemId, unsavedAt: at } }] : [];
  if (!c.exists) return domainError('SavedItemNotFound');
  if (c.itemType === 'job' && !c.seeker) return domainError('NotASeeker', m.SavedJobsAreForSeekers);
  if (c.itemType === 'profile' && c.seeker) return domainError('NotARecruiter', m.SavedResumesAreForRecruiters);
  // a second click saves nothing twice
  if (state.saved.has(c.itemId)) return [];
  if (state.saved.size >= SAVED_ITEMS_MAX) return domainError('ValidationFailed', say(m.SavedTooMany, { maximum: SAVED_ITEMS_MAX }));
  return [{ type: 'ItemSaved', data: { userId: c.userId, itemId: c.itemId, itemType: c.itemType, savedAt: at } }];
}

export const savedItemsDecider: Decider<SavedItemsState, SavedItemsCommand, SavedItemEvent> = {
  events: savedItemEvents,
  initialState: initialSavedItems,
  evolve: evolveSavedItems,
  decide,
};
