import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { optionalSaidFields, saidFields } from '../../core/messages';
import { say } from '../../core/messages';
import { eventMessages as m } from './messages';
import { occurrenceDataSchema, occurrenceSchema, REASON_MAX, registerDataSchema, registrantSchema } from './webinar';

const eventUrl = z.string().trim().min(1).max(120);
const occurence = z.string().trim().min(1).max(160);
const registrantId = z.string().trim().min(1).max(64);
const code = z.string().trim().min(1).max(64);

// A registrant's own view: their details, their occurrence (with its link), their place on the waitlist.
export const registeredSchema = registrantSchema.extend({ code: z.string(), occurrence: occurrenceSchema, waitingPosition: z.number().nullable() });
export type Registered = z.infer<typeof registeredSchema>;

export const eventDataSchema = z.object({
  // title and description in English, and in Hebrew (he)
  event: z.object({ eventUrl: z.string(), title: z.string(), description: z.string(), he: z.object({ title: z.string(), description: z.string() }) }),
  occurrences: z.array(occurrenceSchema),
  // the registration the id and code name (null without them, or when they match none)
  registered: registeredSchema.nullable(),
  // the caller manages the event's occurrences (isAdmin or isJHAdmin)
  isManager: z.boolean(),
  zone: z.string(),
});
export type EventData = z.infer<typeof eventDataSchema>;

export const registrantsSchema = z.object({ occurrence: occurrenceSchema, registered: z.array(registrantSchema), waitlist: z.array(registrantSchema), cancelled: z.array(registrantSchema) });
export type Registrants = z.infer<typeof registrantsSchema>;

export const eventCalls = defineCalls({
  getEventData: {
    kind: 'query',
    access: 'anonymous',
    summary:
      'An event and its 8 weekly occurrences from 4 days ahead (15:00–16:00 Asia/Jerusalem): visitors see at most 2 open ones, managers all 8. With registeredId and ' +
      'registeredCode, the registration they name (registered). 404 EventNotFound for an event that is none.',
    input: z.object({ eventUrl, registeredId: z.string().max(64).nullish(), registeredCode: z.string().max(64).nullish() }).strict(),
    output: eventDataSchema,
  },
  registerToEvent: {
    kind: 'command',
    access: 'anonymous',
    rateLimit: 'guestWrite',
    summary:
      'Register to an occurrence (occurence: its id) with registerData { email, firstName, lastName, phone } (all required). Answers id and code (the registration link). ' +
      'The same email again takes no second place (alreadyRegistered; the link is in the mail sent). A full occurrence answers limitReached (not registered), unless waitlist: true, which puts the person on ' +
      'its waitlist (waiting: true). 409 OccurrenceClosed for a closed or begun occurrence.',
    input: z.object({ occurence, registerData: registerDataSchema, waitlist: z.boolean().optional() }).strict(),
    output: z.object({
      eventUrl: z.string(),
      limitReached: z.boolean().optional(),
      id: z.string().optional(),
      code: z.string().optional(),
      waiting: z.boolean().optional(),
      // the email has a registration to this occurrence already (its link is in its mail)
      alreadyRegistered: z.boolean().optional(),
      ...optionalSaidFields,
    }),
  },
  cancelRegistrationToEvent: {
    kind: 'command',
    access: 'anonymous',
    rateLimit: 'guestWrite',
    summary: 'Cancel the registration id and code name, with a reason (may be empty). The first waiting person then takes the place. 404 RegistrationNotFound otherwise.',
    input: z.object({ eventUrl, cancelReason: z.string().trim().max(REASON_MAX, say(m.EventCancelReasonTooLong, { max: REASON_MAX })).default(''), id: registrantId, code }).strict(),
    output: z.object({ eventUrl: z.string(), canceled: z.boolean(), ...saidFields }),
  },
  getRegisteredUsers: {
    kind: 'query',
    access: 'journeyAdmin',
    summary: 'An occurrence with its registered people (in the order they registered), its waitlist (in order) and its cancellations.',
    input: z.object({ occurence }).strict(),
    output: registrantsSchema,
  },
  editEventOccurrence: {
    kind: 'command',
    access: 'journeyAdmin',
    summary:
      'Save an occurrence: newOccurenceData { host (email), googleMeetLink, limit (number), status (A open, D closed) }. A higher limit promotes waiting people. ' +
      '409 LimitBelowRegistered for a limit under the registered count. Answers the occurrence with its registrants.',
    input: z.object({ occurence, newOccurenceData: occurrenceDataSchema, eventUrl }).strict(),
    output: registrantsSchema.extend(optionalSaidFields),
  },
  checkOutEveryone: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: "Check out everyone checked in to the occurrence. Answers the occurrence with its registrants.",
    input: z.object({ occurence }).strict(),
    output: registrantsSchema.extend(optionalSaidFields),
  },
  changeCheckIn: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: 'Check a registered person in (checkIn true) or out. 404 RegistrantNotFound, 409 RegistrantNotActive for the waiting or cancelled. Answers the registrants.',
    input: z.object({ id: registrantId, checkIn: z.boolean(), occurence }).strict(),
    output: registrantsSchema.extend(optionalSaidFields),
  },
});
