// Stream ids of the webinar events are built only here.

// One stream per occurrence (an event on one date): its edits, registrants, waitlist and check-ins.
// The occurrence's stream is the consistency boundary of its places.
export const EVENT_OCCURRENCE_STREAM_PREFIX = 'event-occurrence-';
export const eventOccurrenceStreamId = (occurrenceId: string): string => `${EVENT_OCCURRENCE_STREAM_PREFIX}${occurrenceId}`;

// The socket room of one occurrence: the staff who opened its manage dialog.
export const occurrenceRoom = (occurrenceId: string): string => `event-occurrence:${occurrenceId}`;
// what a staff socket sends to follow an occurrence's registrants, and to stop
export const OCCURRENCE_WATCH = 'event.occurrence.watch';
export const OCCURRENCE_UNWATCH = 'event.occurrence.unwatch';
