import { decode } from '../../../contracts/events';
import { eventOccurrenceStreamId } from '../../../contracts/backoffice/events/ids';
import { occurrenceCalendar } from '../../../contracts/backoffice/events/calendar';
import { findOccurrence, WEBINAR_ZONE } from '../../../contracts/backoffice/events/webinar';
import { loadStream } from '../../../command/core/handle-command';
import { occurrenceFolder } from '../../../command/backoffice/events/occurrence';
import { languageOfAddress, sendTemplatedMail } from '../../mail/send-mail';
import type { ApiDeps } from '../../server/feature';

export type EventMailKind = 'event-registered' | 'event-waitlisted' | 'event-promoted' | 'event-reminder' | 'event-cancelled';

// A registrant as their occurrence's stream holds them: the details they gave (the log is read, not a
// read model that may lag behind the event being reacted to) and where they stand now.
async function registrantOnStream(deps: ApiDeps, occurrenceId: string, registrantId: string) {
  const recorded = await deps.store.readStream(eventOccurrenceStreamId(occurrenceId));
  for (const raw of recorded) {
    const event = decode(raw);
    if ((event?.type === 'EventRegistered' || event?.type === 'EventWaitlistJoined') && event.data.registrantId === registrantId) {
      const { state } = await loadStream(deps.store, eventOccurrenceStreamId(occurrenceId), occurrenceFolder);
      return { details: event.data, now: state.people.get(registrantId) ?? null };
    }
  }
  return null;
}

// Mails a registrant about their registration, in their account's language (English without one);
// the confirmation and the promotion carry the calendar invitation. `wanted` checks they are still
// where the mail says (a reminder for a cancelled place is not sent).
export async function mailRegistrant(
  deps: ApiDeps,
  kind: EventMailKind,
  at: { occurrenceId: string; registrantId: string; key: string },
  wanted: (now: { active: boolean; waiting: boolean }) => boolean = () => true,
): Promise<void> {
  const found = await registrantOnStream(deps, at.occurrenceId, at.registrantId);
  const occurrence = findOccurrence(deps.product, at.occurrenceId);
  if (!found?.now || typeof occurrence === 'string' || !wanted(found.now)) return;
  const { details } = found;
  // erased with the account: nobody to mail
  if (!details.email.includes('@')) return;
  const language = await languageOfAddress(deps.db, details.email);
  const start = occurrence.start.setLocale(language === 'he' ? 'he' : 'en-GB');
  const when = `${start.toFormat('cccc d LLLL yyyy, HH:mm')}–${occurrence.end.toFormat('HH:mm')}`;
  const eventUrl = occurrence.webinar.eventUrl;
  const texts = language === 'he' ? occurrence.webinar.he : occurrence.webinar;
  const link = kind === 'event-cancelled' ? `${deps.publicUrl}/events/${eventUrl}` : `${deps.publicUrl}/events/${eventUrl}?id=${at.registrantId}&code=${details.code}`;
  const calendar =
    kind === 'event-registered' || kind === 'event-promoted'
      ? occurrenceCalendar({
          uid: `${at.registrantId}@${deps.product.toLowerCase()}`,
          title: texts.title,
          description: texts.description,
          start: occurrence.start.toUTC().toISO()!,
          end: occurrence.end.toUTC().toISO()!,
          url: link,
          location: null,
        })
      : undefined;
  await sendTemplatedMail(deps, {
    template: kind,
    to: { email: details.email, language },
    variables: { title: texts.title, name: details.firstName, when, zone: WEBINAR_ZONE, link },
    key: `${at.key}:${details.email}`,
    ...(calendar ? { calendar } : {}),
  });
}
