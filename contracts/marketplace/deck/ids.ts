// The swipe deck of one person: what they skipped, in order, so the last skip can be undone.
export const deckStreamId = (userId: string): string => `deck-${userId}`;
