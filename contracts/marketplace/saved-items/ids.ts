// Stream ids of the saved items are built only here.

// One stream per person: what they saved and unsaved.
export const SAVED_ITEMS_STREAM_PREFIX = 'saved-items-';
export const savedItemsStreamId = (userId: string): string => `${SAVED_ITEMS_STREAM_PREFIX}${userId}`;
