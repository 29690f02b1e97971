import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { calendarViews, type CalendarView } from '@contracts/backoffice/marketing/calls';
import type { CalendarEvent } from '@contracts/backoffice/marketing/calendar-event';
import { addDays, DEFAULT_PLATFORM, PLATFORMS, weekDayOf, weekStart, type Platform } from '@contracts/backoffice/marketing/marketing';
import { LoadFailed } from '../../../shared/load-failed';
import { StaffPage } from '../../../shared/staff-page';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { belgradeNow, dayText, thisWeek } from './calendar-dates';
import { CalendarData } from './calendar-data';
import { EventDialog } from './event-dialog';
import { draftOf, emptyEvent, type EventDraft } from './event-form';
import { marketingApi } from './marketing-api';
import { MarketingLinks } from './marketing-links';
import { TasksDialog } from './tasks-dialog';
import { gridDaysOf, planDays, WeekGrid, type GridDay } from './week-grid';

const isDay = (text: string | null): text is string => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);

// The week, view and platform live in the address: a reload or a shared link shows the same.
function useCalendarPlace() {
  const [params, setParams] = useSearchParams();
  const week = isDay(params.get('week')) ? weekStart(params.get('week')!) : thisWeek();
  const view = (calendarViews as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as CalendarView) : 'calendar';
  const system = (PLATFORMS as readonly string[]).includes(params.get('system') ?? '') ? (params.get('system') as Platform) : DEFAULT_PLATFORM;
  const set = (change: Record<string, string>) => setParams((p) => ({ ...Object.fromEntries(p), ...change }), { replace: true });
  return { week, view, system, set };
}

type Editing = { initial: EventDraft; editId?: string; key: number };

function Calendar() {
  const { t } = useTranslation('marketing');
  const mobile = useIsMobile();
  const { week, view, system, set } = useCalendarPlace();
  const [page, setPage] = useState(1);
  // a phone shows one day at a time: today in this week, else its Sunday
  const [dayIndex, setDayIndex] = useState(() => (weekStart(belgradeNow().day) === week ? weekDayOf(belgradeNow().day) : 0));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [tasksDay, setTasksDay] = useState<string | null>(null);
  const endDate = addDays(week, 6);
  const { data, isFetching, error, refetch } = marketingApi.useGetMCalendarQuery({ startDate: week, endDate, view, page, system });
  const tasks = marketingApi.useGetMTasksQuery({ date: week }, { skip: view === 'plan' });

  const move = (days: number) => {
    setPage(1);
    set({ week: addDays(week, days) });
  };
  const moveDay = (by: number) => {
    const next = dayIndex + by;
    if (next < 0 || next > 6) {
      move(by * 7);
      setDayIndex(next < 0 ? 6 : 0);
    } else setDayIndex(next);
  };
  const open = (event: CalendarEvent) => setEditing({ initial: draftOf(event), editId: event._id, key: Date.now() });
  const add = (day: GridDay, timeHours: number, timeMinutes: number) =>
    setEditing({ initial: emptyEvent({ system, timeHours, timeMinutes, ...(day.date ? { date: day.date } : { isPlan: true, date: null, weekDay: day.weekDay }) }), key: Date.now() });

  const weekDays = gridDaysOf(data?.dates ?? Array.from({ length: 7 }, (_, i) => addDays(week, i)));
  const days = view === 'plan' ? planDays : weekDays;
  const shownDays = mobile ? [days[dayIndex]!] : days;
  const range = t('calendar.week', { from: dayText(week), to: dayText(endDate) });

  return (
    <>
      <Stack sx={{ gap: 1.5, mb: 2 }}>
        <MarketingLinks here="calendar" />
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
          <ToggleButtonGroup exclusive size="small" value={view} onChange={(_e, v: CalendarView | null) => v && (setPage(1), set({ view: v }))} aria-label={t('calendar.views')}>
            {calendarViews.map((v) => (
              <ToggleButton key={v} value={v}>
                {t(`calendar.view.${v}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField select size="small" label={t('calendar.platform')} value={system} onChange={(e) => (setPage(1), set({ system: e.target.value }))} sx={{ width: { xs: '100%', md: 180 }, flexShrink: 0 }}>
            {PLATFORMS.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          {view !== 'plan' && (
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
              <IconButton onClick={() => (mobile && view === 'calendar' ? moveDay(-1) : move(-7))} aria-label={mobile && view === 'calendar' ? t('calendar.previousDay') : t('calendar.previous')}>
                <ChevronLeft sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
              </IconButton>
              <Button variant="outlined" size="small" onClick={() => (setPage(1), setDayIndex(weekDayOf(belgradeNow().day)), set({ week: thisWeek() }))}>
                {t('calendar.today')}
              </Button>
              <IconButton onClick={() => (mobile && view === 'calendar' ? moveDay(1) : move(7))} aria-label={mobile && view === 'calendar' ? t('calendar.nextDay') : t('calendar.next')}>
                <ChevronRight sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
              </IconButton>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} dir="ltr">
                {range}
              </Typography>
            </Stack>
          )}
          <Button variant="contained" sx={{ marginInlineStart: { md: 'auto' }, whiteSpace: 'nowrap', flexShrink: 0 }} onClick={() => add(view === 'plan' ? planDays[0]! : (shownDays[0] ?? weekDays[0]!), 9, 0)}>
            {t('calendar.add')}
          </Button>
        </Stack>
      </Stack>
      {isFetching && <LinearProgress sx={{ mb: 1 }} />}
      {error && <LoadFailed text={t('calendar.failed')} onRetry={() => void refetch()} />}
      {data && view === 'data' && <CalendarData answer={data} page={page} onPage={setPage} onOpen={open} />}
      {data && view !== 'data' && (
        <Paper variant="outlined" sx={{ p: { xs: 0.5, sm: 1 } }}>
          {view === 'calendar' && !data.events.length && <Typography sx={{ color: 'text.secondary', p: 1 }}>{t('calendar.noEvents')}</Typography>}
          <WeekGrid
            days={shownDays}
            events={data.events}
            plan={data.eventsPlan}
            planOnly={view === 'plan'}
            label={view === 'plan' ? t('calendar.planGrid', { platform: system }) : t('calendar.grid', { platform: system, from: dayText(week), to: dayText(endDate) })}
            tasks={tasks.data?.datesFrequencies}
            onAdd={add}
            onOpen={open}
            onTasks={setTasksDay}
          />
        </Paper>
      )}
      {editing && <EventDialog key={editing.key} initial={editing.initial} editId={editing.editId} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      {tasksDay && <TasksDialog day={tasksDay} onClose={() => setTasksDay(null)} />}
    </>
  );
}

// Staff: the marketing calendar of a platform, a week at a time, with its weekly plan and each
// day's tasks.
export const CalendarPage = () => {
  const { t } = useTranslation('marketing');
  return (
    <StaffPage access="staff" icon={<CalendarMonthOutlined />} title={t('calendar.title')} subtitle={t('calendar.subtitle')}>
      <Calendar />
    </StaffPage>
  );
};
