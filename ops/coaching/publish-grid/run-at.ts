import { PUBLISH_ZONE } from '../../../contracts/coaching/publication/publication';

const dayIn = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: PUBLISH_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

// The zone's offset from UTC at a moment, in minutes ('GMT+02:00' → 120).
function offsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: PUBLISH_ZONE, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

// A wall-clock time of a day in the publishing zone, as a moment.
function zoned(day: string, time: string): Date {
  const guess = new Date(`${day}T${time}:00Z`);
  return new Date(guess.getTime() - offsetMinutes(guess) * 60_000);
}

// When a cell placed now at publishTime runs: today at that time if it is still to come (and not
// before the publication's start date), else the next such day.
export function nextRunAt(publishTime: string, now: Date, notBefore: string | null): Date {
  let day = dayIn(now);
  if (notBefore && notBefore > day) day = notBefore;
  for (let i = 0; i < 8; i++) {
    const at = zoned(day, publishTime);
    if (at.getTime() > now.getTime()) return at;
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return zoned(day, publishTime);
}
