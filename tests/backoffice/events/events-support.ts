import { DateTime } from 'luxon';
import type { EventData, Registrants } from '../../../contracts/backoffice/events/calls';
import { listedDates, occurrenceIdOf, webinarOf } from '../../../contracts/backoffice/events/webinar';
import type { TestApp } from '../../support/test-app';

export const GOOGLE_MEET = 'google_meet';
export const PRODUCT_WEBINAR = 'jobhunt-webinar';

// The occurrence ids listed now for an event (the rule's dates from 4 days ahead).
export const listedOccurrences = (eventUrl: string, now = new Date()): string[] => listedDates(webinarOf('JobHunt', eventUrl)!, now).map((date) => occurrenceIdOf(eventUrl, date));

let counter = 0;
export const person = (name = 'guest') => {
  counter += 1;
  return { email: `${name}.${Date.now()}.${counter}@example.com`, firstName: 'Dana', lastName: 'Levi', phone: '050-1234567' };
};

export type Registered = { eventUrl: string; id?: string; code?: string; limitReached?: boolean; waiting?: boolean; message?: string };

export async function register(t: TestApp, occurence: string, registerData = person(), waitlist?: boolean) {
  return t.call<Registered>('registerToEvent', { occurence, registerData, ...(waitlist === undefined ? {} : { waitlist }) });
}

export async function setLimit(t: TestApp, token: string, occurence: string, limit: number, status: 'A' | 'D' = 'A') {
  const eventUrl = occurence.replace(/_\d{4}-\d{2}-\d{2}$/, '');
  const done = await t.call<Registrants>('editEventOccurrence', { occurence, eventUrl, newOccurenceData: { host: 'host@example.com', googleMeetLink: 'https://meet.google.com/abc-defg-hij', limit, status } }, token);
  if (done.status !== 200) throw new Error(`editEventOccurrence: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body;
}

export const eventData = (t: TestApp, eventUrl: string, token?: string, registered?: { id: string; code: string }) =>
  t.call<EventData>('getEventData', { eventUrl, ...(registered ? { registeredId: registered.id, registeredCode: registered.code } : {}) }, token);

export const israelHour = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Jerusalem' }).hour;
