import { defineErrors } from '../../core/feature';

export const eventErrors = defineErrors({
  EventNotFound: { status: 404, message: 'There is no such event' },
  // an occurrence id that names no date of its event's weekly rule
  OccurrenceNotFound: { status: 404, message: 'There is no such occurrence of this event' },
  // closed by staff (status D), or already begun
  OccurrenceClosed: { status: 409, message: 'Registration to this occurrence is closed' },
  // the id and code of a registration that is none (or a code that is not its own)
  RegistrationNotFound: { status: 404, message: 'There is no such registration (check the link you were mailed)' },
  RegistrantNotFound: { status: 404, message: 'There is no such registrant in this occurrence' },
  // check-in is for the registered, not the waiting or the cancelled
  RegistrantNotActive: { status: 409, message: 'Only a registered person (not cancelled, not waiting) can be checked in' },
  // the limit cannot go under the places already taken
  LimitBelowRegistered: { status: 409, message: 'The limit cannot be under the number of people already registered' },
});
