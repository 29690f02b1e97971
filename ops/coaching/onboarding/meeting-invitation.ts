import { createEvent, type DateArray } from 'ics';
import { DateTime } from 'luxon';
import { MEETING_ZONE, type Meeting } from '../../../contracts/coaching/onboarding/onboarding';
import type { TemplatedMail } from '../../mail/send-mail';

const utcParts = (iso: string): DateArray => {
  const t = DateTime.fromISO(iso, { zone: 'utc' });
  return [t.year, t.month, t.day, t.hour, t.minute];
};

// The meeting's time as it is said to the client: in Israel, whatever zone the server runs in.
export const meetingTimeText = (meeting: Pick<Meeting, 'start' | 'end'>): string => {
  const start = DateTime.fromISO(meeting.start, { zone: MEETING_ZONE });
  const end = DateTime.fromISO(meeting.end, { zone: MEETING_ZONE });
  return `${start.setLocale('en-GB').toFormat('cccc d LLLL yyyy, HH:mm')}–${end.toFormat('HH:mm')} (${MEETING_ZONE})`;
};

// product: the brand as people read it now; uidHost: what the booking's uid ends with, the same
// whatever the brand is renamed to (a cancellation must replace the invitation it was sent)
export type Invitation = { meeting: Meeting; userId: string; product: string; uidHost: string; name: string; email: string; from: string; method: 'REQUEST' | 'CANCEL'; sequence: number };

// The calendar invitation (.ics): UTC times (every calendar shows them in its own zone), one uid
// per booking so the cancellation replaces the invitation.
export function meetingCalendar(i: Invitation): string {
  const { error, value } = createEvent({
    uid: `${i.meeting.slotId}-${i.userId}@${i.uidHost.toLowerCase()}`,
    method: i.method,
    sequence: i.sequence,
    status: i.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    title: `${i.product}: your onboarding meeting`,
    description: `Your first meeting with your ${i.product} coach, ${meetingTimeText(i.meeting)}.`,
    start: utcParts(i.meeting.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(i.meeting.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: i.product, email: i.from },
    attendees: [{ name: i.name, email: i.email, rsvp: true, role: 'REQ-PARTICIPANT', partstat: i.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED' }],
  });
  if (error || !value) throw error ?? new Error('the meeting invitation could not be written');
  return value;
}

export function meetingMail(i: Invitation): Omit<TemplatedMail, 'key'> {
  return {
    template: i.method === 'REQUEST' ? 'meeting-booked' : 'meeting-cancelled',
    to: { email: i.email, userId: i.userId },
    variables: { product: i.product, name: i.name, when: meetingTimeText(i.meeting) },
    calendar: meetingCalendar(i),
  };
}
