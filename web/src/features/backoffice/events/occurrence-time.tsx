import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEBINAR_ZONE } from '@contracts/backoffice/events/webinar';

const viewerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const format = (language: string, iso: string, zone: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, { timeZone: zone, ...options }).format(new Date(iso));

// dd.mm.yyyy as the spec shows dates (§9), in a zone
export const dayOf = (iso: string, zone = viewerZone()): string => format('en-GB', iso, zone, { day: '2-digit', month: '2-digit', year: 'numeric' }).replace(/\//g, '.');
// isolated left to right: a range of hours keeps its order in a Hebrew line
const hours = (iso: string, end: string, zone: string) => `\u2066${format('en-GB', iso, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}–${format('en-GB', end, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}\u2069`;

// An occurrence's time in the viewer's zone, with Israel's beside it when the zones differ.
export function OccurrenceTime({ start, end }: { start: string; end: string }) {
  const { t, i18n } = useTranslation('events');
  const zone = viewerZone();
  const weekday = format(i18n.language, start, zone, { weekday: 'long' });
  const there = `${hours(start, end, WEBINAR_ZONE)}`;
  const differs = hours(start, end, zone) !== there || dayOf(start, zone) !== dayOf(start, WEBINAR_ZONE);
  return (
    <Stack sx={{ minWidth: 0 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        <time dateTime={start}>
          {weekday} {dayOf(start, zone)}, {hours(start, end, zone)}
        </time>
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {differs ? t('israelTime', { time: `${dayOf(start, WEBINAR_ZONE)} ${there}` }) : t('israelTime', { time: there })}
      </Typography>
    </Stack>
  );
}
