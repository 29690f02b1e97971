import { savedItemEvents, type SavedItemEvent } from '../../../contracts/marketplace/saved-items/events';

// What the rules need of saved-items-{userId}: the ids saved now.
export type SavedItemsState = { saved: ReadonlySet<string> };
export const initialSavedItems: SavedItemsState = { saved: new Set() };

export const evolveSavedItems = (state: SavedItemsState, event: SavedItemEvent): SavedItemsState => {
  const saved = new Set(state.saved);
  if (event.type === 'ItemSaved') saved.add(event.data.itemId);
  else saved.delete(event.data.itemId);
  return { saved };
};

export const savedItemsFolder = { events: savedItemEvents, initialState: initialSavedItems, evolve: evolveSavedItems };
