import { MEETING_ZONE } from '@contracts/coaching/onboarding/onboarding';

// A meeting's time in Israel, in the reader's language.
export const meetingWhen = (meeting: { start: string; end: string }, language: string): string => {
  const locale = language === 'he' ? 'he-IL' : 'en-GB';
  const day = new Intl.DateTimeFormat(locale, { timeZone: MEETING_ZONE, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(meeting.start));
  const time = new Intl.DateTimeFormat(locale, { timeZone: MEETING_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${time.format(new Date(meeting.start))}–${time.format(new Date(meeting.end))}`;
};

// The day a slot falls on in Israel, to group slots by.
export const meetingDay = (start: string): string => new Intl.DateTimeFormat('en-CA', { timeZone: MEETING_ZONE }).format(new Date(start));
