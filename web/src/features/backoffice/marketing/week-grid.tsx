import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import type { TasksAnswer } from '@contracts/backoffice/marketing/calls';
import type { CalendarEvent } from '@contracts/backoffice/marketing/calendar-event';
import { weekDayOf } from '@contracts/backoffice/marketing/marketing';
import { belgradeNow, dayText, SLOTS, slotIndex, timeText } from './calendar-dates';
import { publisherColor } from './statuses';

const ROW = 16;
const HEIGHT = SLOTS.length * ROW;
// an event shows as half an hour tall, so its text reads
const EVENT_ROWS = 3;

// A column of the grid: a dated day, or a day of the week (the plan).
export type GridDay = { key: string; weekDay: number; date: string | null };

type Props = {
  days: readonly GridDay[];
  events: readonly CalendarEvent[];
  // plan slots shown faintly behind the calendar's events (or as the events, in the plan view)
  plan: readonly CalendarEvent[];
  planOnly: boolean;
  label: string;
  tasks?: TasksAnswer['datesFrequencies'];
  onAdd: (day: GridDay, hours: number, minutes: number) => void;
  onOpen: (event: CalendarEvent) => void;
  onTasks?: (date: string) => void;
};

const statusLook = (status: string) => (status === 'Published' ? { opacity: 1, border: 'solid' } : status === 'Ready' ? { opacity: 0.95, border: 'solid' } : { opacity: 0.8, border: 'dashed' });

function EventBox({ event, index, of, faint, onOpen }: { event: CalendarEvent; index: number; of: number; faint: boolean; onOpen: (e: CalendarEvent) => void }) {
  const { t } = useTranslation('marketing');
  const color = publisherColor(event.publisher);
  const look = statusLook(event.status);
  const time = timeText(event.timeHours, event.timeMinutes);
  const names = event.posts.map((p) => p.name).join(', ');
  return (
    <ButtonBase
      onClick={() => onOpen(event)}
      sx={{
        position: 'absolute',
        top: slotIndex(event.timeHours, event.timeMinutes) * ROW + 1,
        height: EVENT_ROWS * ROW - 2,
        insetInlineStart: `calc(${(100 / of) * index}% + 2px)`,
        width: `calc(${100 / of}% - 4px)`,
        bgcolor: faint ? 'transparent' : color,
        color: faint ? 'text.secondary' : '#fff',
        border: `2px ${faint ? 'dotted' : look.border} ${color}`,
        borderRadius: 1,
        opacity: faint ? 0.9 : look.opacity,
        px: 0.5,
        justifyContent: 'flex-start',
        alignItems: 'flex-start',
        overflow: 'hidden',
        textAlign: 'start',
        zIndex: faint ? 1 : 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 1 },
      }}
    >
      <Typography component="span" sx={{ fontSize: 11, lineHeight: 1.25, fontWeight: 600, width: '100%', minWidth: 0, overflowWrap: 'anywhere' }} dir="auto">
        {time} {event.type}
        {names && (
          <Box component="span" sx={{ display: 'block', fontWeight: 400 }} dir="auto">
            {names}
          </Box>
        )}
        {/* read out, not shown: the colour and the border say it */}
        <Box component="span" sx={visuallyHidden}>
          , {event.publisher}, {t(`status.${event.status as 'Ready'}`)}
        </Box>
      </Typography>
    </ButtonBase>
  );
}

// Events side by side when they share a slot.
const placed = (events: readonly CalendarEvent[]) =>
  events.map((e) => {
    const same = events.filter((x) => Math.abs(slotIndex(x.timeHours, x.timeMinutes) - slotIndex(e.timeHours, e.timeMinutes)) < EVENT_ROWS);
    return { event: e, index: same.indexOf(e), of: same.length };
  });

// The week, Sunday to Saturday (or one day on a phone), 7:00 to 17:50 in 10-minute rows, with
// 'now' on Belgrade's clock. A click on an empty place adds an event there; the '+' of a day adds
// one at 9:00 from the keyboard.
export function WeekGrid({ days, events, plan, planOnly, label, tasks, onAdd, onOpen, onTasks }: Props) {
  const { t } = useTranslation('marketing');
  const now = belgradeNow();
  const nowRow = slotIndex(now.hours, now.minutes - (now.minutes % 10));
  const nowTop = nowRow * ROW + ((now.minutes % 10) / 10) * ROW;
  const clicked = (day: GridDay) => (e: MouseEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return;
    const slot = SLOTS[Math.min(SLOTS.length - 1, Math.max(0, Math.floor(e.nativeEvent.offsetY / ROW)))]!;
    onAdd(day, slot.hours, slot.minutes);
  };
  return (
    <Box role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `52px repeat(${days.length}, minmax(${days.length > 1 ? 110 : 200}px, 1fr))`, minWidth: days.length > 1 ? 820 : 0 }}>
        <Box />
        {days.map((day) => {
          const carried = tasks?.find((x) => x.date === day.date);
          const today = day.date === now.day;
          return (
            <Stack key={day.key} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: today ? 'action.selected' : undefined }}>
              <Box>
                <Typography variant="subtitle2" component="h3">
                  {t(`weekDayShort.${day.weekDay as 0}`)}
                </Typography>
                {day.date && (
                  <Typography variant="caption" sx={{ color: 'text.secondary' }} dir="ltr">
                    {dayText(day.date)}
                  </Typography>
                )}
              </Box>
              <Stack direction="row">
                {day.date && onTasks && (
                  <IconButton size="small" onClick={() => onTasks(day.date!)} aria-label={`${t('calendar.tasks', { day: `${t(`weekDay.${day.weekDay as 0}`)} ${dayText(day.date)}` })}${carried?.due ? `, ${t('calendar.tasksDone', { done: carried.done, due: carried.due })}` : ''}`}>
                    {/* the badge's text is part of the button's name: none without tasks */}
                    {carried?.due ? (
                      <Badge color={carried.done >= carried.due ? 'success' : 'warning'} badgeContent={t('calendar.tasksDone', { done: carried.done, due: carried.due })}>
                        <ChecklistOutlined fontSize="small" />
                      </Badge>
                    ) : (
                      <ChecklistOutlined fontSize="small" />
                    )}
                  </IconButton>
                )}
                <IconButton size="small" onClick={() => onAdd(day, 9, 0)} aria-label={t('calendar.addAt', { day: day.date ? dayText(day.date) : t(`weekDay.${day.weekDay as 0}`), time: '09:00' })}>
                  <AddOutlined fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
        <Box sx={{ position: 'relative', height: HEIGHT }}>
          {SLOTS.filter((s) => s.minutes === 0).map((s) => (
            <Typography key={s.hours} variant="caption" sx={{ position: 'absolute', top: slotIndex(s.hours, 0) * ROW - 2, insetInlineEnd: 6, color: 'text.secondary' }} dir="ltr">
              {timeText(s.hours, 0)}
            </Typography>
          ))}
        </Box>
        {days.map((day) => {
          const own = planOnly ? plan.filter((e) => e.weekDay === day.weekDay) : events.filter((e) => e.date === day.date);
          const ghosts = planOnly ? [] : plan.filter((p) => p.weekDay === day.weekDay && !own.some((e) => e.timeHours === p.timeHours && e.timeMinutes === p.timeMinutes));
          const showNow = !planOnly && day.date === now.day && nowRow >= 0 && nowRow < SLOTS.length;
          return (
            <Box
              key={day.key}
              onClick={clicked(day)}
              sx={{
                position: 'relative',
                height: HEIGHT,
                borderInlineStart: 1,
                borderColor: 'divider',
                cursor: 'copy',
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${ROW * 6 - 1}px, rgba(0,0,0,0.14) ${ROW * 6 - 1}px, rgba(0,0,0,0.14) ${ROW * 6}px), repeating-linear-gradient(to bottom, transparent 0, transparent ${ROW - 1}px, rgba(0,0,0,0.04) ${ROW - 1}px, rgba(0,0,0,0.04) ${ROW}px)`,
              }}
            >
              {placed(ghosts).map((p) => (
                <EventBox key={p.event._id} {...p} faint onOpen={onOpen} />
              ))}
              {placed(own).map((p) => (
                <EventBox key={p.event._id} {...p} faint={false} onOpen={onOpen} />
              ))}
              {showNow && (
                <Box aria-label={t('calendar.now')} role="img" sx={{ position: 'absolute', insetInline: 0, top: nowTop, borderTop: '2px solid', borderColor: 'error.main', zIndex: 3, pointerEvents: 'none' }}>
                  <Box sx={{ position: 'absolute', insetInlineStart: -5, top: -6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main' }} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

export const gridDaysOf = (dates: readonly string[]): GridDay[] => dates.map((date) => ({ key: date, weekDay: weekDayOf(date), date }));
export const planDays: GridDay[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ key: `plan-${d}`, weekDay: d, date: null }));
