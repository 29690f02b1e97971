import { DateTime } from 'luxon';
import { FOLLOW_UP_EVENT_MINUTES, type LeadFields } from '@contracts/backoffice/leads/lead';

type FollowUp = Pick<LeadFields, 'name' | 'phone' | 'email' | 'summary' | 'followUpReminderDate'>;

// The follow-up as a calendar file (.ics), in UTC: every calendar shows it in its own zone. The
// `ics` package loads only when someone asks for the file.
export async function followUpIcs(lead: FollowUp): Promise<string | null> {
  if (!lead.followUpReminderDate || !lead.name.trim()) return null;
  const { createEvent } = await import('ics');
  const start = DateTime.fromISO(lead.followUpReminderDate, { zone: 'utc' });
  const { error, value } = createEvent({
    title: `Follow up: ${lead.name.trim()}`,
    description: [lead.phone, lead.email, lead.summary].filter((x) => x.trim()).join('\n'),
    start: [start.year, start.month, start.day, start.hour, start.minute],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: FOLLOW_UP_EVENT_MINUTES },
  });
  return error || !value ? null : value;
}

export async function downloadIcs(lead: FollowUp): Promise<void> {
  const text = await followUpIcs(lead);
  if (!text) return;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'follow-up.ics' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
