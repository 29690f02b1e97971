import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';

const at = z.string();
const occurrence = { occurrenceId: z.string(), eventUrl: z.string() };
// a registrant's personal data is theirs: kept under their own key (erased with the account of their email)
const registrantSubject = (data: Record<string, unknown>) => (typeof data.registrantId === 'string' ? data.registrantId : null);
const person = { email: z.string(), firstName: z.string(), lastName: z.string(), phone: z.string() };
const personal = ['email', 'firstName', 'lastName', 'phone'] as const;

// Stored events of event-occurrence-{eventUrl}_{date}. Who acted is in the metadata.
export const eventEvents = defineEvents({
  // a place taken; startsAt is when the occurrence begins (the reminder's time)
  EventRegistered: event(z.object({ ...occurrence, registrantId: z.string(), code: z.string(), ...person, registeredAt: at, startsAt: at }), { personal, subject: registrantSubject }),
  // no place left: the person waits, in the order they came
  EventWaitlistJoined: event(z.object({ ...occurrence, registrantId: z.string(), code: z.string(), ...person, joinedAt: at, startsAt: at }), { personal, subject: registrantSubject }),
  // a place freed (a cancellation, a higher limit): the first waiting person takes it
  EventWaitlistPromoted: event(z.object({ ...occurrence, registrantId: z.string(), promotedAt: at, startsAt: at }), { subject: registrantSubject }),
  // cancelled by the registrant (through their link); waiting: they were on the waitlist
  EventRegistrationCancelled: event(z.object({ ...occurrence, registrantId: z.string(), cancelReason: z.string(), waiting: z.boolean(), cancelledAt: at }), {
    personal: ['cancelReason'],
    subject: registrantSubject,
  }),
  // staff set the occurrence's host, link, places and whether it is open (A) or closed (D)
  EventOccurrenceEdited: event(z.object({ ...occurrence, host: z.string(), googleMeetLink: z.string(), limit: z.number(), status: z.enum(['A', 'D']), editedAt: at })),
  EventCheckInChanged: event(z.object({ ...occurrence, registrantId: z.string(), checkIn: z.boolean(), at })),
  EventEveryoneCheckedOut: event(z.object({ ...occurrence, registrantIds: z.array(z.string()), at })),
});

export type EventEvent = EventOf<typeof eventEvents>;
