// A client's personal journey: every change to it, by the client or by staff acting for them.
export const journeyStreamId = (userId: string): string => `journey-${userId}`;

export const JOURNEY_STREAM_PREFIX = 'journey-';

// The journey's id is its client's user id: one journey per person.
export const journeyIdOf = (userId: string): string => userId;
